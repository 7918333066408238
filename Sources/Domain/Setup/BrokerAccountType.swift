// Real or paper (모의투자) broker account: the two kinds of KIS account, with different hosts and keys.

/// The kind of broker account an app key belongs to. KIS issues separate keys for each and serves them on
/// separate hosts; MarketData adds each kind's request limit (`KISAccountType` is its name there).
public enum BrokerAccountType: String, Hashable, Sendable, CaseIterable {
    /// A real trading account (실전투자).
    case real
    /// A paper trading account (모의투자, "VTS").
    case paper
}
