// The one way Presentation turns any error into a sentence for the screen.

import Domain

extension Error {
    /// The error's own message when it has one for the user (`UserFacingError`), else the system's
    /// description after a short lead-in: never a type dump, never nothing.
    var userFacingMessage: String {
        if let error = self as? UserFacingError { return error.message }
        return "Something went wrong: \(self)"
    }
}
