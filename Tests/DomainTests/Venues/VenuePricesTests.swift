// The spread between Nextrade's and KRX's prices, in won and in percent of KRX's.

import Domain
import DomainTestDoubles
import Testing

@Suite struct VenuePricesTests {
    private let code = StockCode("005930")!

    @Test func theSpreadIsNextradesPriceOverKRXs() {
        let prices = VenuePrices(krx: .of(code, price: 70_000, base: 69_000), nxt: .of(code, price: 70_100, base: 69_000))
        #expect(prices.spread == 100)
        #expect(prices.spreadRate == 0.14)
        let below = VenuePrices(krx: .of(code, price: 70_000, base: 69_000), nxt: .of(code, price: 69_300, base: 69_000))
        #expect(below.spread == -700)
        #expect(below.spreadRate == -1)
    }

    @Test func withoutANextradeTradeThereIsNoSpread() {
        let prices = VenuePrices(krx: .of(code, price: 70_000, base: 69_000), nxt: nil)
        #expect(prices.spread == nil && prices.spreadRate == nil)
    }
}
