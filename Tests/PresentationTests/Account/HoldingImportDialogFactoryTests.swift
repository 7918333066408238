// The import dialog on virtual time: prefilled so Enter accepts (dated today), edited, refused with the domain's reason.

import Domain
import DomainTestDoubles
import Presentation
import Reactive
import ReactiveTesting
import Testing

@Suite struct HoldingImportDialogFactoryTests {
    static let proposal = BrokerHoldingImport(code: Listings.samsung.code, name: "삼성전자", quantity: 6, price: 70_100, date: TradeDate("1970-01-01")!)

    private func run(_ keys: [(TestTime, DialogKey)]) -> (recording: DialogRecording<InputDialogState>, lots: [PositionLot]) {
        let scheduler = TestScheduler(initialClock: 0)
        let factory = HoldingImportDialogFactory(
            importHolding: DefaultImportBrokerHoldingUseCase(
                repository: FakeWatchlistRepository([]), catalog: InMemoryStockCatalog(Listings.all), clock: scheduler,
                calendar: { KRXCalendar(closures: [:]) }
            ),
            scheduler: scheduler
        )
        var lots: [PositionLot] = []
        let dialog = factory.dialog(for: Self.proposal, into: "관심종목") { lots.append($0) }
        return (DialogRecording.run(dialog, keys: keys, on: scheduler), lots)
    }

    @Test func theAnswerIsPrefilledAndEnterAcceptsItDatedToday() {
        let (recording, lots) = run([(210, .enter)])
        #expect(recording.states.first?.text.text == "6 @ 70,100")
        #expect(recording.states.first?.title == "Import 삼성전자 from the broker into 관심종목")
        #expect(lots == [PositionLot(quantity: 6, price: 70_100, date: TradeDate("1970-01-01"))])
        #expect(recording.last?.isClosed == true)
    }

    @Test func anEditedAnswerIsCheckedAndMoreThanTheLotsLackIsRefused() {
        let (recording, lots) = run([(210, .edit(.deleteToStart)), (215, .type("7 @ 70,100")), (220, .enter)])
        #expect(lots.isEmpty)
        #expect(recording.last?.errorMessage == PositionLotError.moreThanBrokerHolds(quantity: 7, missing: 6).message)
        #expect(recording.last?.isClosed == false)
        let (_, fewer) = run([(210, .edit(.deleteToStart)), (215, .type("2 @ 69,000")), (220, .enter)])
        #expect(fewer == [PositionLot(quantity: 2, price: 69_000, date: TradeDate("1970-01-01"))])
    }
}
