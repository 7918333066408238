// A row priced by KRX's after-hours single-price session says so at its name's end; a regular trade does not.

import Domain
import DomainTestDoubles
import Foundation
import Screens
import Testing
import TUICore

@Suite struct WatchlistSinglePriceMarkTests {
    private static func singlePrice(_ code: String, price: Int, base: Int) -> Quote {
        let regular = Quote.of(StockCode(code)!, price: price, base: base, volume: 5_000)
        return Quote(
            code: regular.code, price: regular.price, change: regular.change, sign: regular.sign, changeRate: regular.changeRate,
            volume: regular.volume, tradedValue: regular.tradedValue, open: regular.open, high: regular.high, low: regular.low,
            upperLimit: regular.upperLimit, lowerLimit: regular.lowerLimit, basePrice: regular.basePrice, time: regular.time,
            session: .singlePrice
        )
    }

    @Test func aSinglePriceRowIsMarkedAndARegularOneIsNot() {
        let harness = ScreenHarness(size: Size(width: 100, height: 12))
        harness.feed.send(Self.singlePrice("005930", price: 71_500, base: 70_000))
        harness.quote("000660", price: 180_000, base: 178_000)
        harness.render()
        #expect(harness.line(containing: "005930")?.text.contains("시간외") == true)
        #expect(harness.line(containing: "000660")?.text.contains("시간외") == false)
    }
}
