// What the command line asked for, before it is merged with config.json.

import Domain
import Storage

/// The options of one `stockwatch` run as given on the command line. Settings the config file can
/// also make (`feed`, `colors`, `refresh`) are nil when the command line left them to it.
public struct LaunchOptions: Equatable, Sendable {
    /// `--feed`: where quotes come from.
    public var feed: QuoteFeedKind?
    /// `--venue`: which venue's price a row shows.
    public var venue: Venue?
    /// `--seed`: the simulated market's seed (the same seed replays the same prices).
    public var seed: UInt64?
    /// `--data-dir`: one folder for the watchlists, the config file and the cache.
    public var dataDirectory: String?
    /// `--colors`: how rises and falls are coloured.
    public var colors: PriceColorScheme?
    /// `--refresh`: seconds between quote refreshes.
    public var refreshSeconds: Double?
    /// `--no-realtime`: the kis feed polls over REST only, without the real-time session.
    public var noRealtime: Bool
    /// `--once`: print the current watchlist and exit, in this format (`--format`, default table).
    public var once: OnceFormat?
    /// `--crlf` (with `--once --format csv`): end the lines with CR LF instead of LF.
    public var crlf = false
    /// `--watchlist NAME` (with `--once`): print this watchlist instead of the first one.
    public var watchlist: String?
    /// `--account` (with `--once`): print the account's holdings and cash instead of a watchlist.
    public var onceAccount = false
    /// `--list-watchlists`: print the watchlists' names, one a line, and exit (the shell completions of
    /// `--watchlist` ask this way); only `--data-dir` applies.
    public var listWatchlists = false
    /// `--mouse`: clicks and the wheel work (config.json's `"mouse": true` does the same).
    public var mouse = false
    /// `--setup`: the KIS set-up opens before the app starts (as it does on a `--feed kis` run without keys).
    public var setup = false
    /// `--clock TIME`: the simulated market starts at this Korea-time moment (nil: now).
    public var clock: ClockStart?
    /// The diagnostic options the benchmarks use.
    public var diagnostics = DiagnosticOptions()

    public init(
        feed: QuoteFeedKind? = nil,
        seed: UInt64? = nil,
        dataDirectory: String? = nil,
        colors: PriceColorScheme? = nil,
        refreshSeconds: Double? = nil,
        noRealtime: Bool = false,
        once: OnceFormat? = nil,
        watchlist: String? = nil,
        diagnostics: DiagnosticOptions = DiagnosticOptions()
    ) {
        self.feed = feed
        self.seed = seed
        self.dataDirectory = dataDirectory
        self.colors = colors
        self.refreshSeconds = refreshSeconds
        self.noRealtime = noRealtime
        self.once = once
        self.watchlist = watchlist
        self.diagnostics = diagnostics
    }
}

/// Options for measuring the app, listed under "Diagnostic options" in `--help`.
public struct DiagnosticOptions: Equatable, Sendable {
    /// `--synthetic-watchlist N`: run on a made-up market of N stocks (Q00000…), all in one watchlist
    /// kept in memory only (the watchlist file is not read or written).
    public var syntheticWatchlist: Int?
    /// `--ticks-per-second N`: the simulated exchange as a whole trades about N times a second.
    public var ticksPerSecond: Double?
    /// `--quit-after SECONDS`: quit this long after the first frame showing prices (0: right after it).
    public var quitAfter: Double?
    /// `--diagnostics-file FILE`: write frame, CPU and memory figures of the run there as JSON on exit.
    public var diagnosticsFile: String?

    public init(syntheticWatchlist: Int? = nil, ticksPerSecond: Double? = nil, quitAfter: Double? = nil, diagnosticsFile: String? = nil) {
        self.syntheticWatchlist = syntheticWatchlist
        self.ticksPerSecond = ticksPerSecond
        self.quitAfter = quitAfter
        self.diagnosticsFile = diagnosticsFile
    }
}
