// The KIS account with today's orders, against the fake KIS server: a refresh lists what inquire-daily-ccld
// lists (a resting order, filled ones), and a failed read keeps the last orders and says why.

import Domain
import Foundation
@testable import MarketData
import NetworkTestSupport
import Reactive
import Testing

@Suite struct KISAccountWithOrdersTests {
    private static let accountText = "50123456-01"

    private func account(_ server: FakeKISServer, _ credentials: KISCredentials) throws -> (KISAccountWithOrders, KISOrderRepository) {
        let client = try KISClient.forTests(server: server, accountType: .paper, credentials: credentials, cacheDirectory: nil)
        let number = try #require(KISAccountNumber(Self.accountText))
        let journal = FileManager.default.temporaryDirectory.appendingPathComponent("kis-account-orders-\(UUID().uuidString).jsonl").path
        let desk = KISOrderRepository(client: client, account: number, mode: .paper, journal: KISOrderJournal(path: journal), openVenues: { _ in [.krx] })
        return (KISAccountWithOrders(account: KISAccountRepository(client: client, account: number), client: client, number: number), desk)
    }

    @Test func aRefreshListsTodaysOrdersOldestFirstAndAFailedReadKeepsThemWithAReason() async throws {
        let server = try await FakeKISServer.shared.value
        let credentials = KISCredentials.fakeServerAccount()
        await server.setAccount(Self.accountText, holdings: 3, appKey: credentials.appKey)
        let (account, desk) = try account(server, credentials)
        let placed = try await firstResult(of: desk.place(OrderSubmission(KISOrderTestTickets.review(KISOrderTestTickets.buy(2, at: 270_000), mode: .paper)))
            .asObservable()).get()
        _ = await server.fillListedInDailyOrders(code: "005930", quantity: 1, price: 271_000, notice: false, htsID: "htsid", appKey: credentials.appKey)
        let published = LockedState<[AccountSnapshot]>([])
        let watching = account.snapshots.subscribe(onNext: { snapshot in published.withLock { $0.append(snapshot) } })
        defer { watching.dispose() }
        _ = try await firstResult(of: account.refresh().asObservable()).get()
        try await waitUntil { published.withLock { $0.last?.orders.count == 2 } }
        let orders = try #require(published.withLock { $0.last }).orders
        #expect(orders.first?.number == placed.number && orders.first?.status == .open && orders.first?.remainingQuantity == 2)
        #expect(orders.last?.status == .filled)
        await server.inject(.kisError("OPSQ9999", message: "조회할 수 없습니다.", status: 200), on: .dailyOrders, appKey: credentials.appKey)
        _ = try await firstResult(of: account.refresh().asObservable()).get()
        try await waitUntil { published.withLock { $0.last?.notices.contains { $0.hasPrefix("Today's orders could not be read from KIS") } == true } }
        #expect(published.withLock { $0.last }?.orders.count == 2)
    }

    /// Polls `condition` every 20 ms for up to 10 s (a loaded machine answers slowly).
    private func waitUntil(_ condition: () -> Bool) async throws {
        for _ in 0..<500 where !condition() { try await Task.sleep(nanoseconds: 20_000_000) }
        #expect(condition())
    }
}
