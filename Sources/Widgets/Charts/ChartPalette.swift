// The styles a chart draws rises, falls and unchanged prices in, plus its axes and reference line.

import TUICore

/// How a chart colours prices against a reference (the previous close, or a candle's open): the caller
/// picks Korean (red up, blue down) or Western colours. `axis` is for labels, `reference` for the
/// previous-close line.
public struct ChartPalette: Hashable, Sendable {
    public var rise: Style
    public var fall: Style
    public var flat: Style
    public var axis: Style
    public var reference: Style

    public init(rise: Style, fall: Style, flat: Style = .plain, axis: Style = Style(dim: true), reference: Style = Style(dim: true)) {
        self.rise = rise
        self.fall = fall
        self.flat = flat
        self.axis = axis
        self.reference = reference
    }

    /// The style of `value` against `reference`: rise above, fall below, flat at it or without a reference.
    public func style(for value: Int, against reference: Int?) -> Style {
        guard let reference else { return flat }
        return value > reference ? rise : value < reference ? fall : flat
    }
}
