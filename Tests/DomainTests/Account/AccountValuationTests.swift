// The account's figures in whole KRW: average price, value and P&L at live or broker prices, totals, order status.

import Domain
import Foundation
import Testing

@Suite struct AccountValuationTests {
    static let samsung = StockCode("005930")!
    static let hynix = StockCode("000660")!

    static func holding(_ code: StockCode, quantity: Int, amount: Int, brokerPrice: Int? = nil, sellable: Int? = nil) -> AccountHolding {
        AccountHolding(code: code, name: "n", quantity: quantity, sellableQuantity: sellable ?? quantity, purchaseAmount: amount, brokerPrice: brokerPrice)
    }

    @Test func theAveragePriceIsTheAmountOverTheQuantityRoundedHalfUp() {
        #expect(Self.holding(Self.samsung, quantity: 3, amount: 210_001).averagePrice == 70_000)
        #expect(Self.holding(Self.samsung, quantity: 2, amount: 140_001).averagePrice == 70_001)
        #expect(Self.holding(Self.samsung, quantity: 0, amount: 0).averagePrice == 0)
    }

    @Test func aHoldingIsValuedAtTheLivePriceBeforeTheBrokers() {
        let holding = Self.holding(Self.samsung, quantity: 10, amount: 700_000, brokerPrice: 69_000)
        let live = HoldingValuation(holding, livePrice: 71_500)
        #expect(live.price == 71_500)
        #expect(live.marketValue == 715_000)
        #expect(live.profit == 15_000)
        #expect(live.returnBasisPoints == 214)
        let broker = HoldingValuation(holding, livePrice: nil)
        #expect(broker.profit == -10_000)
        #expect(broker.returnBasisPoints == -143)
    }

    @Test func withoutAnyPriceAHoldingCountsAtCostWithNoProfit() {
        let valued = HoldingValuation(Self.holding(Self.samsung, quantity: 10, amount: 700_000), livePrice: nil)
        #expect(valued.price == nil)
        #expect(valued.marketValue == 700_000)
        #expect(valued.profit == 0)
    }

    @Test func totalsSumTheHoldingsAndNetAssetsAddTheSettledCash() {
        let snapshot = AccountSnapshot(
            accountName: "t",
            holdings: [Self.holding(Self.samsung, quantity: 10, amount: 700_000, brokerPrice: 70_000), Self.holding(Self.hynix, quantity: 2, amount: 400_000, brokerPrice: 190_000)],
            cash: AccountCash(deposit: 5_000_000, nextDay: 4_800_000, settled: 4_500_000, todayFees: 1_234),
            orders: [], fills: [], time: Date(timeIntervalSince1970: 0)
        )
        let valued = AccountValuation(snapshot, prices: [Self.samsung: 72_000])
        #expect(valued.purchaseTotal == 1_100_000)
        #expect(valued.marketValueTotal == 720_000 + 380_000)
        #expect(valued.profitTotal == 20_000 - 20_000)
        #expect(valued.netAssets == 4_500_000 + 1_100_000)
    }

    @Test func theSellableQuantityNeverExceedsTheHolding() {
        #expect(Self.holding(Self.samsung, quantity: 5, amount: 1, sellable: 9).sellableQuantity == 5)
    }

    @Test func anOrdersStatusFollowsItsFillsCancellationAndRefusal() {
        func order(filled: Int, cancelled: Bool = false, rejected: Bool = false) -> AccountOrder {
            AccountOrder(number: "1", code: Self.samsung, name: "n", side: .buy, quantity: 10, price: 70_000, filledQuantity: filled,
                         isCancelled: cancelled, isRejected: rejected, time: Date(timeIntervalSince1970: 0))
        }
        #expect(order(filled: 0).status == .open)
        #expect(order(filled: 4).status == .partiallyFilled)
        #expect(order(filled: 4).remainingQuantity == 6)
        #expect(order(filled: 10).status == .filled)
        #expect(order(filled: 4, cancelled: true).status == .cancelled)
        #expect(order(filled: 4, cancelled: true).remainingQuantity == 0)
        #expect(order(filled: 0, rejected: true).status == .rejected)
    }
}
