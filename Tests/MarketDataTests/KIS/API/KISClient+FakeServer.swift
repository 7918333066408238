// Builds a KIS client aimed at the shared fake server with an account of its own, test-sized pace and timeout.

import Domain
import Foundation
@testable import MarketData
import NetworkTestSupport
import Reactive

extension KISCredentials {
    /// A fresh account the fake server accepts, so a test's tokens and issue limit are its own.
    static func fakeServerAccount() -> KISCredentials {
        let account = FakeKISServer.newAccount()
        return try! KISCredentials(appKey: account.appKey, appSecret: account.appSecret)
    }
}

extension KISClient {
    /// A client for `server` with 200 requests/s on its own serial scheduler. The timeout is generous
    /// by default (the shared test machine can be slow); timeout tests pass a short one.
    static func forTests(
        server: FakeKISServer,
        accountType: KISAccountType = .paper,
        credentials: KISCredentials,
        cacheDirectory: URL?,
        timeout: TimeInterval = 5,
        venue: Venue = .krx,
        nxtEligible: Set<StockCode> = []
    ) throws -> KISClient {
        try KISClient(
            host: KISHost(baseURL: server.baseURL, accountType: accountType),
            credentials: credentials,
            cacheDirectory: cacheDirectory,
            timeout: timeout,
            requestsPerSecond: 200,
            scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "kis-client-tests"),
            venue: venue,
            nxtEligible: nxtEligible
        )
    }
}
