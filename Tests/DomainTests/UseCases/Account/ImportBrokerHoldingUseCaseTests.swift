// Importing a broker holding into the lots: the missing shares at the snapped average, the dialog's check,
// and the one save that adds the stock to the watchlist when it is missing.

import Domain
import DomainTestDoubles
import FoundationEssentials
import ReactiveTesting
import Testing

@Suite("ImportBrokerHoldingUseCase")
struct ImportBrokerHoldingUseCaseTests {
    let store = WatchlistStoreFixture()
    let samsung = SampleCatalog.samsungElectronics.code
    let hynix = SampleCatalog.skHynix.code
    let list = SampleWatchlists.favouritesID
    /// The clock starts at 0: 1970-01-01 in Korea, a Thursday.
    let today = TradeDate("1970-01-01")!
    /// Shut on 1969-12-31 (a Wednesday) for a holiday.
    let calendar = KRXCalendar(closures: [CalendarDay(year: 1969, month: 12, day: 31)!: .observed])

    func useCase(clock: TestScheduler? = nil) -> DefaultImportBrokerHoldingUseCase {
        DefaultImportBrokerHoldingUseCase(
            repository: store.repository, catalog: InMemoryStockCatalog([SampleCatalog.samsungElectronics, SampleCatalog.skHynix]),
            clock: clock ?? store.scheduler, calendar: { [calendar] in calendar }
        )
    }

    /// 10 삼성전자 bought for 700,700 in all: 70,070 on average, off the 100-won grid.
    func holding(quantity: Int = 10, amount: Int = 700_700) -> AccountHolding {
        AccountHolding(code: samsung, name: "삼성전자", quantity: quantity, sellableQuantity: quantity, purchaseAmount: amount, brokerPrice: 71_000)
    }

    func check(_ text: String, proposal: BrokerHoldingImport? = nil) -> SingleOutcome<PositionLot>? {
        let proposal = proposal ?? BrokerHoldingImport(code: samsung, name: "삼성전자", quantity: 6, price: 70_100, date: today)
        return store.run { useCase().check(text: text, for: proposal) }
    }

    @Test("the proposal is what the lots lack, at the broker's average snapped to the nearest tick, dated today")
    func proposal() {
        let proposal = useCase().proposal(for: holding(), heldByLots: 4)
        #expect(proposal == BrokerHoldingImport(code: samsung, name: "삼성전자", quantity: 6, price: 70_100, date: today))
        #expect(proposal?.text == "6 @ 70,100")
        #expect(useCase().proposal(for: holding(amount: 700_500), heldByLots: 0)?.price == 70_000, "halfway goes to the lower tick")
    }

    @Test("nothing is proposed when the lots hold as many shares or more, or the broker holds none")
    func nothingToImport() {
        #expect(useCase().proposal(for: holding(), heldByLots: 10) == nil)
        #expect(useCase().proposal(for: holding(), heldByLots: 12) == nil)
        #expect(useCase().proposal(for: holding(quantity: 0, amount: 0), heldByLots: 0) == nil)
    }

    @Test("the prefilled answer is accepted dated today; a typed date is kept")
    func accepted() {
        #expect(check("6 @ 70,100")?.value == PositionLot(quantity: 6, price: 70_100, date: today))
        #expect(check("4 @ 69,000 1969-12-30")?.value == PositionLot(quantity: 4, price: 69_000, date: TradeDate("1969-12-30")))
    }

    @Test("refused: more shares than the lots lack, off the grid, a day KRX was shut, a future day")
    func refused() {
        #expect(check("7 @ 70,100")?.error as? PositionLotError == .moreThanBrokerHolds(quantity: 7, missing: 6))
        #expect(check("6 @ 70,050")?.error as? PositionLotError == .offTickGrid(price: 70_050, tick: 100, below: 70_000, above: 70_100))
        #expect(check("6 @ 70,100 1969-12-31")?.error as? PositionLotError == .marketClosed(TradeDate("1969-12-31")!, reason: "a holiday"))
        #expect(check("6 @ 70,100 1970-01-02")?.error as? PositionLotError == .dateInFuture(TradeDate("1970-01-02")!, today: today))
        #expect(PositionLotError.moreThanBrokerHolds(quantity: 7, missing: 6).message == "The broker holds 6 shares more than your lots: 7 cannot be imported.")
    }

    @Test("a read-only store is refused at the check, before the user thinks it saved")
    func readOnly() {
        let readOnly = WatchlistStoreFixture(SampleWatchlists.all)
        let useCase = DefaultImportBrokerHoldingUseCase(
            repository: FakeWatchlistRepository(SampleWatchlists.all, isReadOnly: true), catalog: InMemoryStockCatalog([SampleCatalog.samsungElectronics]),
            clock: readOnly.scheduler, calendar: { [calendar] in calendar }
        )
        let proposal = BrokerHoldingImport(code: samsung, name: "삼성전자", quantity: 6, price: 70_100, date: today)
        #expect(readOnly.run { useCase.check(text: "6 @ 70,100", for: proposal) }?.error as? WatchlistStoreError == .readOnly)
    }

    @Test("on a Sunday the import is dated that Sunday: the day it was entered, not a trade's")
    func weekend() {
        // 1970-01-04 09:00 in Korea, a Sunday.
        let sunday = TestScheduler(initialClock: TestTime(3 * 86_400))
        let proposal = useCase(clock: sunday).proposal(for: holding(), heldByLots: 0)
        let lot = store.run { useCase(clock: sunday).check(text: "10 @ 70,100", for: proposal!) }?.value
        #expect(lot == PositionLot(quantity: 10, price: 70_100, date: TradeDate("1970-01-04")))
    }

    @Test("saving adds a missing stock to the watchlist with its lot, in one save; a listed stock's lots grow")
    func execute() {
        let saves = store.repository.saveCount
        let lot = PositionLot(quantity: 3, price: 190_000, date: today)
        _ = store.run { useCase().execute(lot, code: hynix, name: "SK하이닉스", in: list) }
        let stored = store.repository.watchlists.first { $0.id == list }
        #expect(stored?.codes.last == hynix)
        #expect(stored?.storedNames[hynix] == "SK하이닉스")
        #expect(stored?.positions == [Position(code: hynix, lots: [lot])])
        #expect(store.repository.saveCount == saves + 1)
        _ = store.run { useCase().execute(lot, code: hynix, name: "SK하이닉스", in: list) }
        #expect(store.repository.watchlists.first { $0.id == list }?.positions.first?.lots.count == 2)
        #expect(store.repository.watchlists.first { $0.id == list }?.codes.filter { $0 == hynix }.count == 1)
    }
}
