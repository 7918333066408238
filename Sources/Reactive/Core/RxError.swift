// The errors the Rx layer itself produces.

/// Errors raised by operators and subjects, as in RxSwift.
public enum RxError: Swift.Error, CustomStringConvertible, Sendable {
    /// Something went wrong without more detail.
    case unknown
    /// The object was used after it was disposed.
    case disposed(object: String)
    /// An arithmetic overflow.
    case overflow
    /// An argument outside its allowed range.
    case argumentOutOfRange
    /// The sequence ended without the element that was required.
    case noElements
    /// The sequence had more elements than allowed.
    case moreThanOneElement
    /// No event arrived in time.
    case timeout

    public var description: String {
        switch self {
        case .unknown: return "Unknown error occurred."
        case .disposed(let object): return "Object `\(object)` was already disposed."
        case .overflow: return "Arithmetic overflow occurred."
        case .argumentOutOfRange: return "Argument out of range."
        case .noElements: return "Sequence doesn't contain any elements."
        case .moreThanOneElement: return "Sequence contains more than one element."
        case .timeout: return "Sequence timeout."
        }
    }
}
