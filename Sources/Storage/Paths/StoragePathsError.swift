// Why StockWatch could not work out where its files go.

import Domain

/// A failure to resolve `StoragePaths`, with a message telling the user what to set.
public enum StoragePathsError: UserFacingError, Sendable, Equatable, CustomStringConvertible {
    /// `HOME` is unset or not absolute, and the named `XDG_*_HOME` variable does not give a folder either.
    case noHomeDirectory(variable: String)
    /// `--data-dir` was given an empty value.
    case emptyDataDirectory

    public var message: String {
        switch self {
        case .noHomeDirectory(let variable):
            return "Cannot tell where to keep StockWatch's files: HOME is not set. Set HOME or \(variable) to an absolute path, or pass --data-dir DIR."
        case .emptyDataDirectory:
            return "--data-dir needs a folder, for example --data-dir ~/stockwatch-data."
        }
    }

    public var description: String { message }
}
