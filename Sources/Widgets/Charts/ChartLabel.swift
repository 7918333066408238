// A value on a chart's axis and the text that names it: a price on the price axis, a slot on the time axis.

/// A label the caller chose for a chart axis: `value` is where it belongs (a price, or a slot index on
/// the time axis) and `text` what is drawn there ("71,500", "09:00"). Charts place labels, they never
/// invent them, so prices on the axis are the real prices the caller picked (on the exchange's tick grid).
public struct ChartLabel: Hashable, Sendable {
    public var value: Int
    public var text: String

    public init(value: Int, text: String) {
        self.value = value
        self.text = text
    }
}
