// Failures setting up the run loop.

import Glibc

/// Why the run loop could not be created or could not take over signals.
public enum RunLoopError: Error, Equatable, Sendable {
    /// The wake-up pipe could not be opened (the `errno` value).
    case pipeUnavailable(errno: Int32)
    /// A signal handler could not be installed (the `errno` value).
    case signalsUnavailable(errno: Int32)

    /// A one-line explanation for the user.
    public var message: String {
        switch self {
        case .pipeUnavailable(let code):
            return "cannot create the event loop's pipe: \(String(cString: strerror(code)))"
        case .signalsUnavailable(let code):
            return "cannot install signal handlers: \(String(cString: strerror(code)))"
        }
    }
}
