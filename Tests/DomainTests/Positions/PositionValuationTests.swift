// P&L in whole KRW: average price, value, profit and return, with and without commission and tax.

@testable import Domain
import Testing

@Suite("PositionValuation")
struct PositionValuationTests {
    let samsung = SampleCatalog.samsungElectronics.code
    /// 0.015 % commission, 0.18 % transaction tax.
    let brokerCosts = TradingCosts(commissionPerMillion: 150, taxPerMillion: 1_800)

    @Test("without fees, P&L is (price − bought) × quantity")
    func plain() {
        let valued = PositionValuation(Position(code: samsung, lots: [PositionLot(quantity: 10, price: 70_000)]), at: 75_000)
        #expect(valued.quantity == 10)
        #expect(valued.averagePrice == 70_000)
        #expect(valued.marketValue == 750_000)
        #expect(valued.cost == 700_000)
        #expect(valued.profit == 50_000)
        #expect(valued.returnBasisPoints == 714) // 7.142857 %
    }

    @Test("commission on the buy and the sale and tax on the sale, each rounded down to the won")
    func withFees() {
        let valued = PositionValuation(Position(code: samsung, lots: [PositionLot(quantity: 10, price: 70_000)]), at: 75_000, costs: brokerCosts)
        // buy commission ⌊700,000 × 0.00015⌋ = 105; sale commission ⌊112.5⌋ = 112; tax ⌊1,350⌋ = 1,350.
        #expect(valued.cost == 700_105)
        #expect(valued.profit == 750_000 - 112 - 1_350 - 700_105)
        #expect(valued.returnBasisPoints == 692) // 48,433 / 700,105 = 6.9179 %
    }

    @Test("the commission is charged per lot, each rounded down")
    func perLot() {
        let lots = [PositionLot(quantity: 1, price: 6_000), PositionLot(quantity: 1, price: 6_000)]
        let valued = PositionValuation(Position(code: samsung, lots: lots), at: 6_000, costs: TradingCosts(commissionPerMillion: 150, taxPerMillion: 0))
        // ⌊0.9⌋ + ⌊0.9⌋ = 0 per lot, while the sale of 12,000 costs ⌊1.8⌋ = 1.
        #expect(valued.cost == 12_000)
        #expect(valued.profit == -1)
        #expect(valued.returnBasisPoints == -1) // -0.83 basis points round to -1 (-0.01 %)
    }

    @Test("the largest position at the largest price is valued without a trap (the attack trial's lot)")
    func largestPositionIsValued() {
        let lot = PositionLot(quantity: PositionLot.largestQuantity, price: PositionLot.largestPrice)
        let valued = PositionValuation(Position(code: samsung, lots: [lot]), at: 1, costs: brokerCosts)
        #expect(valued.marketValue == 1_000_000_000)
        #expect(valued.returnBasisPoints == -10_000)
        let totals = PositionTotals(Array(repeating: PositionValuation(Position(code: samsung, lots: [lot]), at: MarketLimits.largestPrice), count: 200))
        #expect(totals.marketValue == Int.max)
        #expect(totals.returnBasisPoints == 0)
    }

    @Test("a return of any size is computed in basis points without a trap", arguments: [
        (Int.max, 1, Int.max), (Int.min + 1, 1, Int.min), (700_000_000_000_000, 1_000_000_000_000, 7_000_000), (-1, 20_000, -1),
    ])
    func basisPointsNeverTrap(part: Int, whole: Int, expected: Int) {
        #expect(PositionValuation.basisPoints(part, of: whole) == expected)
    }

    @Test("the average price rounds half up to the won over all lots")
    func averagePrice() {
        let position = Position(code: samsung, lots: [PositionLot(quantity: 10, price: 70_000), PositionLot(quantity: 5, price: 71_001)])
        #expect(position.quantity == 15)
        #expect(position.amount == 1_055_005)
        #expect(position.averagePrice == 70_334) // 70,333.67
        #expect(Position(code: samsung, lots: [PositionLot(quantity: 2, price: 3), PositionLot(quantity: 2, price: 4)]).averagePrice == 4) // 3.5 up
    }

    @Test("a loss gives a negative profit and return")
    func loss() {
        let valued = PositionValuation(Position(code: samsung, lots: [PositionLot(quantity: 3, price: 70_000)]), at: 63_000)
        #expect(valued.profit == -21_000)
        #expect(valued.returnBasisPoints == -1_000)
    }

    @Test("totals add values, costs and profits; the return is the summed profit over the summed cost")
    func totals() {
        let first = PositionValuation(Position(code: samsung, lots: [PositionLot(quantity: 10, price: 70_000)]), at: 77_000)
        let second = PositionValuation(Position(code: SampleCatalog.kakao.code, lots: [PositionLot(quantity: 100, price: 50_000)]), at: 45_000)
        let totals = PositionTotals([first, second])
        #expect(totals.positionCount == 2)
        #expect(totals.marketValue == 770_000 + 4_500_000)
        #expect(totals.cost == 5_700_000)
        #expect(totals.profit == 70_000 - 500_000)
        #expect(totals.returnBasisPoints == -754) // -430,000 / 5,700,000 = -7.5439 %
        #expect(PositionTotals([]).returnBasisPoints == 0)
    }

    @Test("fees on amounts near the largest accepted stay exact")
    func largeAmounts() {
        #expect(TradingCosts(commissionPerMillion: 150, taxPerMillion: 1_800).tax(on: 1_000_000_000_000) == 1_800_000_000)
        #expect(TradingCosts(commissionPerMillion: 150, taxPerMillion: 0).commission(on: 999_999_999_999) == 149_999_999)
    }
}
