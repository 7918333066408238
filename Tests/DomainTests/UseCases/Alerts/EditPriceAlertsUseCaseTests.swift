// Alert edits: add numbered alerts, change (re-arms), re-arm, delete, and record a firing unless it is stale.

import Domain
import FoundationEssentials
import Testing

@Suite("EditPriceAlertsUseCase")
struct EditPriceAlertsUseCaseTests {
    let store = WatchlistStoreFixture()
    var useCase: DefaultEditPriceAlertsUseCase { DefaultEditPriceAlertsUseCase(repository: store.repository) }
    let samsung = SampleCatalog.samsungElectronics.code
    let list = SampleWatchlists.favouritesID

    func alerts() -> [PriceAlert] { store.repository.watchlists.first?.alerts ?? [] }

    func firing(_ id: Int, _ condition: PriceAlertCondition) -> PriceAlertFiring {
        PriceAlertFiring(watchlistID: list, alertID: PriceAlertID(id), code: samsung, condition: condition, price: 75_000, time: Date(timeIntervalSince1970: 100))
    }

    @Test("adds armed alerts numbered after the highest, only on stocks of the list")
    func add() {
        _ = store.run { useCase.add(.atOrAbove(75_000), code: samsung, in: list) }
        _ = store.run { useCase.add(.fallOf(basisPoints: 300), code: samsung, in: list) }
        #expect(alerts() == [
            PriceAlert(id: PriceAlertID(1), code: samsung, condition: .atOrAbove(75_000)),
            PriceAlert(id: PriceAlertID(2), code: samsung, condition: .fallOf(basisPoints: 300)),
        ])
        let outside = SampleCatalog.skHynix.code
        #expect(store.run { useCase.add(.atOrAbove(1), code: outside, in: list) }?.error as? WatchlistEditError == .stockNotInWatchlist(outside))
    }

    @Test("a firing is recorded once; re-arm and change arm it again; delete removes it")
    func lifecycle() {
        _ = store.run { useCase.add(.atOrAbove(75_000), code: samsung, in: list) }
        _ = store.run { useCase.recordFiring(firing(1, .atOrAbove(75_000))) }
        #expect(alerts().first?.state == .fired(at: Date(timeIntervalSince1970: 100), price: 75_000))
        let saves = store.repository.saveCount
        _ = store.run { useCase.recordFiring(firing(1, .atOrAbove(75_000))) }
        #expect(store.repository.saveCount == saves)
        _ = store.run { useCase.rearm(PriceAlertID(1), in: list) }
        #expect(alerts().first?.state == .armed)
        _ = store.run { useCase.recordFiring(firing(1, .atOrAbove(75_000))) }
        _ = store.run { useCase.change(PriceAlertID(1), to: .atOrAbove(80_000), in: list) }
        #expect(alerts().first == PriceAlert(id: PriceAlertID(1), code: samsung, condition: .atOrAbove(80_000)))
        _ = store.run { useCase.delete(PriceAlertID(1), in: list) }
        #expect(alerts().isEmpty)
        #expect(store.run { useCase.rearm(PriceAlertID(1), in: list) }?.error as? PriceAlertError == .alertNotFound(PriceAlertID(1)))
    }

    @Test("a firing of a condition changed meanwhile is not recorded")
    func staleFiring() {
        _ = store.run { useCase.add(.atOrAbove(80_000), code: samsung, in: list) }
        _ = store.run { useCase.recordFiring(firing(1, .atOrAbove(75_000))) }
        #expect(alerts().first?.state == .armed)
    }
}
