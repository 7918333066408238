// Why a bundled table (the stock catalog, the KRX holidays) was rejected, naming the line.

import Domain

/// A row (or the header) of a catalog table that is not valid, with the 1-based line number.
public struct CatalogParseError: UserFacingError, Sendable, Equatable, CustomStringConvertible {
    /// Which table: "stock catalog", "KRX holidays".
    public let table: String
    /// The 1-based line of the table (the header is line 1).
    public let line: Int
    /// What is wrong with that line.
    public let reason: String

    /// Describes the problem `reason` on `line` of `table`.
    public init(line: Int, reason: String, table: String = "stock catalog") {
        self.table = table
        self.line = line
        self.reason = reason
    }

    /// For example: `stock catalog, line 7: market must be KOSPI or KOSDAQ, not "KOSPY".`
    public var message: String { "\(table), line \(line): \(reason)" }

    public var description: String { message }
}
