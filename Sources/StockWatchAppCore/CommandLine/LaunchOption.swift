// Every option `stockwatch` accepts, as typed: the one list the parser, the help test, the man page test
// and the shell completions test share.

/// An option of the command line. The parser switches over all of them, so an option cannot be
/// accepted without being listed here, and the tests check that `--help`, `stockwatch.1` and the
/// bash, zsh and fish completions name every one.
public enum LaunchOption: String, CaseIterable, Sendable {
    case feed = "--feed"
    case venue = "--venue"
    case seed = "--seed"
    case dataDirectory = "--data-dir"
    case colors = "--colors"
    /// The British spelling of `--colors`.
    case colours = "--colours"
    case refresh = "--refresh"
    case mouse = "--mouse"
    case noRealtime = "--no-realtime"
    case setup = "--setup"
    case clock = "--clock"
    case once = "--once"
    case format = "--format"
    case crlf = "--crlf"
    case watchlist = "--watchlist"
    case account = "--account"
    case listWatchlists = "--list-watchlists"
    case help = "--help"
    case shortHelp = "-h"
    case version = "--version"
    case shortVersion = "-V"
    case syntheticWatchlist = "--synthetic-watchlist"
    case ticksPerSecond = "--ticks-per-second"
    case quitAfter = "--quit-after"
    case diagnosticsFile = "--diagnostics-file"
}
