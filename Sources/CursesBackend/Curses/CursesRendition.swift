// A style as ncurses draws it: attribute bits, a colour pair, and a blank cell carrying both.

import CNcurses
import TUICore

/// What ncurses needs to draw one `Style`, computed once per style by `ColorPairs`.
struct CursesRendition {
    /// Attribute bits (`A_BOLD`, `A_REVERSE`, …), without colour.
    let attributes: attr_t
    /// The colour pair, 0 for the terminal's default colours.
    let pair: Int16
    /// A space in this style; cells of text are copies with their characters filled in.
    let blank: cchar_t

    init(attributes: attr_t, pair: Int16) {
        self.attributes = attributes
        self.pair = pair
        var blank = cchar_t()
        setcchar(&blank, [32, 0], attributes, pair, nil)
        self.blank = blank
    }
}
