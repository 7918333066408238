// The Account view model's f: the selected holding's fills read and their lots handed on, why it cannot be,
// and a read still running dropped by the next f or by closing the view.

import Domain
import DomainTestDoubles
import Foundation
import Presentation
import Reactive
import ReactiveTesting
import Testing

@Suite struct AccountViewModelRebuildTests {
    static let samsung = Listings.samsung.code

    /// 10 삼성전자 bought for 700,700 in all.
    static let snapshot = AccountSnapshot.sample([
        AccountHolding(code: samsung, name: "삼성전자", quantity: 10, sellableQuantity: 10, purchaseAmount: 700_700, brokerPrice: 71_000),
    ])

    /// Fill reads that answer only when the test says, counting the reads begun and dropped.
    final class PendingFillHistory: FillHistoryRepository {
        let monthsKept = 3
        private(set) var started = 0
        private(set) var dropped = 0
        private var answer: ((SingleEvent<[AccountFill]>) -> Void)?

        func fills(of code: StockCode, since start: TradeDate) -> Single<[AccountFill]> {
            .create { [self] observer in
                started += 1
                answer = observer
                return Disposables.create { [self] in dropped += 1 }
            }
        }

        /// Answers the latest read with no fills.
        func answerNoFills() { answer?(.success([])) }
    }

    /// The view model over the sample account with `history` (nil: no rebuild), `keys` sent in turn; the
    /// states and rebuilds it emitted, and the state's subscription (dispose it to close the view).
    private func run(
        _ history: FillHistoryRepository?, keys: [AccountIntent], scheduler: TestScheduler = TestScheduler(initialClock: 0)
    ) -> (states: [AccountState], rebuilds: [LotRebuild], view: Disposable) {
        let viewModel = AccountViewModel(
            watchAccount: DefaultWatchAccountUseCase(account: FakeAccountRepository(Self.snapshot), quotes: FakeQuoteRepository(deliversOnlyRequestedCodes: true)),
            rebuildLots: history.map { DefaultRebuildLotsFromFillsUseCase(history: $0, repository: FakeWatchlistRepository([]), costs: .none, clock: scheduler) },
            scheduler: scheduler
        )
        let intents = PublishSubject<AccountIntent>()
        let output = viewModel.transform(AccountViewModel.Input(intents: intents.asObservable()))
        var states: [AccountState] = [], rebuilds: [LotRebuild] = []
        _ = output.rebuildRequests.subscribe(onNext: { rebuilds.append($0) })
        let view = output.state.subscribe(onNext: { states.append($0) })
        scheduler.advanceTo(1)
        for key in keys {
            intents.onNext(key)
            scheduler.advanceTo(scheduler.clock + 1)
        }
        return (states, rebuilds, view)
    }

    @Test func fReadsTheSelectedHoldingsFillsAndHandsOnTheLotsTheyMake() throws {
        let history = FakeFillHistoryRepository([])
        let result = run(history, keys: [.rebuildSelected])
        let rebuild = try #require(result.rebuilds.first)
        #expect(result.rebuilds.count == 1 && rebuild.holding.code == Self.samsung && rebuild.openingQuantity == 10)
        #expect(result.states.contains { $0.notices.last == "Reading the fills of 삼성전자…" })
        #expect(result.states.last?.notices.isEmpty == true, "the notice goes once the lots are handed on")
        result.view.dispose()
    }

    @Test func whyFCannotBeIsSaid() {
        let unavailable = run(nil, keys: [.rebuildSelected])
        #expect(unavailable.states.last?.notices.last == "Rebuilding lots from fills is not available in this run.")
        let history = FakeFillHistoryRepository([])
        history.failure = FakeAccountError(message: "KIS did not answer.")
        let failed = run(history, keys: [.rebuildSelected])
        #expect(failed.rebuilds.isEmpty)
        #expect(failed.states.last?.notices.last == "삼성전자's lots were not rebuilt: KIS did not answer.")
        unavailable.view.dispose()
        failed.view.dispose()
    }

    @Test func aReadStillRunningIsDroppedByTheNextFOrByClosingTheView() {
        let history = PendingFillHistory()
        let result = run(history, keys: [.rebuildSelected, .rebuildSelected])
        #expect(history.started == 2 && history.dropped == 1, "the second f dropped the first read")
        result.view.dispose()
        #expect(history.dropped == 2, "closing the view dropped the second")
        history.answerNoFills()
        #expect(result.rebuilds.isEmpty)
    }
}
