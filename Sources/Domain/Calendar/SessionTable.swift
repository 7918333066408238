// The phases of each venue's trading day as data: which phase runs from when to when, per kind of day.

/// Each venue's phases on each kind of trading day (Korea time), written out as rows so that an hour change
/// is an edit of a row, not of code. KRX's planned pre-market (07:00–08:00) and after-market (16:00–20:00,
/// in place of the single-price session) are rows too, switched on by `krxExtendedMarkets`.
///
/// Sources: KRX's trading rules (시간외 08:30–08:40, 15:40–16:00, 16:00–18:00) and Nextrade's hours
/// (08:00–08:50, 09:00–15:20, 15:30–20:00; 수능 day: no pre-market, 10:00–16:20, 16:30–20:00). [UNCONFIRMED]
/// Nextrade's hours on the year's first trading day (taken as 수능's morning with a normal afternoon).
public struct SessionTable: Sendable, Hashable {
    /// When a row applies.
    public enum Plan: Sendable, Hashable {
        /// Always.
        case standing
        /// Only until KRX's extended markets start (a row they replace).
        case beforeKRXExtendedMarkets
        /// Only once KRX's extended markets have started.
        case krxExtendedMarkets
    }

    /// One phase of one venue on some kinds of day, in minutes after midnight Korea time.
    public struct Row: Sendable, Hashable {
        public let venue: Venue
        public let days: Set<TradingHours.Kind>
        public let session: MarketSession
        public let minutes: Range<Int>
        public let plan: Plan

        /// A row from `start` to `end` written as hhmm (`8_30` is 08:30).
        public init(_ venue: Venue, _ days: Set<TradingHours.Kind>, _ session: MarketSession, _ start: Int, _ end: Int, plan: Plan = .standing) {
            self.venue = venue
            self.days = days
            self.session = session
            minutes = (start / 100 * 60 + start % 100)..<(end / 100 * 60 + end % 100)
            self.plan = plan
        }
    }

    /// One phase as a day has it: what and when.
    public struct Span: Sendable, Hashable {
        public let session: MarketSession
        public let minutes: Range<Int>
    }

    /// True when KRX's planned pre- and after-markets are in the table.
    public let krxExtendedMarkets: Bool
    /// The rows in use, as written.
    public let rows: [Row]
    /// The spans of each (venue, kind of day), earliest first: looked up at every minute of every row.
    private let spansByDay: [Venue: [TradingHours.Kind: [Span]]]

    /// The table of `rows`, with KRX's planned markets switched on or off.
    public init(rows: [Row] = Self.standardRows, krxExtendedMarkets: Bool = false) {
        self.krxExtendedMarkets = krxExtendedMarkets
        self.rows = rows.filter { row in
            switch row.plan {
            case .standing: true
            case .beforeKRXExtendedMarkets: !krxExtendedMarkets
            case .krxExtendedMarkets: krxExtendedMarkets
            }
        }
        var spans: [Venue: [TradingHours.Kind: [Span]]] = [:]
        for row in self.rows {
            for day in row.days { spans[row.venue, default: [:]][day, default: []].append(Span(session: row.session, minutes: row.minutes)) }
        }
        spansByDay = spans.mapValues { days in days.mapValues { $0.sorted { $0.minutes.lowerBound < $1.minutes.lowerBound } } }
    }

    /// The shipped table.
    public static let standard = SessionTable()

    /// `venue`'s phases on a day of `kind`, earliest first (none for the unified price, which has no hours).
    public func spans(of venue: Venue, on kind: TradingHours.Kind) -> [Span] {
        spansByDay[venue]?[kind] ?? []
    }

    /// `venue`'s phase at `minute` of a day of `kind`, nil outside its hours.
    public func span(of venue: Venue, on kind: TradingHours.Kind, atMinute minute: Int) -> Span? {
        spans(of: venue, on: kind).first { $0.minutes.contains(minute) }
    }

    /// The start of `venue`'s first continuous trading on a day of `kind` (when it "opens").
    public func opening(of venue: Venue, on kind: TradingHours.Kind) -> Int? {
        spans(of: venue, on: kind).first { $0.session.isContinuous }?.minutes.lowerBound
    }

