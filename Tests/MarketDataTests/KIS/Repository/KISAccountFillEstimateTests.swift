// The account a fill leaves before KIS's balance says it: shares, moving-average cost, D+2 cash, today's fills.

import Domain
import Foundation
@testable import MarketData
import Testing

@Suite struct KISAccountFillEstimateTests {
    private static let samsung = StockCode("005930")!
    private static let time = Date(timeIntervalSince1970: 1_764_550_000)
    private static let snapshot = AccountSnapshot(
        accountName: "5012-****-01",
        holdings: [AccountHolding(code: samsung, name: "삼성전자", quantity: 10, sellableQuantity: 10, purchaseAmount: 2_700_000, brokerPrice: 272_000)],
        cash: AccountCash(deposit: 5_000_000, nextDay: 5_000_000, settled: 5_000_000, todayFees: 0), orders: [], fills: [], time: time
    )

    private static func fill(_ side: OrderSide, _ code: StockCode = samsung, quantity: Int, price: Int) -> AccountFill {
        AccountFill(orderNumber: "1", code: code, side: side, quantity: quantity, price: price, time: time)
    }

    @Test func aBuyAddsSharesAtItsPriceAndTakesD2Cash() {
        let buy = Self.fill(.buy, quantity: 5, price: 280_000)
        let after = KISAccountRepository.applying(buy, name: "삼성전자", fills: [buy], to: Self.snapshot)
        #expect(after.holdings.first?.quantity == 15 && after.holdings.first?.purchaseAmount == 2_700_000 + 1_400_000)
        #expect(after.holdings.first?.sellableQuantity == 15)
        #expect(after.cash.settled == 3_600_000 && after.cash.deposit == 5_000_000)
        #expect(after.fills == [buy])
    }

    @Test func aSaleKeepsTheAverageCostAndAddsD2Cash() {
        let sale = Self.fill(.sell, quantity: 4, price: 300_000)
        let after = KISAccountRepository.applying(sale, name: "삼성전자", fills: [sale], to: Self.snapshot)
        #expect(after.holdings.first?.quantity == 6 && after.holdings.first?.purchaseAmount == 6 * 270_000)
        #expect(after.holdings.first?.sellableQuantity == 6)
        #expect(after.cash.settled == 6_200_000)
    }

    @Test func aBuyOfANewStockAddsAHoldingNamedByTheNotice() {
        let hynix = StockCode("000660")!
        let buy = Self.fill(.buy, hynix, quantity: 2, price: 110_000)
        let after = KISAccountRepository.applying(buy, name: "SK하이닉스", fills: [buy], to: Self.snapshot)
        #expect(after.holdings.map(\.code) == [Self.samsung, hynix])
        #expect(after.holdings.last?.name == "SK하이닉스" && after.holdings.last?.purchaseAmount == 220_000)
    }
}
