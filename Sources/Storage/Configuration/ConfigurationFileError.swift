// Why config.json could not be updated: it is damaged, or it could not be read or written.

import Domain

/// A failure to update config.json; the file is left as it was. `message` names the file and the problem.
public enum ConfigurationFileError: UserFacingError, Equatable, Sendable {
    /// The file is not one JSON object: `problem` says where and why (it is not overwritten, so that
    /// the user's settings in it are not lost).
    case damaged(problem: String)
    /// The file could not be read (not a regular file, no permission…).
    case unreadable(String)
    /// The new file could not be written.
    case unwritable(String)

    public var message: String {
        switch self {
        case .damaged(let problem): "\(problem): nothing was saved (fix the file or move it away, then try again)."
        case .unreadable(let reason): "\(reason); nothing was saved."
        case .unwritable(let reason): "\(reason); nothing was saved."
        }
    }
}
