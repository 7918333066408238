// One fully resolved HTTP request: what the transport sends, independent of how it sends it.

import FoundationEssentials

/// The absolute URL, method, header lines and body of one exchange, with its limits.
struct HTTPRequest: Sendable, Equatable {
    var url: String
    var method: HTTPMethod
    /// `Name: value` lines, sorted by name so a request is always sent the same way.
    var headerLines: [String]
    var body: Data?
    var timeout: TimeInterval
    /// An answer longer than this many bytes fails instead of filling memory.
    var maximumAnswerLength: Int
}
