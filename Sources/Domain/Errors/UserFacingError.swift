// The one thing every Domain error can tell the user: a sentence to show on screen.

/// An error that carries a message already phrased for the person at the keyboard.
///
/// Presentation shows `message` on an error line or in the status bar; it never shows `String(describing:)`.
public protocol UserFacingError: Error {
    /// What went wrong, in a short sentence a user understands.
    var message: String { get }
}
