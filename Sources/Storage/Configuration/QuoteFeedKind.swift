// Which source of quotes the app uses (config key "feed").

/// The quote feed: the embedded simulated exchange or the KIS Open API.
public enum QuoteFeedKind: String, Sendable, Equatable, CaseIterable {
    /// The embedded KRX-like simulated exchange (the default; no account needed).
    case simulated
    /// Korea Investment & Securities' Open API (needs an app key and secret).
    case kis
}
