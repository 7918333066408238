// What a key asks of the stock detail view: another span or look for the daily chart.

/// An intent of the detail view's keys (closing it is the screen's own business).
public enum StockDetailIntent: Hashable, Sendable {
    /// Switch the daily chart between three months and a year.
    case toggleDailySpan
    /// Switch the daily chart between candles and a line.
    case toggleDailyStyle
}
