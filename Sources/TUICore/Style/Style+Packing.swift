// A style packed into one integer, for cell grids that store and compare styles as plain numbers.

extension Style {
    /// The style in 22 bits: equal styles give equal numbers, and `init(packed:)` gives the style back.
    /// Bits 0–8 hold the foreground, 9–17 the background (0 the default, 1–16 the named colours,
    /// 17–272 `.indexed`), 18–21 bold, dim, reverse and underline. `Style.plain` packs to 0.
    public var packed: UInt32 {
        var attributes: UInt32 = bold ? 1 : 0
        if dim { attributes |= 2 }
        if reverse { attributes |= 4 }
        if underline { attributes |= 8 }
        return Self.code(of: foreground) | Self.code(of: background) << 9 | attributes << 18
    }

    /// The style that packs to `packed`.
    public init(packed: UInt32) {
        self.init(
            foreground: Self.color(code: packed & 0x1FF),
            background: Self.color(code: packed >> 9 & 0x1FF),
            bold: packed & 1 << 18 != 0,
            dim: packed & 2 << 18 != 0,
            reverse: packed & 4 << 18 != 0,
            underline: packed & 8 << 18 != 0
        )
    }

    private static func code(of color: Color) -> UInt32 {
        if case .indexed(let index) = color { return 17 + UInt32(index) }
        return UInt32(color.paletteIndex + 1)
    }

    private static func color(code: UInt32) -> Color {
        switch code {
        case 0: return .default
        case 1...16: return Color(paletteIndex: Int(code) - 1)
        default: return .indexed(UInt8(truncatingIfNeeded: code - 17))
        }
    }
}
