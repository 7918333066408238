// The order check: a run that cannot trade refuses with the composition root's reason; the account is read once;
// the quote is the live feed's while fresh, read only when not.

import Domain
import DomainTestDoubles
import Foundation
import Reactive
import ReactiveTesting
import Testing

@Suite struct CheckOrderUseCaseTests {
    private let quotes = FakeQuoteRepository(quote: .of(SampleCatalog.samsungElectronics.code, price: 70_000, base: 70_000))
    private let account = FakeAccountRepository(.sample([], cash: 10_000_000))
    private let clock = TestScheduler(initialClock: 0)

    private func check(_ useCase: CheckOrderUseCase, _ text: String) -> Result<OrderReview, any Error>? {
        var result: Result<OrderReview, any Error>?
        _ = useCase.execute(text: text, side: .buy, code: SampleCatalog.samsungElectronics.code, name: "삼성전자").subscribe(
            onSuccess: { result = .success($0) }, onFailure: { result = .failure($0) }
        )
        return result
    }

    @Test func aRunThatCannotTradeRefusesWithItsReasonAndReadsNothing() {
        let useCase = DefaultCheckOrderUseCase(
            orders: nil, account: nil, quotes: quotes, catalog: InMemoryStockCatalog([SampleCatalog.samsungElectronics]), clock: clock,
            settings: OrderSettings(mode: .live), unavailable: .liveNeedsConsent
        )
        guard case .failure(let error as OrderRefusal)? = check(useCase, "1 @ 70,000") else { Issue.record("expected a refusal"); return }
        #expect(error == .liveNeedsConsent)
        #expect(quotes.asked == 0 && account.refreshes == 0)
    }

    @Test func theFirstCheckReadsTheAccountOnceAndTheReviewNamesTheDesksMode() throws {
        let useCase = DefaultCheckOrderUseCase(
            orders: FakeOrderRepository(mode: .paper), account: account, quotes: quotes, catalog: InMemoryStockCatalog([SampleCatalog.samsungElectronics]),
            clock: clock, settings: OrderSettings(mode: .paper)
        )
        let review = try #require(try check(useCase, "1 @ 70,000")?.get())
        _ = check(useCase, "2 @ 70,000")
        #expect(review.mode == .paper && review.ticket.quantity == 1)
        #expect(account.refreshes == 1, "KIS's account publishes its cash only once read: read it for the first check, not for every keystroke")
    }

    /// A KIS account whose read fails publishes no snapshot: the check must say why, not wait for one for ever.
    @Test func anAccountThatCannotBeReadRefusesWithItsReasonAndTheNextCheckReadsAgain() throws {
        let unread = FakeAccountRepository()
        unread.refreshFailure = FakeAccountError(message: "KIS error OPSQ2000: the account number is wrong.")
        let useCase = DefaultCheckOrderUseCase(
            orders: FakeOrderRepository(mode: .paper), account: unread, quotes: quotes, catalog: InMemoryStockCatalog([SampleCatalog.samsungElectronics]),
            clock: clock, settings: OrderSettings(mode: .paper)
        )
        guard case .failure(let error as OrderRefusal)? = check(useCase, "1 @ 70,000") else { Issue.record("expected a refusal"); return }
        #expect(error == .accountUnreadable("KIS error OPSQ2000: the account number is wrong."))
        #expect(error.message.contains("could not be read") && error.message.contains("OPSQ2000"))
        unread.refreshFailure = nil
        unread.push(.sample([], cash: 10_000_000))
        let review = try #require(try check(useCase, "1 @ 70,000")?.get())
        #expect(review.ticket.quantity == 1 && unread.refreshes == 2)
    }

    /// A KIS paper key has one request a second: typing a ticket must not spend one a keystroke.
    @Test func checksWithinTwoSecondsOfAQuoteReadTakeItAgainAndLaterOnesReadANewOne() throws {
        let useCase = DefaultCheckOrderUseCase(
            orders: FakeOrderRepository(mode: .paper), account: account, quotes: quotes, catalog: InMemoryStockCatalog([SampleCatalog.samsungElectronics]),
            clock: clock, settings: OrderSettings(mode: .paper)
        )
        for text in ["1", "1 @", "1 @ 7", "1 @ 70,000"] { _ = check(useCase, text) }
        #expect(quotes.asked == 1)
        clock.advanceTo(clock.clock + 3)
        _ = try #require(try check(useCase, "1 @ 70,000")?.get())
        #expect(quotes.asked == 2)
    }

    /// Send pressed the moment the review shows must not wait behind the check's own quote read: a fresh
    /// quote the live feed delivered prices the check with no request, the same for every keystroke.
    @Test func aFreshQuoteFromTheLiveFeedPricesTheCheckWithoutAQuoteRequest() throws {
        let feed = FakeRealtimeQuoteRepository(polling: quotes)
        clock.advanceTo(100)
        quotes.quote = .of(SampleCatalog.samsungElectronics.code, price: 70_000, base: 70_000, time: clock.now)
        feed.latestQuotes[SampleCatalog.samsungElectronics.code] = .of(SampleCatalog.samsungElectronics.code, price: 71_000, base: 72_000, time: clock.now)
        let useCase = checking(latestQuotes: feed)
        for text in ["1", "1 @", "1 @ 7", "1 @ 70,000"] { _ = check(useCase, text) }
        let review = try #require(try check(useCase, "1 @ market")?.get())
        #expect(quotes.asked == 0)
        #expect(review.ticket.countedPrice == 93_600, "a market buy counts the streamed quote's upper limit (the read one's is 91,000)")
    }

    /// The stale-price rule's age decides: a streamed quote older than it is not used, one is read instead.
    @Test func aStreamedQuoteOlderThanTheStalePriceRuleIsReadAgain() throws {
        let feed = FakeRealtimeQuoteRepository(polling: quotes)
        clock.advanceTo(100)
        quotes.quote = .of(SampleCatalog.samsungElectronics.code, price: 70_000, base: 70_000, time: clock.now)
        let age = OrderPrecautions.standard.staleAfterSeconds + 1
        feed.latestQuotes[SampleCatalog.samsungElectronics.code] = .of(
            SampleCatalog.samsungElectronics.code, price: 71_000, base: 70_000, time: clock.now.addingTimeInterval(-Double(age))
        )
        _ = try #require(try check(checking(latestQuotes: feed), "1 @ 70,000")?.get(), "the read quote is fresh")
        #expect(quotes.asked == 1)
    }

    /// A paper check of 삼성전자 with the live feed's latest quotes.
    private func checking(latestQuotes: LatestQuoteRepository) -> CheckOrderUseCase {
        DefaultCheckOrderUseCase(
            orders: FakeOrderRepository(mode: .paper), account: account, quotes: quotes, latestQuotes: latestQuotes,
            catalog: InMemoryStockCatalog([SampleCatalog.samsungElectronics]), clock: clock, settings: OrderSettings(mode: .paper)
        )
    }
}
