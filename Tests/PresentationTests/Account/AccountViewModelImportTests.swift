// The Account view model beside the user's lots: each holding's difference, i's proposal, nothing to import.

import Domain
import DomainTestDoubles
import Foundation
import Presentation
import Reactive
import ReactiveTesting
import Testing

@Suite struct AccountViewModelImportTests {
    static let samsung = Listings.samsung.code
    static let kakaoBank = Listings.kakaoBank.code
    static let today = TradeDate(koreaDayOf: Date(timeIntervalSince1970: 0))

    /// 10 삼성전자 at 70,070 on average, 5 카카오뱅크 at 25,000.
    static let snapshot = AccountSnapshot.sample([
        AccountHolding(code: samsung, name: "삼성전자", quantity: 10, sellableQuantity: 10, purchaseAmount: 700_700, brokerPrice: 71_000),
        AccountHolding(code: kakaoBank, name: "카카오뱅크", quantity: 5, sellableQuantity: 5, purchaseAmount: 125_000, brokerPrice: 25_000),
    ])

    /// The view model over the sample account with `lots` as the shown watchlist's positions, `keys` sent in
    /// turn; the states and the proposals it emitted.
    private func run(
        lots: [Position], keys: [AccountIntent], imports: Bool = true
    ) -> (states: [AccountState], proposals: [BrokerHoldingImport]) {
        let scheduler = TestScheduler(initialClock: 0)
        let quotes = FakeQuoteRepository(deliversOnlyRequestedCodes: true)
        let importHolding = DefaultImportBrokerHoldingUseCase(
            repository: FakeWatchlistRepository([]), catalog: InMemoryStockCatalog(Listings.all), clock: scheduler,
            calendar: { KRXCalendar(closures: [:]) }
        )
        let viewModel = AccountViewModel(
            watchAccount: DefaultWatchAccountUseCase(account: FakeAccountRepository(Self.snapshot), quotes: quotes),
            importHolding: imports ? importHolding : nil, scheduler: scheduler
        )
        let intents = PublishSubject<AccountIntent>()
        let output = viewModel.transform(AccountViewModel.Input(intents: intents.asObservable(), lots: .just(lots)))
        var proposals: [BrokerHoldingImport] = []
        var states: [AccountState] = []
        let subscriptions = [
            output.importRequests.subscribe(onNext: { proposals.append($0) }),
            output.state.subscribe(onNext: { states.append($0) }),
        ]
        scheduler.advanceTo(1)
        for key in keys {
            intents.onNext(key)
            scheduler.advanceTo(scheduler.clock + 1)
        }
        subscriptions.forEach { $0.dispose() }
        return (states, proposals)
    }

    @Test func eachHoldingSaysHowTheLotsDiffer() throws {
        let lots = [Position(code: Self.samsung, lots: [PositionLot(quantity: 10, price: 69_000)])]
        let shown = try #require(run(lots: lots, keys: []).states.last)
        #expect(shown.holdings.map(\.lotQuantity) == ["10", "0"])
        #expect(shown.holdings.map(\.difference) == ["lots avg 69,000", "+5 not in lots"])
        let matching = [Position(code: Self.samsung, lots: [PositionLot(quantity: 4, price: 70_070), PositionLot(quantity: 6, price: 70_070)])]
        #expect(run(lots: matching, keys: []).states.last?.holdings.first?.difference == "matches")
        let over = [Position(code: Self.kakaoBank, lots: [PositionLot(quantity: 8, price: 25_000)])]
        #expect(run(lots: over, keys: []).states.last?.holdings.last?.difference == "3 more in lots")
    }

    @Test func iProposesTheSelectedHoldingsMissingShares() {
        let lots = [Position(code: Self.samsung, lots: [PositionLot(quantity: 4, price: 69_000)])]
        let first = run(lots: lots, keys: [.importSelected])
        #expect(first.proposals == [BrokerHoldingImport(code: Self.samsung, name: "삼성전자", quantity: 6, price: 70_100, date: Self.today)])
        #expect(first.proposals.first?.text == "6 @ 70,100")
        let second = run(lots: lots, keys: [.select(.down), .importSelected])
        #expect(second.proposals.map(\.code) == [Self.kakaoBank])
        #expect(second.proposals.first?.text == "5 @ 25,000")
    }

    @Test func nothingToImportIsSaidUntilTheNextKey() {
        let lots = [Position(code: Self.samsung, lots: [PositionLot(quantity: 10, price: 70_070)])]
        let result = run(lots: lots, keys: [.importSelected, .select(.down)])
        #expect(result.proposals.isEmpty)
        let notice = "Nothing to import: your lots hold 10 of 삼성전자, the broker 10."
        #expect(result.states.contains { $0.notices.last == notice })
        #expect(result.states.last?.notices.contains(notice) == false)
    }

    @Test func withoutTheImportUseCaseISaysItCannot() {
        let result = run(lots: [], keys: [.importSelected], imports: false)
        #expect(result.proposals.isEmpty)
        #expect(result.states.last?.notices.last == "Importing is not available in this run.")
    }
}
