// What a KIS client holds for one app key: the key and secret, their tokens, approval keys and shared pace.

import FoundationEssentials
import Networking

/// The parts of a `KISClient` that belong to one app key, made and replaced together (`KISClient.use(_:)`),
/// so no request ever pairs one key's token with another key's headers.
struct KISKeyedParts: Sendable {
    let credentials: KISCredentials
    let tokens: KISTokenProvider
    /// The WebSocket approval keys of this app key, cached beside the tokens.
    let approvalKeys: KISApprovalKeyProvider
    /// The app key's pace shared with other processes (nil without a cache folder).
    let sharedPace: KISSharedRequestPace?

    /// The parts of `credentials` on `host`, tokens issued through `tokenHTTP` and cached in `cacheDirectory`.
    init(
        credentials: KISCredentials, host: KISHost, tokenHTTP: HTTPClient, cacheDirectory: URL?, requestsPerSecond: Double,
        clock: @escaping @Sendable () -> Date
    ) {
        self.credentials = credentials
        tokens = KISTokenProvider(
            http: tokenHTTP, credentials: credentials, cache: cacheDirectory.map(KISTokenCache.init(directory:)),
            accountType: host.accountType, clock: clock
        )
        approvalKeys = KISApprovalKeyProvider(
            http: tokenHTTP, credentials: credentials, cache: cacheDirectory.map(KISTokenCache.init(directory:)),
            accountType: host.accountType, clock: clock
        )
        sharedPace = cacheDirectory.map {
            KISSharedRequestPace(directory: $0, host: host.baseURL, credentials: credentials, requestsPerSecond: requestsPerSecond)
        }
    }
}
