// The KIS account's reconciliation from inquire-daily-ccld on virtual time (the fake KIS server answers): every
// 60 s while subscribed and no notice arrived, a fill no notice reported shown and followed by one balance read.

import Domain
import Foundation
@testable import MarketData
import Networking
import NetworkTestSupport
import Reactive
import ReactiveTesting
import Testing

@Suite struct KISAccountReconciliationTests {
    private static let accountText = "50123456-01"

    /// A repository of a 3-holding paper account on the fake server, its reconcile clock a TestScheduler
    /// (1 tick = 1 s), notices pushed by the test.
    private final class Fixture {
        let server: FakeKISServer
        let credentials = KISCredentials.fakeServerAccount()
        let clock = TestScheduler(initialClock: 0)
        let notices = PublishSubject<KISExecutionNotice>()
        let repository: KISAccountRepository
        let published = LockedState<[AccountSnapshot]>([])
        private var subscription: Disposable?

        init() async throws {
            server = try await FakeKISServer.shared.value
            await server.setAccount(KISAccountReconciliationTests.accountText, holdings: 3, cash: 10_000_000, appKey: credentials.appKey)
            let client = try KISClient.forTests(server: server, credentials: credentials, cacheDirectory: nil)
            repository = KISAccountRepository(
                client: client, account: try #require(KISAccountNumber(KISAccountReconciliationTests.accountText)),
                notices: notices.asObservable(), reconcileClock: clock
            )
            _ = try await firstResult(of: repository.refresh().asObservable()).get()
        }

        /// Opens the Account view: subscribes the snapshots.
        func subscribe() {
            let published = published
            subscription = repository.snapshots.subscribe(onNext: { snapshot in published.withLock { $0.append(snapshot) } })
        }

        deinit { subscription?.dispose() }

        func requests(to path: String) async -> [RecordedRequest] {
            await server.requests(appKey: credentials.appKey).filter { $0.path.hasSuffix(path) }
        }

        /// Lets a read that would have been sent reach the fake (for checks that nothing was).
        func settle() async throws {
            try await Task.sleep(for: .milliseconds(300))
        }

        /// An acknowledgement of this account's order `number` on the notice stream.
        func acknowledgement(_ number: String) -> KISExecutionNotice {
            KISExecutionNotice(
                kind: .acknowledgement, accountNumber: "5012345601", orderNumber: number, originalOrderNumber: "", side: .buy,
                revisionKind: "0", code: StockCode("005930")!, quantity: 5, price: 272_000, time: "100000", orderQuantity: 5, name: "삼성전자"
            )
        }
    }

    @Test func aFillNoNoticeReportedIsFoundAfter60sShownAndFollowedByOneBalanceRead() async throws {
        let fixture = try await Fixture()
        fixture.subscribe()
        let number = await fixture.server.fillListedInDailyOrders(
            code: "005930", quantity: 5, price: 272_000, notice: false, htsID: "myhts", appKey: fixture.credentials.appKey
        )
        fixture.clock.advanceTo(59)
        try await fixture.settle()
        #expect(await fixture.requests(to: "/inquire-daily-ccld").isEmpty, "nothing before a minute")
        fixture.clock.advanceTo(60)
        #expect(await eventually(timeout: 10) { fixture.published.withLock { $0.last?.fills.count } == 1 })
        let found = try #require(fixture.published.withLock { $0.first { !$0.fills.isEmpty } })
        #expect(found.fills.first?.orderNumber == number && found.fills.first?.quantity == 5 && found.fills.first?.price == 272_000)
        #expect(found.holdings.first { $0.code.rawValue == "005930" }?.quantity == 15, "shown as a notice's fill: the holding moved at once")
        #expect(await eventually(timeout: 10) { await fixture.requests(to: "/inquire-balance").count == 2 }, "one balance read followed")
        let ccld = await fixture.requests(to: "/inquire-daily-ccld")
        #expect(ccld.count == 1 && ccld.first?.header("tr_id") == "VTTC0081R")
        // A minute later the same list adds nothing and reads no balance.
        fixture.clock.advanceTo(120)
        #expect(await eventually(timeout: 10) { await fixture.requests(to: "/inquire-daily-ccld").count == 2 })
        try await fixture.settle()
        #expect(fixture.published.withLock { $0.last?.fills.count } == 1)
        #expect(await fixture.requests(to: "/inquire-balance").count == 2)
    }

