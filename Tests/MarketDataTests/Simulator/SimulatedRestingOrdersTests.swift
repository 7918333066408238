// One stock's resting orders: each side in priority order, a trade's crossing orders found as a suffix.

import Domain
import Foundation
@testable import MarketData
import Testing

@Suite struct SimulatedRestingOrdersTests {
    private static func order(_ side: OrderSide, _ price: Int?) -> AccountOrder {
        AccountOrder(number: "1", code: StockCode("005930")!, name: "삼성전자", side: side, quantity: 1, price: price, time: Date(timeIntervalSince1970: 0))
    }

    @Test func aTradeCrossesTheBuysAtOrAboveItsPriceTheSellsAtOrBelowAndEveryMarketOrder() {
        var resting = SimulatedRestingOrders()
        let placed: [(OrderSide, Int?)] = [(.buy, 69_900), (.buy, 70_000), (.sell, 70_100), (.buy, nil), (.sell, 70_000), (.buy, 70_000), (.sell, nil)]
        for (index, (side, price)) in placed.enumerated() { resting.insert(Self.order(side, price), at: index) }
        #expect(Set(resting.crossing(at: 70_000)) == [1, 3, 4, 5, 6])
        #expect(Set(resting.crossing(at: 70_100)) == [2, 3, 4, 6])
        #expect(resting.buys.map(\.index) == [0, 5, 1, 3])
        #expect(Set(resting.sellIndices) == [2, 4, 6])
    }

    @Test func removingEveryOrderLeavesItEmptyAndAnOrderNotThereChangesNothing() {
        var resting = SimulatedRestingOrders()
        resting.insert(Self.order(.buy, 70_000), at: 0)
        resting.insert(Self.order(.sell, 71_000), at: 1)
        resting.remove(Self.order(.buy, 70_000), at: 7)
        #expect(!resting.isEmpty && resting.buys.count == 1)
        resting.remove(Self.order(.buy, 70_000), at: 0)
        resting.remove(Self.order(.sell, 71_000), at: 1)
        #expect(resting.isEmpty)
    }
}
