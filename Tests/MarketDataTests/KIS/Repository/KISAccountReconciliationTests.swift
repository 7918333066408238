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

        init(holdings: Int = 3) async throws {
            server = try await FakeKISServer.shared.value
            await server.setAccount(KISAccountReconciliationTests.accountText, holdings: holdings, cash: 10_000_000, appKey: credentials.appKey)
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

        /// The account calls (inquire-balance and inquire-daily-ccld pages) the fake has logged so far.
        func accountCalls() async -> Int {
            await server.requests(appKey: credentials.appKey).filter { $0.path.hasSuffix("/inquire-balance") || $0.path.hasSuffix("/inquire-daily-ccld") }.count
        }

        /// A fill of one share of 005930 in this account on the notice stream.
        func fill(_ number: String) -> KISExecutionNotice {
            KISExecutionNotice(
                kind: .fill, accountNumber: "5012345601", orderNumber: number, originalOrderNumber: "", side: .buy, revisionKind: "0",
                code: StockCode("005930")!, quantity: 1, price: 272_000, time: "100000", orderQuantity: 1, name: "삼성전자"
            )
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

    /// 301 unnoticed fills: the 20 pages of 15 the reconciliation reads hold 300; the Account view says the rest was not read.
    @Test func pastTwentyPagesOfTodaysOrdersTheAccountSaysTheRestWasNotRead() async throws {
        let fixture = try await Fixture()
        fixture.subscribe()
        for _ in 0..<(KISClient.dailyOrdersPageLimit * 15 + 1) {
            _ = await fixture.server.fillListedInDailyOrders(
                code: "005930", quantity: 1, price: 272_000, notice: false, htsID: "myhts", appKey: fixture.credentials.appKey
            )
        }
        fixture.clock.advanceTo(60)
        let cut = KISDailyOrdersCut(pages: KISClient.dailyOrdersPageLimit).message
        #expect(await eventually(timeout: 20) { fixture.published.withLock { $0.last?.notices.contains(cut) } == true })
        #expect(fixture.published.withLock { $0.last?.fills.count } == 300)
        #expect(await fixture.requests(to: "/inquire-daily-ccld").count == KISClient.dailyOrdersPageLimit)
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
        fixture.clock.advanceTo(5)
        fixture.notices.onNext(fixture.fill("0000000101"))
        fixture.clock.advanceTo(10)
        fixture.notices.onNext(fixture.fill("0000000102"))
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

    /// Issue 31's budget on a paper key (about 54 requests a minute): 10 fills in a minute, the Account view
    /// open, spend at most 12 account calls of it (from the fake's log), the rest left to quotes. The account
    /// holds 45 stocks, so each balance read is 3 pages: one read per fill would cost 30.
    @Test func tenNoticedFillsInAMinuteSpendAtMostTwelveAccountCalls() async throws {
        let fixture = try await Fixture(holdings: 45)
        fixture.subscribe()
        let before = await fixture.accountCalls()
        #expect(before == 3, "the first read: three pages")
        for (index, second) in stride(from: 0, through: 54, by: 6).enumerated() {
            fixture.clock.advanceTo(second)
            fixture.notices.onNext(fixture.fill(String(format: "%010d", 201 + index)))
            try await fixture.settle()
        }
        fixture.clock.advanceTo(59)
        try await fixture.settle()
        #expect(fixture.published.withLock { $0.last?.fills.count } == 10, "every fill shown")
        let spent = await fixture.accountCalls() - before
        #expect(spent <= 12, "\(spent) account calls in the minute")
        #expect(spent == 6, "balance reads at 20 s and 40 s, three pages each; no inquire-daily-ccld while notices arrive")
    }

    /// The same minute where no notice arrives (as reported for paper accounts): the reconciliation's one
    /// read of today's orders at 60 s finds all ten fills, followed by one balance read.
    @Test func tenUnnoticedFillsInAMinuteSpendAtMostTwelveAccountCalls() async throws {
        let fixture = try await Fixture(holdings: 45)
        fixture.subscribe()
        let before = await fixture.accountCalls()
        for second in stride(from: 0, through: 54, by: 6) {
            fixture.clock.advanceTo(second)
            #expect(await fixture.server.fillListedInDailyOrders(
                code: "005930", quantity: 1, price: 272_000, notice: false, htsID: "myhts", appKey: fixture.credentials.appKey
            ) != nil)
        }
        fixture.clock.advanceTo(60)
        #expect(await eventually(timeout: 10) { fixture.published.withLock { $0.last?.fills.count } == 10 })
        #expect(await eventually(timeout: 10) { await fixture.accountCalls() - before == 4 }, "one page of today's orders, one balance read of three pages")
        try await fixture.settle()
        let spent = await fixture.accountCalls() - before
        #expect(spent <= 12, "\(spent) account calls in the minute")
    }
}
