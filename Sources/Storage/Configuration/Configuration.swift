// The user's settings (config.json) as one value, with the defaults used for anything not set.

import Domain

/// Everything `config.json` can set. Build it with `ConfigurationLoader`; `Configuration()` is the defaults.
public struct Configuration: Sendable, Equatable {
    /// The quote feed (default `.simulated`).
    public var feed: QuoteFeedKind
    /// Seconds between quote refreshes when polling (default 1).
    public var refreshInterval: Double
    /// The colours of rises and falls (default `.korean`).
    public var colorScheme: PriceColorScheme
    /// Host, account type and credentials of the `kis` feed.
    public var kis: KISSettings
    /// The KIS real-time WebSocket URL (`kis_websocket_url`); nil: the account type's official one.
    public var kisWebSocketURL: String?
    /// Whether the `kis` feed streams real-time trades (`realtime`, default true); false polls only.
    public var realtime: Bool
    /// Whether clicks and the wheel work in the full screen (`"mouse": true`; default false, so the
    /// terminal's own text selection works, over ssh too).
    public var mouse: Bool
    /// How a fired alert is announced (`notifications`, default `.both`).
    public var notifications: AlertNotifications
    /// Broker commission in percent of each trade's amount (`commission_percent`, default 0), and the
    /// transaction tax in percent of a sale (`tax_percent`, default 0), applied to P&L.
    public var commissionPercent: Double
    public var taxPercent: Double
    /// Which venue's price a row shows (`venue`, default `.unified`: the last trade on either venue).
    public var venue: Venue
    /// Where orders go (`trading`: simulated, paper or live; default simulated).
    public var trading: TradingMode
    /// Which order actions are allowed (`order_permissions`, default all: buy, sell, cancel, revise).
    public var orderPermissions: Set<OrderAction>
    /// The precautions and the stale-price limit (`order_max_deviation_percent`, `order_max_value`,
    /// `order_max_quantity`, `order_stale_seconds`).
    public var orderPrecautions: OrderPrecautions
    /// The one-time consent to live orders (`trading_live_consent`, written by the consent dialog); nil until given.
    public var liveTradingConsent: LiveTradingConsent?

    /// The allowed range of `commissionPercent` and `taxPercent`.
    public static let costPercentRange: ClosedRange<Double> = 0 ... 10

    /// The allowed range of `refreshInterval`, in seconds.
    public static let refreshIntervalRange: ClosedRange<Double> = 0.1 ... 3600

    /// Creates a configuration; every argument defaults to StockWatch's default.
    public init(
        feed: QuoteFeedKind = .simulated,
        refreshInterval: Double = 1,
        colorScheme: PriceColorScheme = .korean,
        kis: KISSettings = KISSettings(),
        kisWebSocketURL: String? = nil,
        realtime: Bool = true,
        mouse: Bool = false,
        notifications: AlertNotifications = .both,
        commissionPercent: Double = 0,
        taxPercent: Double = 0,
        venue: Venue = .unified
    ) {
        self.feed = feed
        self.refreshInterval = refreshInterval
        self.colorScheme = colorScheme
        self.kis = kis
        self.kisWebSocketURL = kisWebSocketURL
        self.realtime = realtime
        self.mouse = mouse
        self.notifications = notifications
        self.commissionPercent = commissionPercent
        self.taxPercent = taxPercent
        self.venue = venue
        trading = .simulated
        orderPermissions = Set(OrderAction.allCases)
        orderPrecautions = .standard
    }
}
