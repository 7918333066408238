// The holdings view (h) on virtual time: lines per stock, lot and sale; add, edit, delete and sell through
// dialogs that open over it; realised P&L shown; only the stocks the list shows.

import Domain
import DomainTestDoubles
import Foundation
import Presentation
import Reactive
import ReactiveTesting
import Testing

@Suite struct HoldingsViewModelTests {
    private enum Key { case down, add, edit, delete, sell, close }

    private let samsung = Listings.samsung.code
    private var watchlist: Watchlist {
        Watchlist(id: WatchlistID("list"), name: "관심종목", codes: [samsung, Listings.kakao.code], positions: [
            Position(code: samsung, lots: [PositionLot(quantity: 10, price: 70_000), PositionLot(quantity: 10, price: 80_000)]),
            Position(code: Listings.hynix.code, lots: [PositionLot(quantity: 1, price: 100_000)]),
        ])
    }

    private struct Run {
        var states: [HoldingsState]
        var dialogs: [InputDialogViewModel]
        var saved: [[Watchlist]]
        var store: FakeWatchlistRepository
    }

    /// Runs the view with `keys`; each dialog it opens is answered with `answers` (in order) at once.
    private func run(_ keys: [(TestTime, Key)], answers: [String] = []) -> Run {
        let scheduler = TestScheduler(initialClock: 0)
        let store = FakeWatchlistRepository([watchlist])
        let quotes = FakeQuoteRepository(quote: .of(Listings.samsung, price: 75_000, base: 75_000))
        var result = Run(states: [], dialogs: [], saved: [], store: store)
        var answers = answers
        var dialogRuns: [Disposable] = []
        var dialogInputs: [InputDialogViewModel.Input] = []
        let viewModel = HoldingsViewModel(
            watchlist: watchlist,
            context: HoldingsViewModel.Context(names: [samsung: "삼성전자"], prices: [samsung: 75_000], costs: .none),
            editPositions: DefaultEditPositionsUseCase(repository: store),
            dialogs: HoldingsDialogFactory(
                checkLot: DefaultCheckPositionLotUseCase(quotes: quotes, clock: scheduler, calendar: { KRXCalendar(closures: [:]) }, catalog: InMemoryStockCatalog(Listings.all)),
                checkAlert: DefaultCheckPriceAlertUseCase(quotes: quotes, catalog: InMemoryStockCatalog(Listings.all)), scheduler: scheduler
            ),
            scheduler: scheduler,
            present: { request in
                guard case .input(let dialog) = request else { return }
                result.dialogs.append(dialog)
                let typed = answers.isEmpty ? "" : answers.removeFirst()
                let at = scheduler.clock + 100
                let keys: [(TestTime, DialogKey)] = [(at, .edit(.deleteToStart)), (at + 1, .type(typed)), (at + 2, .enter)]
                // The scripted keys live only as long as their input is held.
                let input = DialogKey.inputDialogInput(keys, on: scheduler)
                dialogInputs.append(input)
                dialogRuns.append(dialog.transform(input).state.subscribe())
            },
            saved: { result.saved.append($0) }
        )
        func stream(_ key: Key) -> Observable<Void> {
            scheduler.createHotObservable(keys.filter { $0.1 == key }.map { Recorded.next($0.0, ()) }).asObservable()
        }
        let input = HoldingsViewModel.Input(
            moves: scheduler.createHotObservable(keys.filter { $0.1 == .down }.map { Recorded.next($0.0, SelectionMove.down) }).asObservable(),
            add: stream(.add), edit: stream(.edit), delete: stream(.delete), sell: stream(.sell), close: stream(.close)
        )
        result.states = scheduler.start { viewModel.transform(input).state }.events.compactMap { $0.value.element }
        dialogRuns.forEach { $0.dispose() }
        #expect(dialogInputs.count == result.dialogs.count)
        return result
    }

    @Test func linesShowEachStockItsLotsAndTheirProfitOnlyForListedStocks() throws {
        let first = try #require(run([]).states.first)
        #expect(first.title == "Holdings in 관심종목")
        #expect(first.rows.map(\.label) == ["삼성전자 005930", "10 @ 70,000", "10 @ 80,000"], "SK하이닉스 is not in the list: not shown")
        #expect(first.rows.map(\.profit) == ["0 (0.00%)", "+50,000", "-50,000"])
        #expect(first.rows.first?.detail == "held 20 · avg 75,000 · value 1,500,000")
        #expect(first.totals == "Value 1,500,000 · P&L 0 (0.00%) · Realised 0")
    }

    @Test func aSaleOpensOverTheViewAndBooksRealisedProfitAtTheMovingAverage() throws {
        let result = run([(210, .sell)], answers: ["5 @ 90,000"])
        #expect(result.dialogs.map(\.title) == ["Sell 삼성전자 (20 held)"])
        let last = try #require(result.states.last)
        #expect(!last.isClosed, "the view stays open under its dialog and after the edit")
        #expect(last.rows.map(\.label).last == "sold 5 @ 90,000")
        #expect(last.rows.last?.profit == "+75,000")
        #expect(last.rows.dropFirst().prefix(2).map(\.detail) == ["booked in a sale", "booked in a sale"])
        #expect(last.totals.hasSuffix("Realised +75,000"))
        #expect(result.store.watchlists.first?.positions.first?.quantity == 15)
        #expect(result.saved.count == 1)
    }

    @Test func aSaleOfMoreThanIsHeldIsRefusedInItsDialog() {
        let result = run([(210, .sell)], answers: ["21 @ 90,000"])
        #expect(result.store.watchlists.first?.positions.first?.sales.isEmpty == true)
        #expect(result.saved.isEmpty)
    }

    @Test func addEditAndDeleteALot() throws {
        let added = run([(210, .add)], answers: ["5 @ 60,000"])
        #expect(added.states.last?.rows.map(\.label).last == "5 @ 60,000")
        let edited = run([(210, .down), (220, .edit)], answers: ["10 @ 71,000"])
        #expect(edited.dialogs.first?.title == "Change the lot 10 @ 70,000 of 삼성전자")
        #expect(edited.store.watchlists.first?.positions.first?.lots.first == PositionLot(quantity: 10, price: 71_000))
        let deleted = run([(210, .down), (220, .delete)])
        #expect(deleted.store.watchlists.first?.positions.first?.lots == [PositionLot(quantity: 10, price: 80_000)])
        #expect(deleted.states.last?.notice == "Deleted the lot 10 @ 70,000.")
    }

    @Test func editOnAStockLineAsksForALotAndEscCloses() {
        let result = run([(210, .edit), (220, .close)])
        #expect(result.states.dropLast().last?.notice == "Select a lot to change (↑/↓).")
        #expect(result.states.last?.isClosed == true)
    }
}
