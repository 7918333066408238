// A terminal colour: the terminal's default, the 16 ANSI colours, or an entry of the 256-colour palette.

/// A terminal colour. `.default` is whatever the terminal's theme uses (light or dark), so text stays
/// readable on both; the curses canvas maps it to -1 with `use_default_colors()`.
public enum Color: Hashable, Sendable {
    case `default`
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite
    /// An entry of the 256-colour palette (0–15 are the ANSI colours above, 16–255 the cube and greys).
    case indexed(UInt8)

    /// The palette index: -1 for `.default`, 0–7 for the ANSI colours, 8–15 for their bright variants.
    public var paletteIndex: Int {
        switch self {
        case .default: return -1
        case .black: return 0
        case .red: return 1
        case .green: return 2
        case .yellow: return 3
        case .blue: return 4
        case .magenta: return 5
        case .cyan: return 6
        case .white: return 7
        case .brightBlack: return 8
        case .brightRed: return 9
        case .brightGreen: return 10
        case .brightYellow: return 11
        case .brightBlue: return 12
        case .brightMagenta: return 13
        case .brightCyan: return 14
        case .brightWhite: return 15
        case .indexed(let index): return Int(index)
        }
    }
}
