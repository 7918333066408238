// Why what the user typed does not name exactly one stock.

/// The reasons a query resolves to no single stock, phrased for the user.
public enum StockResolutionError: UserFacingError, Sendable, Equatable {
    /// Nothing (or only white space) was typed.
    case emptyQuery
    /// No code or name matches `query`.
    case notFound(query: String)
    /// Several stocks match equally well; `candidates` lists them, best first.
    case ambiguous(query: String, candidates: [Stock])

    /// How many candidates an ambiguity message names before "and N more".
    static let candidatesNamed = 4

    public var message: String {
        switch self {
        case .emptyQuery:
            return "Type a stock code or name."
        case .notFound(let query):
            return "No stock matches \"\(query)\"."
        case .ambiguous(let query, let candidates):
            let named = candidates.prefix(Self.candidatesNamed).map { "\($0.nameKorean) (\($0.code))" }
            let rest = candidates.count - named.count
            let more = rest > 0 ? " and \(rest) more" : ""
            return "\"\(query)\" matches \(candidates.count) stocks: \(named.joined(separator: ", "))\(more). Type more."
        }
    }
}
