// How the detail view draws its daily chart: candles or a line of closes.

/// The look of the daily chart.
public enum DailyChartStyle: Hashable, Sendable {
    case candles
    case line

    var toggled: DailyChartStyle { self == .candles ? .line : .candles }
}
