// The alert engine: armed alerts fire once on the quote that meets them, across watchlists; fired ones wait.

import Domain
import FoundationEssentials
import Testing

@Suite("PriceAlertEngine")
struct PriceAlertEngineTests {
    let samsung = SampleCatalog.samsungElectronics.code
    let kakao = SampleCatalog.kakao.code

    func watchlists() -> [Watchlist] {
        [
            Watchlist(id: WatchlistID("a"), name: "A", codes: [samsung, kakao], alerts: [
                PriceAlert(id: PriceAlertID(1), code: samsung, condition: .atOrAbove(75_000)),
                PriceAlert(id: PriceAlertID(2), code: samsung, condition: .riseOf(basisPoints: 1_000)),
                PriceAlert(id: PriceAlertID(3), code: kakao, condition: .atOrBelow(40_000), state: .fired(at: Date(timeIntervalSince1970: 0), price: 39_000)),
            ]),
            Watchlist(id: WatchlistID("b"), name: "B", codes: [samsung], alerts: [
                PriceAlert(id: PriceAlertID(1), code: samsung, condition: .fallOf(basisPoints: 300)),
            ]),
        ]
    }

    @Test("only armed alerts are watched, by code")
    func armed() {
        let engine = PriceAlertEngine(watchlists: watchlists())
        #expect(engine.armedCount == 3)
        #expect(engine.codes == [samsung])
    }

    @Test("a quote fires what it meets, with the quote's price and time, once")
    func firesOnce() {
        var engine = PriceAlertEngine(watchlists: watchlists())
        #expect(engine.evaluate(SampleQuotes.quote(samsung, price: 74_900)).isEmpty)
        let quote = SampleQuotes.quote(samsung, price: 75_000)
        let fired = engine.evaluate(quote)
        #expect(fired == [PriceAlertFiring(watchlistID: WatchlistID("a"), alertID: PriceAlertID(1), code: samsung, condition: .atOrAbove(75_000), price: 75_000, time: quote.time)])
        #expect(engine.evaluate(SampleQuotes.quote(samsung, price: 76_000)).isEmpty)
        #expect(engine.armedCount == 2)
    }

    @Test("one quote can fire alerts of several watchlists; quotes of other codes fire nothing")
    func several() {
        var engine = PriceAlertEngine(watchlists: watchlists())
        #expect(engine.evaluate(SampleQuotes.quote(kakao, price: 1_000)).isEmpty)
        #expect(engine.evaluate(SampleQuotes.quote(samsung, price: 77_000)).map(\.alertID) == [PriceAlertID(1), PriceAlertID(2)])
        #expect(engine.evaluate(SampleQuotes.quote(samsung, price: 67_900)).map(\.watchlistID) == [WatchlistID("b")])
        #expect(engine.armedCount == 0)
        #expect(engine.codes.isEmpty)
    }

    @Test("상한가 and 하한가 fire on the quote that touches the day's limit, not before")
    func limitTouched() {
        var engine = PriceAlertEngine(watchlists: [Watchlist(id: WatchlistID("a"), name: "A", codes: [samsung], alerts: [
            PriceAlert(id: PriceAlertID(1), code: samsung, condition: .upperLimitTouched),
            PriceAlert(id: PriceAlertID(2), code: samsung, condition: .lowerLimitTouched),
        ])])
        #expect(engine.evaluate(SampleQuotes.quote(samsung, price: 90_900)).isEmpty) // limits 49,000–91,000
        #expect(engine.evaluate(SampleQuotes.quote(samsung, price: 91_000)).map(\.alertID) == [PriceAlertID(1)])
        #expect(engine.evaluate(SampleQuotes.quote(samsung, price: 49_100)).isEmpty)
        #expect(engine.evaluate(SampleQuotes.quote(samsung, price: 49_000)).map(\.alertID) == [PriceAlertID(2)])
    }

    @Test("an ETF's 상한가 is the limit its quote states (on the ETF grid), not a share's limit")
    func exchangeTradedFundLimit() {
        let kodex = SampleCatalog.kodex200.code
        var engine = PriceAlertEngine(watchlists: [Watchlist(id: WatchlistID("a"), name: "A", codes: [kodex], alerts: [
            PriceAlert(id: PriceAlertID(1), code: kodex, condition: .upperLimitTouched),
        ])])
        let limits = KRXPriceGrid.exchangeTradedProducts.dailyLimits(base: 99_265)
        func quote(_ price: Int) -> Quote {
            let sample = SampleQuotes.quote(kodex, price: price, base: 99_265)
            return Quote(
                code: kodex, price: price, change: sample.change, sign: sample.sign, changeRate: sample.changeRate, volume: sample.volume,
                tradedValue: sample.tradedValue, open: sample.open, high: sample.high, low: sample.low,
                upperLimit: limits.upper, lowerLimit: limits.lower, basePrice: 99_265, time: sample.time
            )
        }
        let sharesUpper = KRXPriceGrid.shares.dailyLimits(base: 99_265).upper
        #expect(limits.upper == 129_040 && sharesUpper < limits.upper)
        #expect(engine.evaluate(quote(sharesUpper)).isEmpty, "a share's limit is below the ETF's")
        #expect(engine.evaluate(quote(129_040)).map(\.alertID) == [PriceAlertID(1)])
    }
}
