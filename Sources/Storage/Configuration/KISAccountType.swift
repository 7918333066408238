// Which kind of KIS account the app key belongs to (config key "kis_account").

/// A real-money account or a paper-trading ("mock", VTS) account; each has its own host and rate limit.
public enum KISAccountType: String, Sendable, Equatable, CaseIterable {
    /// A real account: `https://openapi.koreainvestment.com:9443`.
    case real
    /// A paper-trading account (the default, it cannot trade real money): `https://openapivts.koreainvestment.com:29443`.
    case paper

    /// KIS's REST host for this kind of account.
    public var defaultRESTHost: String {
        switch self {
        case .real: return "https://openapi.koreainvestment.com:9443"
        case .paper: return "https://openapivts.koreainvestment.com:29443"
        }
    }
}
