// A style as ncurses draws it: attribute bits and a colour-pair number.

import CNcurses

/// What `wattr_set` and `setcchar` take for one `Style`.
struct CursesRendition: Equatable {
    /// Attribute bits (`A_BOLD`, `A_REVERSE`, …), without colour.
    var attributes: attr_t
    /// The colour pair, 0 for the terminal's default colours.
    var pair: Int16
}
