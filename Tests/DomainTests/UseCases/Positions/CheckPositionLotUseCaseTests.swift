// The lot dialog's check: a lot dated today must lie inside today's limits; later dates are refused.

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
    /// The test scheduler's clock starts at 0: 1970-01-01 09:00 in Korea.
    let today = "1970-01-01"

    func check(_ text: String) -> SingleOutcome<PositionLot>? {
        quotes.quote = SampleQuotes.quote(samsung, price: 72_000)
        return store.run { DefaultCheckPositionLotUseCase(quotes: quotes, clock: store.scheduler).execute(text: text, code: samsung, name: "삼성전자") }
    }

    @Test("a lot without a date or dated before today needs no quote")
    func undated() {
        quotes.quote = nil
        let use = DefaultCheckPositionLotUseCase(quotes: quotes, clock: store.scheduler)
        #expect(store.run { use.execute(text: "10 @ 70,000", code: samsung, name: "삼성전자") }?.value == PositionLot(quantity: 10, price: 70_000))
        #expect(store.run { use.execute(text: "10 @ 200,000 1969-12-31", code: samsung, name: "삼성전자") }?.value?.price == 200_000)
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
}
