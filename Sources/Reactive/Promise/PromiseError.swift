// The errors the promise layer itself produces.

import FoundationEssentials

/// Why a promise was rejected by this library rather than by its own work (PromiseKit's `PMKError`).
public enum PromiseError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// `timeout` ran out before the promise settled.
    case timedOut
    /// `cancel()` stopped the promise before it settled: its work is no longer wanted.
    case cancelled
    /// `compactMap`'s transform returned nil for the value (both described by their types).
    case compactMap(valueType: String, resultType: String)
    /// A completion handler gave neither a value nor an error.
    case invalidCallingConvention
    /// `race` was given no promises, so nothing could ever win.
    case emptyRace

    public var description: String {
        switch self {
        case .timedOut:
            return "The operation took too long and was stopped."
        case .cancelled:
            return "The operation was cancelled."
        case .compactMap(let valueType, let resultType):
            return "Could not turn a \(valueType) into a \(resultType)."
        case .invalidCallingConvention:
            return "The operation finished without a result or an error."
        case .emptyRace:
            return "There was nothing to wait for."
        }
    }

    public var errorDescription: String? { description }
}
