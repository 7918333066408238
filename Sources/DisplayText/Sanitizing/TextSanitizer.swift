// Makes text from outside (network, files) safe to draw: no controls, no terminal escape sequences.

/// Cleans text that came from outside the program before it reaches the screen.
///
/// - Terminal escape sequences (ESC `[`…, ESC `]`…BEL/ST, the C1 CSI/OSC forms, ESC + one character)
///   are removed whole, so a hostile name cannot move the cursor, recolour or retitle the terminal.
/// - Tab, line and paragraph breaks become one space; every other C0/C1 control and DEL is removed.
/// - Bidirectional embedding/override/isolate controls (U+202A–202E, U+2066–2069) are removed.
/// - Everything else is kept: Hangul, combining jamo, emoji with their joiners and variation selectors.
public enum TextSanitizer {
    /// `text` with controls and escape sequences removed (returned unchanged when it has none).
    public static func sanitize(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x1B:
                skipEscapeSequence(&scalars)
            case 0x9B:
                skipControlSequence(&scalars)
            case 0x90, 0x9D, 0x9E, 0x9F:
                skipStringSequence(&scalars)
            case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
                if result.last != " " { result.append(" ") }
            default:
                if !isUnsafe(scalar) { result.append(scalar) }
            }
        }
        return String(result)
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028...0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// After ESC: a CSI (`[`), a string command (`]`, `P`, `X`, `^`, `_`) or a two-character sequence.
    private static func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        guard let introducer = scalars.next() else { return }
        switch introducer {
        case "[": skipControlSequence(&scalars)
        case "]", "P", "X", "^", "_": skipStringSequence(&scalars)
        default: return
        }
    }

    /// Parameters and intermediates up to and including the final byte (0x40–0x7E).
    private static func skipControlSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let scalar = scalars.next() {
            if (0x40...0x7E).contains(scalar.value) || !(0x20...0x3F).contains(scalar.value) { return }
        }
    }

    /// Everything up to a BEL or the string terminator (ESC `\` or C1 ST).
    private static func skipStringSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x07, 0x9C: return
            case 0x1B:
                _ = scalars.next()
                return
            default: continue
            }
        }
    }
}
