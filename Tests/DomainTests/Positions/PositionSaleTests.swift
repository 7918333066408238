// Selling out of a position by moving average: partial sells, average cost, fees and tax in whole KRW.

import Domain
import Testing

@Suite("PositionSale")
struct PositionSaleTests {
    let samsung = SampleCatalog.samsungElectronics.code
    /// 0.015 % commission, 0.20 % transaction tax (거래세 with 농특세 on KOSPI, 2026).
    let brokerCosts = TradingCosts(commissionPerMillion: 150, taxPerMillion: 2_000)

    /// 10 @ 70,000 then 10 @ 80,000: 20 shares, 1,500,000 spent, average 75,000.
    var twoLots: Position {
        Position(code: samsung, lots: [PositionLot(quantity: 10, price: 70_000), PositionLot(quantity: 10, price: 80_000)])
    }

    @Test("a partial sale takes the moving average cost, and the rest keeps the average price")
    func partialAtAverage() throws {
        var position = twoLots
        let sale = try position.sale(quantity: 5, price: 90_000, date: TradeDate("2026-12-01"), costs: .none)
        #expect(sale.costAmount == 375_000) // 1,500,000 × 5 / 20, not the first lot's 70,000 (FIFO)
        #expect(sale.proceeds == 450_000)
        #expect(sale.profit == 75_000)
        position.sales.append(sale)
        #expect(position.quantity == 15)
        #expect(position.amount == 1_125_000)
        #expect(position.averagePrice == 75_000)
        #expect(position.realisedProfit == 75_000)
    }

    @Test("a buy after a sale moves the average; the next sale uses the new one")
    func buyAfterSale() throws {
        var position = twoLots
        position.sales.append(try position.sale(quantity: 10, price: 75_000, date: nil, costs: .none))
        position.lots.append(PositionLot(quantity: 10, price: 65_000))
        #expect(position.quantity == 20)
        #expect(position.averagePrice == 70_000) // (750,000 + 650,000) / 20
        let second = try position.sale(quantity: 20, price: 70_000, date: nil, costs: .none)
        #expect(second.costAmount == 1_400_000)
        #expect(second.profit == 0)
    }

    @Test("commission on the buys (their share) and the sale, tax on the sale, each rounded down to the won")
    func feesAndTax() throws {
        let position = twoLots
        // Buy commissions ⌊105⌋ + ⌊120⌋ = 225; 7 of 20 shares take 225 × 7 / 20 = 78.75 → 79 (half up).
        let sale = try position.sale(quantity: 7, price: 81_300, date: nil, costs: brokerCosts)
        #expect(sale.proceeds == 569_100)
        #expect(sale.costAmount == 525_000)
        #expect(sale.buyCommission == 79)
        #expect(sale.sellCommission == 85) // ⌊85.365⌋
        #expect(sale.tax == 1_138) // ⌊1,138.2⌋
        #expect(sale.profit == 569_100 - 85 - 1_138 - 525_000 - 79)
    }

    @Test("rounded shares of the cost never leave a remainder: selling the rest takes exactly what is left")
    func noRemainder() throws {
        var position = Position(code: samsung, lots: [PositionLot(quantity: 3, price: 10_000), PositionLot(quantity: 1, price: 10_005)])
        position.sales.append(try position.sale(quantity: 1, price: 10_000, date: nil, costs: brokerCosts))
        position.sales.append(try position.sale(quantity: 1, price: 10_000, date: nil, costs: brokerCosts))
        position.sales.append(try position.sale(quantity: 2, price: 10_000, date: nil, costs: brokerCosts))
        #expect(position.quantity == 0)
        #expect(position.amount == 0)
        #expect(position.heldBuyCommission(costs: brokerCosts) == 0)
        #expect(position.sales.map(\.costAmount).reduce(0, +) == 40_005)
    }

    @Test("more than is held is refused")
    func moreThanHeld() {
        #expect(throws: PositionLotError.moreThanHeld(quantity: 21, held: 20)) { try twoLots.sale(quantity: 21, price: 1, date: nil, costs: .none) }
    }

    @Test("a valuation after a sale counts only what is held, at its moving-average cost")
    func valuationAfterSale() throws {
        var position = twoLots
        position.sales.append(try position.sale(quantity: 10, price: 90_000, date: nil, costs: brokerCosts))
        let valued = PositionValuation(position, at: 80_000, costs: brokerCosts)
        #expect(valued.quantity == 10)
        #expect(valued.cost == 750_000 + 112) // 225 less the 112.5 → 113 the sale took
        #expect(valued.marketValue == 800_000)
    }
}
