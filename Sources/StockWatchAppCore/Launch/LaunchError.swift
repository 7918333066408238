// Why StockWatch could not start, phrased for the user, with the exit code it ends with.

import Domain

/// A failure before the app runs: the feed cannot start, or the files cannot be used.
public enum LaunchError: UserFacingError, Equatable, Sendable {
    /// `--feed kis` (or `"feed": "kis"`) without an app key and secret.
    case kisCredentialsMissing(configFile: String)
    /// The KIS settings were refused (e.g. a bad host).
    case kisUnavailable(String)
    /// The folders of the files could not be worked out (no HOME, empty --data-dir).
    case paths(String)
    /// The watchlists could not be opened, or read.
    case watchlists(String)
    /// The bundled stock catalog is broken (a build defect).
    case catalog(String)
    /// `--once` found no watchlist to print.
    case noWatchlist
    /// `--once --watchlist NAME` named no stored watchlist; `available` are the names there are.
    case unknownWatchlist(String, available: [String])
    /// `--once` got no quote at all, for this reason.
    case noQuotes(String)
    /// `--once --account` could not print the account, for this reason.
    case noAccount(String)
    /// `--clock` with a feed other than the simulated one (a real feed has the real time).
    case clockNeedsSimulatedFeed

    public var message: String {
        switch self {
        case .kisCredentialsMissing(let configFile):
            return "the kis feed needs a KIS app key and secret: set KIS_APP_KEY and KIS_APP_SECRET in the environment"
                + " (or put \"kis_app_key\" and \"kis_app_secret\" in \(configFile) and chmod 600 it)."
        case .kisUnavailable(let reason):
            return "the kis feed cannot start: \(reason)"
        case .paths(let reason), .watchlists(let reason), .catalog(let reason):
            return reason
        case .noWatchlist:
            return "there is no watchlist to print: start stockwatch and press n to create one."
        case .noQuotes(let reason):
            return "no quotes: \(reason)"
        case .noAccount(let reason):
            return "no account: \(reason)"
        case .clockNeedsSimulatedFeed:
            return "--clock sets the simulated market's time: use it with --feed simulated (or a KIS test server on this machine)."
        case .unknownWatchlist(let name, let available):
            let names = available.map { "\"\($0)\"" }.joined(separator: ", ")
            return "there is no watchlist called \"\(name)\"; the watchlists are \(names)."
        }
    }

    /// 2 when the way it was started is wrong (the user must change something) or `--once` got no quote
    /// at all, else 1.
    public var exitCode: Int32 {
        switch self {
        case .kisCredentialsMissing, .kisUnavailable, .paths, .unknownWatchlist, .clockNeedsSimulatedFeed, .noQuotes: return 2
        case .watchlists, .catalog, .noWatchlist, .noAccount: return 1
        }
    }
}
