// Tests of the read-only KIS account against the fake KIS server: inquire-balance's paging, cash, refusals.

import Domain
import Foundation
@testable import MarketData
import Networking
import NetworkTestSupport
import Reactive
import Testing

@Suite struct KISAccountRepositoryEndToEndTests {
    private static let accountText = "50123456-01"

    private func repository(_ server: FakeKISServer, credentials: KISCredentials, accountType: KISAccountType = .paper, account: String = accountText) throws -> KISAccountRepository {
        let client = try KISClient.forTests(server: server, accountType: accountType, credentials: credentials, cacheDirectory: nil)
        return KISAccountRepository(client: client, account: try #require(KISAccountNumber(account)))
    }

    private func balanceRequests(_ server: FakeKISServer, _ credentials: KISCredentials) async -> [RecordedRequest] {
        await server.requests(appKey: credentials.appKey).filter { $0.path.hasSuffix("/trading/inquire-balance") }
    }

    @Test func aPaperAccountOf45HoldingsIsReadInThreePagesOf20() async throws {
        let server = try await FakeKISServer.shared.value
        let credentials = KISCredentials.fakeServerAccount()
        await server.setAccount(Self.accountText, holdings: 45, cash: 12_345_678, appKey: credentials.appKey)
        let snapshot = try await firstResult(of: try repository(server, credentials: credentials).refresh().asObservable()).get()
        #expect(snapshot.holdings.count == 45)
        #expect(snapshot.holdings.first?.code == StockCode("005930") && snapshot.holdings.first?.name == "삼성전자")
        #expect(snapshot.holdings.first?.quantity == 10 && snapshot.holdings.first?.purchaseAmount == 10 * 271_000)
        #expect(Set(snapshot.holdings.map(\.code)).count == 45)
        #expect(snapshot.cash == AccountCash(deposit: 12_345_678, nextDay: 12_345_678, settled: 12_345_678, todayFees: 0))
        #expect(snapshot.accountName == "5012-****-01")
        let requests = await balanceRequests(server, credentials)
        #expect(requests.map { $0.header("tr_cont") ?? "" } == ["", "N", "N"])
        #expect(requests.map { $0.queryItems.first { $0.name == "CTX_AREA_NK100" }?.value } == ["", "page1", "page2"])
        #expect(requests.allSatisfy { $0.header("tr_id") == "VTTC8434R" && $0.method == "GET" })
    }

    @Test func aRealAccountReadsFiftyAPage() async throws {
        let server = try await FakeKISServer.shared.value
        let credentials = KISCredentials.fakeServerAccount()
        await server.setAccount(Self.accountText, holdings: 45, appKey: credentials.appKey)
        let snapshot = try await firstResult(of: try repository(server, credentials: credentials, accountType: .real).refresh().asObservable()).get()
        #expect(snapshot.holdings.count == 45)
        let requests = await balanceRequests(server, credentials)
        #expect(requests.count == 1 && requests.first?.header("tr_id") == "TTTC8434R")
    }

    @Test func aWrongAccountNumberFailsWithKISsReasonAndPublishesNothing() async throws {
        let server = try await FakeKISServer.shared.value
        let credentials = KISCredentials.fakeServerAccount()
        await server.setAccount(Self.accountText, holdings: 3, appKey: credentials.appKey)
        let repository = try repository(server, credentials: credentials, account: "50123457-01")
        let result = await firstResult(of: repository.refresh().asObservable())
        guard case .failure(let error) = result else { Issue.record("read a wrong account: \(result)"); return }
        #expect((error as? UserFacingError)?.message.contains("INVALID_CHECK_ACNO") == true)
        let published = LockedState<[AccountSnapshot]>([])
        repository.snapshots.subscribe(onNext: { snapshot in published.withLock { $0.append(snapshot) } }).dispose()
        #expect(published.withLock { $0 }.isEmpty)
    }

    @Test func refreshesAskedWhileOneRunsJoinIt() async throws {
        let server = try await FakeKISServer.shared.value
        let credentials = KISCredentials.fakeServerAccount()
        await server.setAccount(Self.accountText, holdings: 45, appKey: credentials.appKey)
        let repository = try repository(server, credentials: credentials)
        let first = repository.refresh()
        let second = repository.refresh()
        #expect(first === second)
        _ = try await firstResult(of: second.asObservable()).get()
        #expect(await balanceRequests(server, credentials).count == 3)
        _ = try await firstResult(of: repository.refresh().asObservable()).get()
        #expect(await balanceRequests(server, credentials).count == 6)
    }
}

/// A fill pushed by the fake server on the notice stream reaches the account at once, then one balance read.
@Suite struct KISAccountFillEndToEndTests {
    @Test func aPushedFillMovesThePositionAndCashThenOneBalanceReadFollows() async throws {
        let server = try await FakeKISServer.shared.value
        let credentials = KISCredentials.fakeServerAccount()
        await server.setAccount("50123456-01", holdings: 45, cash: 10_000_000, appKey: credentials.appKey)
        let client = try KISClient.forTests(server: server, credentials: credentials, cacheDirectory: nil)
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "kis-account-fill-tests")
        let realtime = KISRealtimeQuoteRepository(
            fetcher: client, access: .session(server.webSocketURL), scheduler: scheduler, backoff: ExponentialBackoff(initial: 0.05, maximum: 0.5)
        ) { url in
            KISRealtimeSession(url: url, connector: WebSocketClient(), approvalKeys: client.approvalKeys, scheduler: scheduler)
        }
        let repository = KISAccountRepository(
            client: client, account: try #require(KISAccountNumber("50123456-01")),
            notices: realtime.executionNotices(htsID: "myhts", accountType: .paper)
        )
        let published = LockedState<[AccountSnapshot]>([])
        let subscription = repository.snapshots.subscribe(onNext: { snapshot in published.withLock { $0.append(snapshot) } })
        defer { subscription.dispose() }
        _ = try await firstResult(of: repository.refresh().asObservable()).get()
        let registered = await eventually(timeout: 10) {
            await server.webSocketSessions(appKey: credentials.appKey).contains { $0.open && $0.noticeKeys == ["myhts"] }
        }
        #expect(registered)
        // The notice follows the acknowledgement (and its key) on the same socket.
        #expect(await server.pushFill(code: "005930", quantity: 5, price: 272_000, htsID: "myhts", appKey: credentials.appKey) == 1)
        #expect(await eventually(timeout: 10) { published.withLock { $0.last?.fills.count ?? 0 } >= 1 })
        let estimate = try #require(published.withLock { $0.first { !$0.fills.isEmpty } })
        #expect(estimate.fills.first == AccountFill(orderNumber: "0000000001", code: StockCode("005930")!, side: .buy, quantity: 5, price: 272_000, time: estimate.fills[0].time))
        #expect(estimate.holdings.first?.quantity == 15)
        #expect(estimate.cash.settled == 10_000_000 - 5 * 272_000)
        let corrected = await eventually(timeout: 10) {
            await server.requests(appKey: credentials.appKey).filter { $0.path.hasSuffix("inquire-balance") }.count == 6
                && published.withLock { $0.count } >= 3
        }
        #expect(corrected)
        let last = try #require(published.withLock { $0.last })
        #expect(last.holdings.first?.quantity == 15 && last.cash.settled == 10_000_000 - 5 * 272_000 && last.fills.count == 1)
    }
}
