// The detail view's daily chart: the bars of the chosen span, how they are drawn, where months start.

import Domain

extension StockDetailState {
    /// The daily bars of `span`, drawn as `style`.
    public struct DailyChart: Hashable, Sendable {
        /// The first bar of a month in the daily bars, and the month's short name ("Oct").
        public struct MonthStart: Hashable, Sendable {
            public let index: Int
            public let name: String
        }

        /// Oldest first.
        public let bars: [PriceBar]
        /// Where each month starts in `bars` (the chart's time labels).
        public let monthStarts: [MonthStart]
        public let span: DailySpan
        public let style: DailyChartStyle

        init(_ model: StockDetailLoopState) {
            bars = model.dailyBars
            monthStarts = Self.monthStarts(of: model.dailyBars)
            span = model.dailySpan
            style = model.dailyStyle
        }

        private static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

        /// The bars that begin a month (Korea time), after the first bar's own month.
        private static func monthStarts(of bars: [PriceBar]) -> [MonthStart] {
            var starts: [MonthStart] = []
            var previous: Int?
            for (index, bar) in bars.enumerated() {
                let month = KoreaTime.calendar.component(.month, from: bar.start)
                if let previous, previous != month { starts.append(MonthStart(index: index, name: monthNames[(month - 1) % 12])) }
                previous = month
            }
            return starts
        }
    }
}
