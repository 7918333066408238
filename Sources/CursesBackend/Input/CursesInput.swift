// What one `wget_wch` call returned (and `getmouse` after a KEY_MOUSE), before decoding.

/// The result of one successful `wget_wch`: a wide character (`OK`) or a key code (`KEY_CODE_YES`),
/// or for KEY_MOUSE the event `getmouse` then returned.
enum CursesInput: Equatable, Sendable {
    /// A character: the Unicode scalar value ncurses stored in the `wint_t`.
    case character(UInt32)
    /// A function key: one of ncurses' `KEY_*` codes.
    case keyCode(Int32)
    /// A mouse event: the cell (`MEVENT.x`, `.y`) and ncurses' button state bits (`bstate`).
    case mouse(x: Int32, y: Int32, buttons: UInt)
}
