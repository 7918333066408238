// One bad entry of a readable watchlists file, and what reading did about it, phrased for the user.

/// A bad entry found while reading `watchlists.json` that did not cost the rest of the file: an invalid
/// or repeated code (left out), a blank or repeated id (a new one given), a blank or repeated name (a
/// distinct one given), a bad stored name, position or alert (left out).
struct WatchlistDocumentRepair: Equatable {
    /// What was wrong, as a strict read (`WatchlistDocument.decode`) reports it.
    let problem: WatchlistDocumentError
    /// What reading did instead of refusing the whole file.
    let outcome: Outcome

    /// What reading did about one bad entry.
    enum Outcome: Equatable {
        /// The entry was left out: "the code", "the position"…
        case leftOut(String)
        /// The list, shown under this name, got a new id.
        case newID(watchlist: String)
        /// The list is shown under this name.
        case renamed(String)
    }

    /// The problem and its outcome in a few words: `watchlist "x" has "abc", which is not a stock code
    /// (the code left out)`.
    var description: String {
        let quoted = WatchlistDocumentError.quoted
        switch (problem, outcome) {
        case (.malformed(let detail), .leftOut(let entry)):
            return "\(detail) (\(entry) left out)"
        case (_, .leftOut(let entry)):
            return "\(problem.reason) (\(entry) left out)"
        case (.duplicateID(let id), .newID(let watchlist)):
            return "watchlist \(quoted(watchlist)) has the id \(quoted(id)) of an earlier one (it got a new id)"
        case (_, .newID(let watchlist)):
            return "watchlist \(quoted(watchlist)) has a blank id (it got a new one)"
        case (.duplicateName, .renamed(let name)):
            return "\(problem.reason) (the second is now called \(quoted(name)))"
        case (_, .renamed(let name)):
            return "\(problem.reason) (it is now called \(quoted(name)))"
        }
    }
}