    /// Sixteen fills no notice reported: KIS lists 15 a page on paper, so the oldest is on the second page.
    @Test func aFillOnTheSecondPageOfTodaysOrdersIsFound() async throws {
        let fixture = try await Fixture()
        fixture.subscribe()
        var numbers: [String] = []
        for _ in 0..<16 {
            let number = await fixture.server.fillListedInDailyOrders(
                code: "005930", quantity: 1, price: 272_000, notice: false, htsID: "myhts", appKey: fixture.credentials.appKey
            )
            numbers.append(try #require(number))
        }
        fixture.clock.advanceTo(60)
        #expect(await eventually(timeout: 10) { fixture.published.withLock { $0.last?.fills.count } == 16 })
        #expect(fixture.published.withLock { $0.last?.fills.contains { $0.orderNumber == numbers[0] } } == true, "the oldest, on page 2")
        let pages = await fixture.requests(to: "/inquire-daily-ccld")
        #expect(pages.count == 2)
        #expect(pages.last?.header("tr_cont") == "N" && pages.last?.queryItems.contains(.init(name: "CTX_AREA_NK100", value: "page1")) == true)
    }

    @Test func aNoticeWithinTheMinuteSkipsTheRead() async throws {
        let fixture = try await Fixture()
        fixture.subscribe()
        fixture.clock.advanceTo(30)
        fixture.notices.onNext(fixture.acknowledgement("0000000099"))
        fixture.clock.advanceTo(60)
        try await fixture.settle()
        #expect(await fixture.requests(to: "/inquire-daily-ccld").isEmpty, "a notice 30 s ago: the stream works")
        fixture.clock.advanceTo(120)
        #expect(await eventually(timeout: 10) { await fixture.requests(to: "/inquire-daily-ccld").count == 1 }, "90 s without one: read")
    }

    /// A paper key has one request a second: ten fills a minute must not cost ten balance reads.
    @Test func fillsWithinTwentySecondsOfTheLastReadShareOneReadWhenTheGapHasPassed() async throws {
        let fixture = try await Fixture()
        fixture.subscribe()
        func fill(_ number: String) -> KISExecutionNotice {
            KISExecutionNotice(
                kind: .fill, accountNumber: "5012345601", orderNumber: number, originalOrderNumber: "", side: .buy, revisionKind: "0",
                code: StockCode("005930")!, quantity: 1, price: 272_000, time: "100000", orderQuantity: 1, name: "삼성전자"
            )
        }
        fixture.clock.advanceTo(5)
        fixture.notices.onNext(fill("0000000101"))
        fixture.clock.advanceTo(10)
        fixture.notices.onNext(fill("0000000102"))
        #expect(fixture.published.withLock { $0.last?.fills.count } == 2, "each fill is shown at once")
        fixture.clock.advanceTo(19)
        try await fixture.settle()
        #expect(await fixture.requests(to: "/inquire-balance").count == 1, "only the first read so far")
        fixture.clock.advanceTo(20)
        #expect(await eventually(timeout: 10) { await fixture.requests(to: "/inquire-balance").count == 2 }, "one read for both, 20 s after the last")
        try await fixture.settle()
        #expect(await fixture.requests(to: "/inquire-balance").count == 2)
    }

    @Test func nothingIsReadWhileTheAccountViewIsClosed() async throws {
        let fixture = try await Fixture()
        fixture.clock.advanceTo(180)
        try await fixture.settle()
        #expect(await fixture.requests(to: "/inquire-daily-ccld").isEmpty)
    }

    @Test func aFillBothNoticedAndListedIsCountedOnce() async throws {
        let fixture = try await Fixture()
        fixture.subscribe()
        let number = try #require(await fixture.server.fillListedInDailyOrders(
            code: "005930", quantity: 5, price: 272_000, notice: false, htsID: "myhts", appKey: fixture.credentials.appKey
        ))
        fixture.clock.advanceTo(60)
        #expect(await eventually(timeout: 10) { fixture.published.withLock { $0.last?.fills.count } == 1 })
        // The notice of the same fill arrives late: it adds nothing.
        let late = KISExecutionNotice(
            kind: .fill, accountNumber: "5012345601", orderNumber: number, originalOrderNumber: "", side: .buy, revisionKind: "0",
            code: StockCode("005930")!, quantity: 5, price: 272_000, time: "100000", orderQuantity: 5, name: "삼성전자"
        )
        fixture.notices.onNext(late)
        try await fixture.settle()
        #expect(fixture.published.withLock { $0.last?.fills.map(\.quantity) } == [5])
    }
}
