// The detail view's chart of the session: its minute path and the previous close it is drawn against.

import Domain
import FoundationEssentials

extension StockDetailState {
    /// Today's minute path (or the last session's, before the opening and on closed days).
    public struct IntradayChart: Hashable, Sendable {
        /// "Today (1 min)", or the day of the session shown when it is not today's ("Thu 12-24 (1 min)":
        /// before the opening, on a weekend or a holiday the last session's path is shown).
        public let title: String
        /// The minute path from the day's first trading minute (`SessionPath`), and the number of slots in
        /// the whole day (390 for KRX's 09:00–15:30, 720 for a Nextrade stock's 08:00–20:00).
        public let prices: [Int?]
        public let slotCount: Int
        /// The times under the chart, left to right: the day's first and last minute, and noon and 15:30
        /// (KRX's close) where they are an hour or more after the first and two before the last, so a
        /// narrow axis keeps the last ("08:00 12:00 15:30 20:00"; 수능 day's KRX: "10:00 12:00 16:30").
        public let times: [TimeMark]
        /// The previous close (기준가), nil before a quote.
        public let reference: Int?

        init(_ model: StockDetailLoopState, now: Date) {
            prices = model.path.prices
            let pathDay = model.path.date.map { KoreaTime.dayAndMinute($0).0 }
            title = (pathDay.flatMap { $0 == KoreaTime.dayAndMinute(now).0 ? nil : KoreaTimeText.weekdayDate($0) } ?? "Today") + " (1 min)"
            slotCount = model.path.slotCount
            times = Self.times(of: model.path.minutes)
            reference = model.quote?.basePrice
        }

        /// A time under the chart: the slot it marks and its text.
        public struct TimeMark: Hashable, Sendable {
            public let slot: Int
            public let text: String
        }

        /// The marks of a one-minute path over `minutes`.
        static func times(of minutes: Range<Int>) -> [TimeMark] {
            let inside = [12 * 60, 15 * 60 + 30].filter { minutes.lowerBound + 60 <= $0 && $0 + 120 <= minutes.upperBound }
            return ([minutes.lowerBound] + inside + [minutes.upperBound]).map { minute in
                TimeMark(slot: minute - minutes.lowerBound, text: MarketSessionText.clock(minute))
            }
        }

        /// The lowest and highest price the chart must show: the path and the previous close; nil
        /// before either is known.
        public var range: (low: Int, high: Int)? {
            let prices = prices.compactMap { $0 } + [reference].compactMap { $0 }
            guard let low = prices.min(), let high = prices.max() else { return nil }
            return (low, high)
        }
    }
}
