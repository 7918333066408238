// The lot and sale dialogs' check: tick grid, dates (future, closed days), today's limits, the shares held.

import Domain
import DomainTestDoubles
import FoundationEssentials
import ReactiveTesting
import Testing

@Suite("CheckPositionLotUseCase")
struct CheckPositionLotUseCaseTests {
    let store = WatchlistStoreFixture()
    let quotes = FakeQuoteRepository()
    let samsung = SampleCatalog.samsungElectronics.code
    /// The test scheduler's clock starts at 0: 1970-01-01 09:00 in Korea, a Thursday.
    let today = "1970-01-01"
    /// A calendar shut on 1969-12-31 (a Wednesday) for a holiday.
    let calendar = KRXCalendar(closures: [CalendarDay(year: 1969, month: 12, day: 31)!: .observed])

    var useCase: DefaultCheckPositionLotUseCase {
        DefaultCheckPositionLotUseCase(quotes: quotes, clock: store.scheduler, calendar: { [calendar] in calendar })
    }

    func check(_ text: String) -> SingleOutcome<PositionLot>? {
        quotes.quote = SampleQuotes.quote(samsung, price: 72_000)
        return store.run { useCase.execute(text: text, code: samsung, name: "삼성전자") }
    }

    func sale(_ text: String, held: Int) -> SingleOutcome<PositionLot>? {
        quotes.quote = SampleQuotes.quote(samsung, price: 72_000)
        return store.run { useCase.executeSale(text: text, code: samsung, name: "삼성전자", held: held) }
    }

    @Test("a lot without a date or dated before today needs no quote")
    func undated() {
        quotes.quote = nil
        #expect(store.run { useCase.execute(text: "10 @ 70,000", code: samsung, name: "삼성전자") }?.value == PositionLot(quantity: 10, price: 70_000))
        #expect(store.run { useCase.execute(text: "10 @ 200,000 1969-12-30", code: samsung, name: "삼성전자") }?.value?.price == 200_000)
    }

    @Test("dated today: inside the limits accepted, outside refused with the limits named")
    func datedToday() {
        #expect(check("10 @ 91,000 \(today)")?.value == PositionLot(quantity: 10, price: 91_000, date: TradeDate(today)))
        #expect(check("10 @ 91,100 \(today)")?.error as? PositionLotError == .outsideTodaysLimits(price: 91_100, lower: 49_000, upper: 91_000, name: "삼성전자"))
        #expect(check("10 @ 48,900 \(today)")?.error as? PositionLotError == .outsideTodaysLimits(price: 48_900, lower: 49_000, upper: 91_000, name: "삼성전자"))
    }

    @Test("a date after today and unreadable text are refused")
    func refused() throws {
        let tomorrow = try #require(TradeDate("1970-01-02"))
        #expect(check("10 @ 70,000 1970-01-02")?.error as? PositionLotError == .dateInFuture(tomorrow, today: try #require(TradeDate(today))))
        #expect(check("10 at 70,000")?.error as? PositionLotError == .notALot("10 at 70,000"))
    }

    @Test("a date KRX was shut is refused: a weekend, a holiday of the calendar")
    func closedDays() throws {
        let saturday = try #require(TradeDate("1969-12-27"))
        #expect(check("10 @ 70,000 1969-12-27")?.error as? PositionLotError == .marketClosed(saturday, reason: "a Saturday"))
        let holiday = try #require(TradeDate("1969-12-31"))
        #expect(check("10 @ 70,000 1969-12-31")?.error as? PositionLotError == .marketClosed(holiday, reason: "a holiday"))
        #expect(PositionLotError.marketClosed(saturday, reason: "a Saturday").message == "KRX was shut on 1969-12-27 (a Saturday): give the day the trade was made.")
    }

    @Test("a price off the tick grid is refused with the grid prices either side; trades before 2023-01-25 are not held to it")
    func tickGrid() {
        quotes.quote = nil
        let refused = store.run { useCase.execute(text: "10 @ 280,050 2026-11-30", code: samsung, name: "삼성전자") }?.error as? PositionLotError
        #expect(refused == .offTickGrid(price: 280_050, tick: 500, below: 280_000, above: 280_500))
        #expect(refused?.message == "280,050 is not on the tick grid (steps of 500 here): 280,000 or 280,500.")
        #expect(check("10 @ 70,010")?.error as? PositionLotError == .offTickGrid(price: 70_010, tick: 100, below: 70_000, above: 70_100))
        #expect(check("3 @ 2,003")?.error as? PositionLotError == .offTickGrid(price: 2_003, tick: 5, below: 2_000, above: 2_005))
        #expect(store.run { useCase.execute(text: "10 @ 70,010 1969-12-30", code: samsung, name: "삼성전자") }?.value?.price == 70_010)
    }

    @Test("a sale of more than is held is refused; up to all of it is accepted")
    func sales() {
        #expect(sale("11 @ 72,000", held: 10)?.error as? PositionLotError == .moreThanHeld(quantity: 11, held: 10))
        #expect(PositionLotError.moreThanHeld(quantity: 11, held: 10).message == "Only 10 shares are held: 11 cannot be sold.")
        #expect(sale("10 @ 72,000", held: 10)?.value == PositionLot(quantity: 10, price: 72_000))
        #expect(sale("1 @ 72,050", held: 10)?.error as? PositionLotError == .offTickGrid(price: 72_050, tick: 100, below: 72_000, above: 72_100))
    }
}
