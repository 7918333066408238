// Rebuilding a holding's lots from the account's fills: the months read, the refusals passed on, and the
// one save that replaces the stock's lots and sales (adding the stock when the list lacks it).

import Domain
import DomainTestDoubles
import FoundationEssentials
import ReactiveTesting
import Testing

@Suite("RebuildLotsFromFillsUseCase")
struct RebuildLotsFromFillsUseCaseTests {
    let store = WatchlistStoreFixture()
    let samsung = SampleCatalog.samsungElectronics.code
    let hynix = SampleCatalog.skHynix.code
    let list = SampleWatchlists.favouritesID

    /// A fill on the epoch's Korean day (1970-01-01) of `code`.
    func fill(_ order: String, _ side: OrderSide, _ quantity: Int, at price: Int, code: StockCode) -> AccountFill {
        AccountFill(orderNumber: order, code: code, side: side, quantity: quantity, price: price, time: Date(timeIntervalSince1970: Double(order.count)))
    }

    func useCase(_ history: FakeFillHistoryRepository, repository: WatchlistRepository? = nil) -> DefaultRebuildLotsFromFillsUseCase {
        DefaultRebuildLotsFromFillsUseCase(history: history, repository: repository ?? store.repository, costs: .none, clock: store.scheduler)
    }

    @Test("the fills of the months the account keeps are read, counted back from today")
    func proposal() throws {
        let history = FakeFillHistoryRepository([fill("1", .buy, 3, at: 190_000, code: hynix), fill("2", .buy, 5, at: 70_000, code: samsung)])
        let holding = AccountHolding(code: hynix, name: "SK하이닉스", quantity: 3, sellableQuantity: 3, purchaseAmount: 570_000, brokerPrice: nil)
        let rebuilt = try #require(store.run { useCase(history).proposal(for: holding) }?.value)
        #expect(history.requests.map(\.code) == [hynix] && history.requests.map(\.since) == [TradeDate("1969-10-02")])
        #expect(rebuilt.position == Position(code: hynix, lots: [PositionLot(quantity: 3, price: 190_000, date: TradeDate("1970-01-01"))]))
    }

    @Test("a failed read and fills that do not explain the holding fail the proposal; a read-only store refuses first")
    func refused() {
        let history = FakeFillHistoryRepository([fill("1", .buy, 9, at: 190_000, code: hynix)])
        let holding = AccountHolding(code: hynix, name: "SK하이닉스", quantity: 3, sellableQuantity: 3, purchaseAmount: 570_000, brokerPrice: nil)
        let since = TradeDate("1969-10-02")!
        #expect(store.run { useCase(history).proposal(for: holding) }?.error as? LotRebuildError == .fillsExceedHolding(explained: 9, held: 3, since: since))
        history.failure = FakeAccountError(message: "KIS is down")
        #expect((store.run { useCase(history).proposal(for: holding) }?.error as? FakeAccountError)?.message == "KIS is down")
        let readOnly = useCase(history, repository: FakeWatchlistRepository(SampleWatchlists.all, isReadOnly: true))
        #expect(store.run { readOnly.proposal(for: holding) }?.error as? WatchlistStoreError == .readOnly)
        #expect(history.requests.count == 2, "a read-only store does not read the fills")
    }

    @Test("saving replaces the stock's lots and sales, or adds the stock with them, in one save")
    func execute() throws {
        let history = FakeFillHistoryRepository([fill("1", .buy, 3, at: 190_000, code: hynix)])
        let holding = AccountHolding(code: hynix, name: "SK하이닉스", quantity: 3, sellableQuantity: 3, purchaseAmount: 570_000, brokerPrice: nil)
        let rebuilt = try #require(store.run { useCase(history).proposal(for: holding) }?.value)
        let saves = store.repository.saveCount
        _ = store.run { useCase(history).execute(rebuilt, in: list) }
        let added = try #require(store.repository.watchlists.first { $0.id == list })
        #expect(added.codes.last == hynix && added.storedNames[hynix] == "SK하이닉스")
        #expect(added.positions.filter { $0.code == hynix } == [rebuilt.position])
        #expect(store.repository.saveCount == saves + 1)
        _ = store.run { useCase(history).execute(rebuilt, in: list) }
        let replaced = try #require(store.repository.watchlists.first { $0.id == list })
        #expect(replaced.positions.filter { $0.code == hynix } == [rebuilt.position], "replaced, not appended")
        #expect(replaced.codes.filter { $0 == hynix }.count == 1)
    }
}