    /// The minutes a stock trades on a day of `kind`, from the first to the last minute a trade can move its
    /// price: KRX's continuous trading through its closing auction (09:00–15:30), widened by Nextrade's
    /// continuous phases for a stock Nextrade lists (08:00–20:00). KRX's close-price and single-price trades
    /// are left out (they repeat the close or follow it within ten minutes). Nil when no row trades that day.
    public func tradingMinutes(on kind: TradingHours.Kind, nextrade: Bool) -> Range<Int>? {
        let venues: [Venue] = nextrade ? Venue.exchanges : [.krx]
        let trading = venues.flatMap { spans(of: $0, on: kind) }.filter { $0.session.isContinuous || $0.session == .closingAuction }
        guard let start = trading.map(\.minutes.lowerBound).min(), let end = trading.map(\.minutes.upperBound).max() else { return nil }
        return start..<end
    }

    /// The minutes within `tradingMinutes(on:nextrade:)` in which a trade can happen, merged, earliest first:
    /// the venues' continuous phases, so neither KRX's auctions nor Nextrade's pauses (08:50–09:00,
    /// 15:20–15:30) are among them. What the simulator trades in, live and in its replayed day.
    public func continuousMinutes(on kind: TradingHours.Kind, nextrade: Bool) -> [Range<Int>] {
        let venues: [Venue] = nextrade ? Venue.exchanges : [.krx]
        let trading = venues.flatMap { spans(of: $0, on: kind) }.filter { $0.session.isContinuous }.map(\.minutes)
        return trading.sorted { $0.lowerBound < $1.lowerBound }.reduce(into: []) { merged, span in
            if let last = merged.last, span.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, span.upperBound)
            } else {
                merged.append(span)
            }
        }
    }

    /// Every venue's phases on every kind of trading day.
    public static let standardRows: [Row] = [
        // KRX: close-price trades, the opening auction, the main market, the closing auction, after hours.
        Row(.krx, [.regular], .preMarketClosePrice, 8_30, 8_40),
        Row(.krx, [.regular], .preOpenAuction, 8_40, 9_00),
        Row(.krx, [.regular], .regular, 9_00, 15_20),
        Row(.krx, [.firstTradingDayOfYear, .collegeEntranceExam], .preMarketClosePrice, 9_30, 9_40),
        Row(.krx, [.firstTradingDayOfYear, .collegeEntranceExam], .preOpenAuction, 9_40, 10_00),
        Row(.krx, [.firstTradingDayOfYear], .regular, 10_00, 15_20),
        Row(.krx, [.regular, .firstTradingDayOfYear], .closingAuction, 15_20, 15_30),
        Row(.krx, [.regular, .firstTradingDayOfYear], .pause, 15_30, 15_40),
        Row(.krx, [.regular, .firstTradingDayOfYear], .postMarketClosePrice, 15_40, 16_00),
        Row(.krx, [.regular, .firstTradingDayOfYear], .singlePrice, 16_00, 18_00, plan: .beforeKRXExtendedMarkets),
        Row(.krx, [.collegeEntranceExam], .regular, 10_00, 16_20),
        Row(.krx, [.collegeEntranceExam], .closingAuction, 16_20, 16_30),
        Row(.krx, [.collegeEntranceExam], .pause, 16_30, 16_40),
        Row(.krx, [.collegeEntranceExam], .postMarketClosePrice, 16_40, 17_00),
        Row(.krx, [.collegeEntranceExam], .singlePrice, 17_00, 19_00, plan: .beforeKRXExtendedMarkets),
        // KRX's planned markets [UNCONFIRMED]: 07:00–08:00 and 16:00–20:00 (from 17:00 on 수능 day).
        Row(.krx, [.regular, .firstTradingDayOfYear], .preMarket, 7_00, 8_00, plan: .krxExtendedMarkets),
        Row(.krx, [.regular, .firstTradingDayOfYear], .afterMarket, 16_00, 20_00, plan: .krxExtendedMarkets),
        Row(.krx, [.collegeEntranceExam], .afterMarket, 17_00, 20_00, plan: .krxExtendedMarkets),
        // NXT: pre-market, pauses while KRX holds its auctions, main market, after-market.
        Row(.nxt, [.regular], .preMarket, 8_00, 8_50),
        Row(.nxt, [.regular], .pause, 8_50, 9_00),
        Row(.nxt, [.regular], .regular, 9_00, 15_20),
        Row(.nxt, [.firstTradingDayOfYear], .regular, 10_00, 15_20),
        Row(.nxt, [.regular, .firstTradingDayOfYear], .pause, 15_20, 15_30),
        Row(.nxt, [.regular, .firstTradingDayOfYear], .afterMarket, 15_30, 20_00),
        Row(.nxt, [.collegeEntranceExam], .regular, 10_00, 16_20),
        Row(.nxt, [.collegeEntranceExam], .pause, 16_20, 16_30),
        Row(.nxt, [.collegeEntranceExam], .afterMarket, 16_30, 20_00),
    ]
}
