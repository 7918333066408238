// Where the KIS REST API is: the real host, the paper host, or a test server.

import FoundationEssentials

/// The REST base URL and the account type it serves.
public struct KISHost: Sendable, Equatable {
    /// Scheme, host and port, e.g. `https://openapi.koreainvestment.com:9443`.
    public let baseURL: URL
    public let accountType: KISAccountType

    /// Any host, e.g. a fake server on 127.0.0.1 in tests.
    public init(baseURL: URL, accountType: KISAccountType) {
        self.baseURL = baseURL
        self.accountType = accountType
    }

    /// KIS's REST host for real accounts.
    public static let real = KISHost(baseURL: URL(string: "https://openapi.koreainvestment.com:9443")!, accountType: .real)
    /// KIS's REST host for paper accounts.
    public static let paper = KISHost(baseURL: URL(string: "https://openapivts.koreainvestment.com:29443")!, accountType: .paper)
}
