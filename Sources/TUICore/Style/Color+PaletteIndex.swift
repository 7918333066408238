// Rebuilds a `Color` from a palette index: unpacking stored styles, reading styles back from written frames.

extension Color {
    /// The colour with palette index `index` (-1 is the terminal's default): the inverse of `paletteIndex`.
    public init(paletteIndex index: Int) {
        let named: [Color] = [
            .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white,
            .brightBlack, .brightRed, .brightGreen, .brightYellow, .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
        ]
        switch index {
        case named.indices: self = named[index]
        case 16...255: self = .indexed(UInt8(index))
        default: self = .default
        }
    }
}
