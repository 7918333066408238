// How a cell looks: colours and attributes.

/// The look of a cell: foreground and background colour plus attributes. A value; `Style.plain` is the
/// terminal's default look.
public struct Style: Hashable, Sendable {
    public var foreground: Color
    public var background: Color
    public var bold: Bool
    public var dim: Bool
    public var reverse: Bool
    public var underline: Bool

    public init(
        foreground: Color = .default,
        background: Color = .default,
        bold: Bool = false,
        dim: Bool = false,
        reverse: Bool = false,
        underline: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    /// Default colours, no attributes.
    public static let plain = Style()

    /// `overlay` drawn over this style: its colours where they are not `.default`, and the attributes
    /// of both (e.g. a red price in a reversed selected row stays red and becomes reversed).
    public func merging(_ overlay: Style) -> Style {
        Style(
            foreground: overlay.foreground == .default ? foreground : overlay.foreground,
            background: overlay.background == .default ? background : overlay.background,
            bold: bold || overlay.bold,
            dim: dim || overlay.dim,
            reverse: reverse || overlay.reverse,
            underline: underline || overlay.underline
        )
    }
}
