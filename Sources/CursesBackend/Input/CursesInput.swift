// What one `wget_wch` call returned, before decoding.

/// The result of one successful `wget_wch`: a wide character (`OK`) or a key code (`KEY_CODE_YES`).
enum CursesInput: Equatable, Sendable {
    /// A character: the Unicode scalar value ncurses stored in the `wint_t`.
    case character(UInt32)
    /// A function key: one of ncurses' `KEY_*` codes.
    case keyCode(Int32)
}
