// The alert list (A) on virtual time: rows as stored, re-arm and delete saved, change hands the alert on, Esc closes.

import Domain
import DomainTestDoubles
import Foundation
import Presentation
import Reactive
import ReactiveTesting
import Testing

@Suite struct AlertListViewModelTests {
    private enum Key { case down, change, rearm, delete, close }

    private let firedAt = Date(timeIntervalSince1970: 1_796_000_000 + 2_262) // 10:31:02 in Korea
    private var watchlist: Watchlist {
        Watchlist(id: WatchlistID("list"), name: "관심종목", codes: [Listings.samsung.code, Listings.kakao.code], alerts: [
            PriceAlert(id: PriceAlertID(1), code: Listings.samsung.code, condition: .atOrAbove(75_000), state: .fired(at: firedAt, price: 75_100)),
            PriceAlert(id: PriceAlertID(2), code: Listings.kakao.code, condition: .fallOf(basisPoints: 300)),
        ])
    }

    private func run(_ keys: [(TestTime, Key)]) -> (states: [AlertListState], changed: [PriceAlert], saved: [[Watchlist]], store: FakeWatchlistRepository) {
        let scheduler = TestScheduler(initialClock: 0)
        let store = FakeWatchlistRepository([watchlist])
        var changed: [PriceAlert] = []
        var saved: [[Watchlist]] = []
        let viewModel = AlertListViewModel(
            watchlist: watchlist, names: [Listings.samsung.code: "삼성전자", Listings.kakao.code: "카카오"],
            editAlerts: DefaultEditPriceAlertsUseCase(repository: store), scheduler: scheduler,
            change: { alert, accept in
                changed.append(alert)
                accept(CheckedPriceAlert(condition: .atOrAbove(78_000), note: "not reachable today; upper limit 77,000"))
            },
            saved: { saved.append($0) }
        )
        func stream(_ key: Key) -> Observable<Void> {
            scheduler.createHotObservable(keys.filter { $0.1 == key }.map { Recorded.next($0.0, ()) }).asObservable()
        }
        let input = AlertListViewModel.Input(
            moves: scheduler.createHotObservable(keys.filter { $0.1 == .down }.map { Recorded.next($0.0, SelectionMove.down) }).asObservable(),
            change: stream(.change), rearm: stream(.rearm), delete: stream(.delete), close: stream(.close)
        )
        let states = scheduler.start { viewModel.transform(input).state }.events.compactMap { $0.value.element }
        return (states, changed, saved, store)
    }

    @Test func rowsShowTheConditionAndWhetherItFired() throws {
        let first = try #require(run([]).states.first)
        #expect(first.title == "Alerts in 관심종목")
        #expect(first.rows.map(\.condition) == [">= 75,000", "-3%"])
        #expect(first.rows.map(\.status) == ["fired 10:31:02 at 75,100", "armed"])
        #expect(first.rows.map(\.name) == ["삼성전자", "카카오"])
        #expect(first.selectedIndex == 0)
    }

    @Test func rearmIsSavedAndShown() throws {
        let result = run([(210, .rearm)])
        #expect(result.states.last?.rows.first?.status == "armed")
        #expect(result.store.watchlists.first?.alerts.first?.state == .armed)
        #expect(result.saved.count == 1)
    }

    @Test func rearmingAnArmedAlertSaysSo() {
        let result = run([(210, .down), (220, .rearm)])
        #expect(result.states.last?.notice == "Alert #2 is armed already.")
        #expect(result.saved.isEmpty)
    }

    @Test func deleteRemovesTheSelectedAlert() {
        let result = run([(210, .down), (220, .delete)])
        #expect(result.states.last?.rows.map(\.id) == ["#1"])
        #expect(result.states.last?.selectedIndex == 0)
        #expect(result.store.watchlists.first?.alerts.map(\.id) == [PriceAlertID(1)])
    }

    @Test func changeHandsTheAlertOnSavesTheAnswerAndKeepsTheListOpen() {
        let result = run([(210, .down), (220, .change)])
        #expect(result.changed.map(\.id) == [PriceAlertID(2)])
        #expect(result.states.last?.isClosed == false)
        #expect(result.states.last?.rows.last?.condition == ">= 78,000")
        #expect(result.store.watchlists.first?.alerts.last?.condition == .atOrAbove(78_000))
        #expect(result.saved.count == 1)
        #expect(result.states.last?.notice == "Alert #2 >= 78,000: not reachable today; upper limit 77,000.")
    }

    @Test func escCloses() {
        let result = run([(210, .close)])
        #expect(result.states.last?.isClosed == true)
        #expect(result.changed.isEmpty)
    }
}
