// The detail view's chart of the session: its minute path and the previous close it is drawn against.

import Domain
import FoundationEssentials

extension StockDetailState {
    /// Today's minute path (or the last session's, before the opening and on closed days).
    public struct IntradayChart: Hashable, Sendable {
        /// "Today (1 min)", or the day of the session shown when it is not today's ("Thu 12-24 (1 min)":
        /// before the opening, on a weekend or a holiday the last session's path is shown).
        public let title: String
        /// The minute path from 09:00 (`SessionPath`), and the number of slots in the whole session.
        public let prices: [Int?]
        public let slotCount: Int
        /// The previous close (기준가), nil before a quote.
        public let reference: Int?

        init(_ model: StockDetailLoopState, now: Date) {
            prices = model.path.prices
            let pathDay = model.path.date.map { KoreaTime.dayAndMinute($0).0 }
            title = (pathDay.flatMap { $0 == KoreaTime.dayAndMinute(now).0 ? nil : KoreaTimeText.weekdayDate($0) } ?? "Today") + " (1 min)"
            slotCount = model.path.slotCount
            reference = model.quote?.basePrice
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
