// How `--once` prints the watchlist: an aligned table, JSON or CSV.

/// The output format of `stockwatch --once` (`--format`).
public enum OnceFormat: String, Sendable, Equatable, CaseIterable {
    /// Aligned columns for a person reading a terminal (the default).
    case table
    /// One JSON object: the watchlist's name and a quote per stock, for scripts.
    case json
    /// A header line and one line per stock (RFC 4180 quoting), for spreadsheets.
    case csv
}
