// Real or paper (모의투자) account: different hosts, keys and request limits.

import Domain

/// The kind of KIS account an app key belongs to: Domain's `BrokerAccountType`, named for the KIS code.
public typealias KISAccountType = BrokerAccountType

extension BrokerAccountType {
    /// Requests per second we allow ourselves: KIS's limit (real 18/s, paper 1/s) with a margin (paper: one
    /// request every 1.1 s, so network jitter never brings two within KIS's second).
    public var requestsPerSecond: Double {
        switch self {
        case .real: return 15
        case .paper: return 0.9
        }
    }

    /// The other account type, for messages about a key used on the wrong host.
    var other: KISAccountType { self == .real ? .paper : .real }
}
