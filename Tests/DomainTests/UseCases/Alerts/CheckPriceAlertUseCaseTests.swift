// The alert dialog's check: off the tick grid, already true — each refused with its reason; beyond the limits
// accepted with a note.

import Domain
import DomainTestDoubles
import Testing

@Suite("CheckPriceAlertUseCase")
struct CheckPriceAlertUseCaseTests {
    let store = WatchlistStoreFixture()
    let quotes = FakeQuoteRepository()
    let samsung = SampleCatalog.samsungElectronics.code

    /// The check's outcome for `text` while 삼성전자 trades at `price` on a 70,000 base (limits 49,000–91,000).
    func check(_ text: String, price: Int = 72_000) -> Result<CheckedPriceAlert, Error>? {
        quotes.quote = SampleQuotes.quote(samsung, price: price)
        return store.run { DefaultCheckPriceAlertUseCase(quotes: quotes).execute(text: text, code: samsung, name: "삼성전자") }?.result
    }

    func refusal(_ text: String, price: Int = 72_000) -> PriceAlertError? {
        guard case .failure(let error)? = check(text, price: price) else { return nil }
        return error as? PriceAlertError
    }

    @Test("accepts what can fire later today", arguments: [
        (">= 75,000", PriceAlertCondition.atOrAbove(75_000)), ("<= 60000", .atOrBelow(60_000)),
        (">= 91,000", .atOrAbove(91_000)), ("<= 49,000", .atOrBelow(49_000)),
        ("+5%", .riseOf(basisPoints: 500)), ("-3%", .fallOf(basisPoints: 300)), ("+30%", .riseOf(basisPoints: 3_000)),
    ])
    func accepts(text: String, condition: PriceAlertCondition) throws {
        #expect(try check(text)?.get() == CheckedPriceAlert(condition: condition))
    }

    @Test("beyond today's limits is accepted with a note naming the limit")
    func limits() throws {
        #expect(try check(">= 92,000")?.get() == CheckedPriceAlert(condition: .atOrAbove(92_000), note: "not reachable today; upper limit 91,000"))
        #expect(try check("<= 48,000")?.get() == CheckedPriceAlert(condition: .atOrBelow(48_000), note: "not reachable today; lower limit 49,000"))
        #expect(try check("+31%")?.get().note == "not reachable today; upper limit 91,000")
        #expect(try check("-30.5%")?.get().note == "not reachable today; lower limit 49,000")
    }

    @Test("a price off the tick grid is refused offering the nearest grid price")
    func grid() {
        #expect(refusal(">= 75,050") == .offTickGrid(price: 75_050, tick: 100, nearest: 75_000))
        #expect(refusal("<= 60,070") == .offTickGrid(price: 60_070, tick: 100, nearest: 60_100))
        #expect(refusal(">= 266,400") == .offTickGrid(price: 266_400, tick: 500, nearest: 266_500), "beyond the limits, the nearest tick is not cut to them")
        #expect(PriceAlertError.offTickGrid(price: 75_050, tick: 100, nearest: 75_000).message
            == "75,050 is not a price on the tick grid (steps of 100 won there): the nearest is 75,000.")
    }

    @Test("a condition true now is refused: it would fire at once")
    func alreadyTrue() {
        #expect(refusal(">= 75,000", price: 75_000) == .alreadyTrue(.atOrAbove(75_000), price: 75_000, name: "삼성전자"))
        #expect(refusal("-3%", price: 67_000) == .alreadyTrue(.fallOf(basisPoints: 300), price: 67_000, name: "삼성전자"))
        #expect(PriceAlertError.alreadyTrue(.atOrAbove(75_000), price: 75_000, name: "삼성전자").message
            == ">= 75,000 is already true (삼성전자 is at 75,000): it would fire at once.")
    }

    @Test("unreadable text is refused before any quote is asked for; a failed quote fails the check")
    func unreadableAndNoQuote() {
        #expect(refusal("soon") == .notACondition("soon"))
        quotes.quote = nil
        let outcome = store.run { DefaultCheckPriceAlertUseCase(quotes: quotes).execute(text: ">= 75,000", code: samsung, name: "삼성전자") }
        #expect(outcome?.error is QuoteFeedFailure)
    }
}
