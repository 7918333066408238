// Chart bars from the KIS Open API: minute bars paged backwards 30 at a time, daily bars 100 at a time.

import Domain
import FoundationEssentials
import Reactive

/// The `kis` feed's chart history. Every page is one request through the client's rate limiter (the
/// quotes' budget), and paging stops as soon as the range asked for is covered, so a cache that lacks
/// only the last minutes costs one request.
public final class KISPriceHistoryRepository: PriceHistoryRepository {
    /// Bars per minute-chart answer, as KIS sends them.
    static let minuteBarsPerPage = 30
    /// Rows per daily-chart answer at most.
    static let dailyBarsPerPage = 100
    /// Pages fetched for one request at most (13 cover a whole day of minutes; 10 daily pages ≈ 4 years).
    static let maximumPages = 14
    private let client: KISClient
    private let calendar: () -> KRXCalendar

    /// Fetches through `client`; `calendar` gives the exchange calendar in use (read at every request,
    /// so a calendar KIS confirmed later counts), which decides the session the minute chart shows.
    public init(client: KISClient, calendar: @escaping () -> KRXCalendar) {
        self.client = client
        self.calendar = calendar
    }

    /// The latest session's minutes after `after`: today's up to now from today's opening on; before it,
    /// on a weekend or a holiday, the last trading day's through its close (15:30, 16:30 on 수능 day).
    /// The endpoint takes only a time (KIS answers with the last session's bars on a closed day), so
    /// rows of any other day are dropped.
    public func intradayBars(for code: StockCode, after: Date?) -> Single<[PriceBar]> {
        let now = client.now
        let calendar = calendar()
        let day = calendar.latestSessionDay(at: now)
        let hours = calendar.marketDay(day).hours ?? .regular
        let session = MinuteSession(
            day: KoreaTime.date(of: day, minute: 0), opening: KoreaTime.date(of: day, minute: hours.continuousStart)
        )
        let upTo = min(now, KoreaTime.date(of: day, minute: hours.close))
        return minutePages(code, before: KISChartEndPoints.hourText(upTo), session: session, after: after, collected: [], pages: Self.maximumPages)
    }

    public func dailyBars(for code: StockCode, from: Date, through: Date) -> Single<[PriceBar]> {
        dailyPages(code, from: from, through: through, collected: [], pages: Self.maximumPages)
    }

    /// The trading day a minute chart shows: its 00:00 and its continuous-trading start (Korea time).
    private struct MinuteSession {
        let day: Date
        let opening: Date

        /// This session, or — when the first page holds none of its bars but another day's (KIS knows of
        /// a closure the calendar lacks) — the newest row's day, paged until a short page as its opening is unknown.
        func confirmed(by rows: [PriceBar]) -> MinuteSession {
            guard let newest = rows.map(\.start).max(), !rows.contains(where: { BarInterval.day.start(of: $0.start) == day }) else { return self }
            let newestDay = BarInterval.day.start(of: newest)
            return MinuteSession(day: newestDay, opening: newestDay)
        }
    }

    /// Fetches the page of minutes up to `hour` and, while it was full, all of `session` after its
    /// opening and newer than `after`, the page before it.
    private func minutePages(_ code: StockCode, before hour: String, session: MinuteSession, after: Date?, collected: [PriceBar], pages: Int) -> Single<[PriceBar]> {
        client.authorized { token, credentials in KISChartEndPoints.minuteBars(code, on: self.client.venues.venue(of: code), hour: hour, token: token, credentials: credentials) }
            decode: { response in try response.outputs().1.compactMap { row throws(KISError) in try row.toDomain() } }
            .flatMap { rows in
                let session = pages == Self.maximumPages ? session.confirmed(by: rows) : session
                let sessionRows = rows.filter { BarInterval.day.start(of: $0.start) == session.day }
                let wanted = sessionRows.filter { after == nil || $0.start > after! }
                let all = collected + wanted
                guard let oldest = sessionRows.map(\.start).min(), oldest > session.opening, rows.count >= Self.minuteBarsPerPage,
                      wanted.count == sessionRows.count, sessionRows.count == rows.count, pages > 1
                else { return .just(Self.ordered(all)) }
                return self.minutePages(
                    code, before: KISChartEndPoints.hourText(oldest.addingTimeInterval(-60)), session: session, after: after, collected: all, pages: pages - 1
                )
            }
    }

    /// Fetches up to 100 days ending `through` and, while the page was full and older days are wanted, the page before.
    private func dailyPages(_ code: StockCode, from: Date, through: Date, collected: [PriceBar], pages: Int) -> Single<[PriceBar]> {
        let fromText = KISChartEndPoints.dayText(from), throughText = KISChartEndPoints.dayText(through)
        return client.authorized { token, credentials in
            KISChartEndPoints.dailyBars(code, on: self.client.venues.venue(of: code), from: fromText, through: throughText, token: token, credentials: credentials)
        } decode: { response in
            try response.outputs().1.compactMap { row throws(KISError) in try row.toDomain() }
        }
        .flatMap { rows in
            let all = collected + rows
            guard rows.count >= Self.dailyBarsPerPage, let oldest = rows.map(\.start).min(), oldest > from, pages > 1 else {
                return .just(Self.ordered(all))
            }
            return self.dailyPages(code, from: from, through: oldest.addingTimeInterval(-86_400), collected: all, pages: pages - 1)
        }
    }

    /// `bars` in time order, one per start.
    private static func ordered(_ bars: [PriceBar]) -> [PriceBar] {
        Dictionary(bars.map { ($0.start, $0) }, uniquingKeysWith: { first, _ in first }).values.sorted { $0.start < $1.start }
    }
}
