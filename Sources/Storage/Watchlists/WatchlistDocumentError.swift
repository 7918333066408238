// Why the watchlists file could not be understood, phrased to complete "could not be read because …".

/// A reason the bytes of `watchlists.json` are not a valid watchlists document.
enum WatchlistDocumentError: Error, Equatable {
    /// Not JSON: where the text first breaks the grammar.
    case syntax(JSONSyntaxCheck.Failure)
    /// JSON, but not a JSON object.
    case notJSON
    /// No `version` number at the top.
    case missingVersion
    /// A `version` below the oldest this StockWatch reads.
    case unsupportedVersion(Int)
    /// A file of a newer version than this StockWatch writes: it must not be written over.
    case newerVersion(Int)
    /// A file of a newer version whose contents do not have the shape this version knows.
    case unreadableNewerVersion(Int, reason: String)
    /// JSON of the right version but the wrong shape (a key missing, a value of the wrong type).
    case malformed(String)
    /// A stock code that is not 6 characters of 0-9 / A-Z.
    case invalidCode(String, watchlist: String)
    /// The same watchlist id twice.
    case duplicateID(String)
    /// The same code twice in one watchlist.
    case duplicateCode(String, watchlist: String)
    /// A watchlist whose name or id is blank.
    case blankField(String)
    /// Two watchlists with the same name (compared as the app compares names).
    case duplicateName(String)

    /// The reason, as the end of a sentence: "it is not valid JSON".
    var reason: String {
        switch self {
        case .syntax(let failure): return "it is not valid JSON (\(failure))"
        case .notJSON: return "it is not a valid JSON object"
        case .missingVersion: return "it has no \"version\" number"
        case .unsupportedVersion(let version): return "it is in an unknown format (version \(version); this StockWatch reads versions \(WatchlistDocument.oldestVersion) to \(WatchlistDocument.currentVersion))"
        case .newerVersion(let version): return "it was written by a newer StockWatch (version \(version); this one reads up to version \(WatchlistDocument.currentVersion))"
        case .unreadableNewerVersion(let version, let reason): return "it was written by a newer StockWatch (version \(version)) and \(reason)"
        case .malformed(let detail): return "its contents do not have the expected shape (\(detail))"
        case .invalidCode(let code, let name): return "watchlist \(Self.quoted(name)) has \(Self.quoted(code)), which is not a stock code"
        case .duplicateID(let id): return "two watchlists have the same id \(Self.quoted(id))"
        case .duplicateCode(let code, let name): return "watchlist \(Self.quoted(name)) lists \(code) twice"
        case .blankField(let field): return "a watchlist has a blank \(field)"
        case .duplicateName(let name): return "two watchlists are called \(Self.quoted(name))"
        }
    }

    /// The longest value from the file quoted in full; longer ones are cut, since a file may hold a name
    /// or code of any length and the reason is one line of the status bar.
    static let longestQuotedValue = 24

    /// `value` in double quotes, cut to `longestQuotedValue` characters with "…".
    static func quoted(_ value: String) -> String {
        let shown = value.count > longestQuotedValue ? value.prefix(longestQuotedValue) + "…" : Substring(value)
        return "\"\(shown)\""
    }
}
