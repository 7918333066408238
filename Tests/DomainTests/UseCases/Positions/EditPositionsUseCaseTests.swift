// Position edits: lots added to a new or existing position, replaced, removed (the last one removes the position).

import Domain
import Testing

@Suite("EditPositionsUseCase")
struct EditPositionsUseCaseTests {
    let store = WatchlistStoreFixture()
    var useCase: DefaultEditPositionsUseCase { DefaultEditPositionsUseCase(repository: store.repository) }
    let samsung = SampleCatalog.samsungElectronics.code
    let list = SampleWatchlists.favouritesID

    func positions() -> [Position] { store.repository.watchlists.first?.positions ?? [] }

    @Test("lots add up in one position per stock")
    func add() {
        _ = store.run { useCase.addLot(PositionLot(quantity: 10, price: 70_000), code: samsung, in: list) }
        _ = store.run { useCase.addLot(PositionLot(quantity: 5, price: 72_000), code: samsung, in: list) }
        #expect(positions() == [Position(code: samsung, lots: [PositionLot(quantity: 10, price: 70_000), PositionLot(quantity: 5, price: 72_000)])])
        let outside = SampleCatalog.skHynix.code
        #expect(store.run { useCase.addLot(PositionLot(quantity: 1, price: 1), code: outside, in: list) }?.error as? WatchlistEditError == .stockNotInWatchlist(outside))
    }

    @Test("replace and remove by index; removing the last lot removes the position; a missing lot is refused")
    func replaceAndRemove() {
        _ = store.run { useCase.addLot(PositionLot(quantity: 10, price: 70_000), code: samsung, in: list) }
        _ = store.run { useCase.replaceLot(at: 0, with: PositionLot(quantity: 20, price: 69_000), code: samsung, in: list) }
        #expect(positions().first?.lots == [PositionLot(quantity: 20, price: 69_000)])
        #expect(store.run { useCase.removeLot(at: 1, code: samsung, in: list) }?.error as? WatchlistEditError == .lotNotFound(samsung))
        _ = store.run { useCase.removeLot(at: 0, code: samsung, in: list) }
        #expect(positions().isEmpty)
    }

    @Test("a sale books its realised P&L in the stored position; the lots it booked stay until it is taken back")
    func sell() {
        _ = store.run { useCase.addLot(PositionLot(quantity: 10, price: 70_000), code: samsung, in: list) }
        _ = store.run { useCase.addLot(PositionLot(quantity: 10, price: 80_000), code: samsung, in: list) }
        _ = store.run { useCase.sell(PositionLot(quantity: 15, price: 90_000), costs: .none, code: samsung, in: list) }
        #expect(positions().first?.quantity == 5)
        #expect(positions().first?.realisedProfit == 15 * 15_000)
        #expect(store.run { useCase.sell(PositionLot(quantity: 6, price: 90_000), costs: .none, code: samsung, in: list) }?.error as? PositionLotError == .moreThanHeld(quantity: 6, held: 5))
        #expect(store.run { useCase.removeLot(at: 1, code: samsung, in: list) }?.error as? PositionLotError == .bookedInSale(saleCount: 1))
        _ = store.run { useCase.addLot(PositionLot(quantity: 2, price: 60_000), code: samsung, in: list) }
        #expect(store.run { useCase.replaceLot(at: 2, with: PositionLot(quantity: 5, price: 60_000), code: samsung, in: list) }?.value != nil)
        #expect(positions().first?.quantity == 10)
        _ = store.run { useCase.removeLastSale(code: samsung, in: list) }
        #expect(positions().first?.quantity == 25)
        #expect(store.run { useCase.removeLot(at: 0, code: samsung, in: list) }?.value != nil)
    }
}
