// What a key means in the order review: move the focus, press the focused button, go back, override.

/// One intent in the order review.
public enum OrderReviewKey: Hashable, Sendable {
    /// Tab, ← or →: the other button.
    case moveFocus
    /// Enter: press the focused button.
    case press
    /// Esc: back to the ticket (the same as pressing Edit).
    case edit
    /// `o`: accept the precautions the order goes past, so Send can send it.
    case override
}
