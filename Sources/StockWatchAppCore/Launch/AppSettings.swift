// The settings a run uses: the command line's options over config.json's, over the defaults.

import Domain
import Storage

/// What one run of StockWatch uses, after merging: an option given on the command line wins over
/// the config file, which wins over the default.
public struct AppSettings: Equatable, Sendable {
    public var feed: QuoteFeedKind
    /// Which venue's price a row shows (`--venue`, config `venue`).
    public var venue: Venue
    /// The simulated market's seed.
    public var seed: UInt64
    public var colors: PriceColorScheme
    /// Seconds between refreshes: the simulated exchange's publications, the KIS feed's polls.
    public var refreshSeconds: Double
    /// `--once` and its format, nil for the full-screen app.
    public var once: OnceFormat?
    /// `--crlf`: `--once`'s CSV lines end with CR LF (else LF).
    public var onceCRLF: Bool
    /// `--watchlist NAME`: the watchlist `--once` prints (nil: the first one).
    public var onceWatchlist: String?
    /// `--account`: `--once` prints the account instead of a watchlist.
    public var onceAccount: Bool
    /// The KIS host, account type and credentials (from the config file and the environment).
    public var kis: KISSettings
    /// Whether the kis feed may open the real-time session: not with `--no-realtime` or config `"realtime": false`.
    public var realtime: Bool
    /// config.json's `kis_websocket_url`; nil: the account type's official one.
    public var kisWebSocketURL: String?
    public var diagnostics: DiagnosticOptions
    /// Whether clicks and the wheel work: `--mouse` or config.json's `"mouse": true`.
    public var mouse: Bool
    /// `--clock TIME`: where the simulated market's clock starts (nil: now).
    public var clock: ClockStart?
    /// How a fired alert is announced: config.json's `notifications`.
    public var notifications: AlertNotifications
    /// Commission and tax applied to P&L: config.json's `commission_percent` and `tax_percent`.
    public var tradingCosts: TradingCosts
    /// How orders are placed: config.json's `trading`, `order_permissions` and `order_*` limits, with the fees.
    public var orders: OrderSettings
    /// config.json's `trading_live_consent` as read at launch: the one-time consent to live orders, nil until given.
    public var liveTradingConsent: LiveTradingConsent?

    /// Merges `options` over `configuration`; `defaultSeed` is used when `--seed` is not given.
    public init(options: LaunchOptions, configuration: Configuration, defaultSeed: UInt64) {
        feed = options.feed ?? configuration.feed
        venue = options.venue ?? configuration.venue
        seed = options.seed ?? defaultSeed
        colors = options.colors ?? configuration.colorScheme
        refreshSeconds = options.refreshSeconds ?? configuration.refreshInterval
        once = options.once
        onceWatchlist = options.watchlist
        onceCRLF = options.crlf
        onceAccount = options.onceAccount
        kis = configuration.kis
        realtime = configuration.realtime && !options.noRealtime
        kisWebSocketURL = configuration.kisWebSocketURL
        diagnostics = options.diagnostics
        mouse = options.mouse || configuration.mouse
        clock = options.clock
        notifications = configuration.notifications
        tradingCosts = TradingCosts(
            commissionPerMillion: Self.perMillion(percent: configuration.commissionPercent),
            taxPerMillion: Self.perMillion(percent: configuration.taxPercent)
        )
        orders = OrderSettings(
            mode: configuration.trading, costs: tradingCosts, precautions: configuration.orderPrecautions, permissions: configuration.orderPermissions,
            isReadOnly: options.once != nil
        )
        liveTradingConsent = configuration.liveTradingConsent
    }

    /// A percentage as parts per million, rounded: 0.015 % → 150.
    static func perMillion(percent: Double) -> Int {
        Int((percent * 10_000).rounded())
    }

    /// Seconds without a quote after which a row is shown stale: ten refreshes, and at least 30 s
    /// (a quiet simulated stock may not trade for a while).
    public var staleAfterSeconds: Double { max(30, refreshSeconds * 10) }
}
