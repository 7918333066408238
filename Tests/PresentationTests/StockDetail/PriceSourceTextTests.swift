// The detail view's price source: socket live, a REST snapshot while trading, the last close while shut.

import Domain
import DomainTestDoubles
import Foundation
import Presentation
import Testing

@Suite struct PriceSourceTextTests {
    /// 2026-12-04 19:02:11 in Korea.
    private let quote = Quote.of(StockCode("005930")!, price: 272_250, base: 272_000, time: Date(timeIntervalSince1970: 1_796_378_531))

    @Test func eachSourceSaysWhereAndWhen() {
        #expect(PriceSourceText.text(source: .live, quote: quote, isTrading: true) == "socket live · 19:02:11")
        #expect(PriceSourceText.text(source: .polled, quote: quote, isTrading: true) == "REST snapshot at 19:02:11")
        #expect(PriceSourceText.text(source: .polled, quote: quote, isTrading: false) == "last close · REST snapshot at 19:02:11")
        #expect(PriceSourceText.text(source: .stale, quote: quote, isTrading: true) == "REST snapshot at 19:02:11 · last poll failed")
        #expect(PriceSourceText.text(source: .krxClose, quote: quote, isTrading: true)?.hasPrefix("KRX close · REST snapshot at 19:02:11") == true)
    }

    @Test func aSinglePricePriceSaysItsSessionEvenWhenNothingElseTrades() {
        let q = quote
        let singlePrice = Quote(
            code: q.code, price: q.price, change: q.change, sign: q.sign, changeRate: q.changeRate, volume: 5_000, tradedValue: q.tradedValue,
            open: q.open, high: q.high, low: q.low, upperLimit: q.upperLimit, lowerLimit: q.lowerLimit, basePrice: q.basePrice, time: q.time,
            session: .singlePrice
        )
        let note = " · KRX after-hours single price (시간외 단일가; volume of that session)"
        #expect(PriceSourceText.text(source: .live, quote: singlePrice, isTrading: true) == "socket live · 19:02:11" + note)
        #expect(PriceSourceText.text(source: .polled, quote: singlePrice, isTrading: false) == "REST snapshot at 19:02:11" + note)
        #expect(PriceSourceText.text(source: .stale, quote: singlePrice, isTrading: false) == "REST snapshot at 19:02:11" + note + " · last poll failed")
        #expect(
            PriceSourceText.text(source: .krxClose, quote: singlePrice, isTrading: true)
                == "KRX at 19:02:11" + note + " · Nextrade is trading, not shown on this account",
            "on a feed that sees KRX only the price is the single-price match, not KRX's close"
        )
    }

    @Test func nothingWithoutAQuoteOrASource() {
        #expect(PriceSourceText.text(source: nil, quote: quote, isTrading: true) == nil)
        #expect(PriceSourceText.text(source: .live, quote: nil, isTrading: true) == nil)
    }
}
