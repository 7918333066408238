// Why the command line was refused, phrased for the user; the process then exits with code 2.

import Domain

/// A command line StockWatch cannot run: an unknown option, a missing or bad value, or options that
/// do not go together. Printed as `stockwatch: <message>` with a pointer to `--help`; exit code 2.
public enum UsageError: UserFacingError, Equatable, Sendable {
    /// An option StockWatch does not have.
    case unknownOption(String)
    /// A word that is not an option (StockWatch takes no operands).
    case unexpectedArgument(String)
    /// An option given without its value.
    case missingValue(option: String, expected: String)
    /// A value the option does not accept.
    case invalidValue(option: String, value: String, expected: String)
    /// A flag that takes no value was given one (`--once=yes`).
    case unexpectedValue(option: String)
    /// An option that only means something together with another one.
    case requires(option: String, other: String)
    /// Two options that cannot go together (`--setup` asks on the terminal, `--once` never takes it).
    case excludes(option: String, other: String)

    /// The exit code of a refused command line (as for every usage error of a Unix tool).
    public static let exitCode: Int32 = 2

    public var message: String {
        switch self {
        case .unknownOption(let option):
            return "unknown option \(option)"
        case .unexpectedArgument(let argument):
            return "unexpected argument \"\(argument)\" (StockWatch takes only options)"
        case .missingValue(let option, let expected):
            return "\(option) needs a value: \(expected)"
        case .invalidValue(let option, let value, let expected):
            return "\(option) must be \(expected), not \"\(value)\""
        case .unexpectedValue(let option):
            return "\(option) takes no value"
        case .requires(let option, let other):
            return "\(option) only applies together with \(other)"
        case .excludes(let option, let other):
            return "\(option) cannot be used with \(other)"
        }
    }
}
