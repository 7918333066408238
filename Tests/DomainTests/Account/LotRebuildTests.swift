// Lots rebuilt from fills: one lot per buy, sales at the moving average, the shares bought before the
// window priced from the broker's cost, what a flat moment leaves out, and fills that cannot explain the holding.

import Domain
import DomainTestDoubles
import FoundationEssentials
import Testing

@Suite struct LotRebuildTests {
    let samsung = SampleCatalog.samsungElectronics.code
    let since = TradeDate("2026-09-01")!
    let costs = TradingCosts(commissionPerMillion: 150, taxPerMillion: 1_800)

    /// A fill of order `order` on day `day` of September 2026 (10:00 in Korea, plus `second`).
    func fill(_ order: String, _ side: OrderSide, _ quantity: Int, at price: Int, day: Int, second: Int = 0, code: StockCode? = nil) -> AccountFill {
        AccountFill(
            orderNumber: order, code: code ?? samsung, side: side, quantity: quantity, price: price,
            time: Date(timeIntervalSince1970: 1_788_224_400 + Double((day - 1) * 86_400 + second))
        )
    }

    func holding(_ quantity: Int, costing amount: Int) -> AccountHolding {
        AccountHolding(code: samsung, name: "삼성전자", quantity: quantity, sellableQuantity: quantity, purchaseAmount: amount, brokerPrice: 71_000)
    }

    func rebuild(_ holding: AccountHolding, _ fills: [AccountFill]) throws(LotRebuildError) -> LotRebuild {
        try LotRebuild(holding: holding, fills: fills, since: since, costs: costs)
    }

    @Test func eachBuyIsALotDatedItsDayTheFillsOfOneOrderAtOnePriceTogether() throws {
        let fills = [
            fill("1", .buy, 4, at: 70_000, day: 5), fill("1", .buy, 6, at: 70_000, day: 5, second: 3), fill("2", .buy, 20, at: 72_000, day: 20),
            fill("9", .buy, 7, at: 190_000, day: 6, code: SampleCatalog.skHynix.code),
        ]
        let rebuilt = try rebuild(holding(30, costing: 2_140_000), fills.reversed())
        #expect(rebuilt.position.lots == [
            PositionLot(quantity: 10, price: 70_000, date: TradeDate("2026-09-05")), PositionLot(quantity: 20, price: 72_000, date: TradeDate("2026-09-20")),
        ])
        #expect(rebuilt.position.sales.isEmpty && rebuilt.openingQuantity == 0)
        #expect(rebuilt.usedFillCount == 3 && rebuilt.leftOutFillCount == 0)
        #expect(rebuilt.position.amount == 2_140_000)
    }

    @Test func aSellIsBookedAtTheMovingAverageWithItsFees() throws {
        let fills = [fill("1", .buy, 10, at: 70_000, day: 2), fill("2", .sell, 4, at: 75_000, day: 9), fill("3", .buy, 20, at: 72_000, day: 16)]
        let rebuilt = try rebuild(holding(26, costing: 1_860_000), fills)
        let sale = try #require(rebuilt.position.sales.first)
        #expect(rebuilt.position.sales.count == 1 && sale.quantity == 4 && sale.price == 75_000 && sale.date == TradeDate("2026-09-09"))
        #expect(sale.costAmount == 280_000 && sale.tax == 540 && sale.sellCommission == 45)
        #expect(rebuilt.position.quantity == 26 && rebuilt.position.amount == 1_860_000)
    }

    @Test func sharesBoughtBeforeTheWindowOpenItPricedFromTheBrokersCost() throws {
        // 10 held before: 4 sold, 5 bought. Cost = 6/10 of theirs + 360,000 = 780,000 → they cost 70,000 each.
        let fills = [fill("1", .sell, 4, at: 75_000, day: 3), fill("2", .buy, 5, at: 72_000, day: 10)]
        let rebuilt = try rebuild(holding(11, costing: 780_000), fills)
        #expect(rebuilt.openingQuantity == 10)
        #expect(rebuilt.position.lots == [PositionLot(quantity: 10, price: 70_000), PositionLot(quantity: 5, price: 72_000, date: TradeDate("2026-09-10"))])
        #expect(rebuilt.position.sales.first?.costAmount == 280_000)
        #expect(rebuilt.position.amount == 780_000 && rebuilt.position.quantity == 11)
        let noFills = try rebuild(holding(10, costing: 700_700), [])
        #expect(noFills.position.lots == [PositionLot(quantity: 10, price: 70_070)] && noFills.usedFillCount == 0)
    }

    @Test func whenTheOlderSharesWereAllSoldWhatCameBeforeIsLeftOut() throws {
        let fills = [fill("1", .sell, 6, at: 80_000, day: 2), fill("2", .sell, 4, at: 81_000, day: 3), fill("3", .buy, 5, at: 72_000, day: 8)]
        let rebuilt = try rebuild(holding(5, costing: 360_000), fills)
        #expect(rebuilt.openingQuantity == 0 && rebuilt.leftOutFillCount == 2 && rebuilt.usedFillCount == 1)
        #expect(rebuilt.position.lots == [PositionLot(quantity: 5, price: 72_000, date: TradeDate("2026-09-08"))] && rebuilt.position.sales.isEmpty)
        // Bought and sold within the window, every fill's cost is known: a round trip stays, with its sale.
        let roundTrip = [fill("1", .buy, 5, at: 70_000, day: 2), fill("2", .sell, 5, at: 71_000, day: 3), fill("3", .buy, 5, at: 72_000, day: 8)]
        let kept = try rebuild(holding(5, costing: 360_000), roundTrip)
        #expect(kept.leftOutFillCount == 0 && kept.position.lots.count == 2 && kept.position.sales.count == 1)
        #expect(kept.position.realisedProfit == 5_000 - 52 - 53 - 639)
    }

    @Test func fillsThatCannotExplainTheHoldingAreRefusedWithWhy() {
        #expect(throws: LotRebuildError.fillsExceedHolding(explained: 10, held: 5, since: since)) {
            try rebuild(holding(5, costing: 350_000), [fill("1", .buy, 10, at: 70_000, day: 2)])
        }
        #expect(throws: LotRebuildError.soldMoreThanHeld(date: TradeDate("2026-09-02")!, quantity: 5, held: 0)) {
            try rebuild(holding(10, costing: 720_000), [fill("1", .sell, 5, at: 70_000, day: 2), fill("2", .buy, 15, at: 72_000, day: 4)])
        }
        #expect(throws: LotRebuildError.costDisagrees(quantity: 10, since: since, brokerAmount: 300_000)) {
            try rebuild(holding(15, costing: 300_000), [fill("1", .buy, 5, at: 72_000, day: 2)])
        }
        #expect(throws: LotRebuildError.nothingToRebuild(since: since)) { try rebuild(holding(0, costing: 0), []) }
        // Figures no lot can hold (a feed's nonsense) are refused, never summed into a trap.
        let huge = 10_000_000_000_000_000
        // Bought and sold in the window, these would have booked a sale whose amount (10^16 × 100,000) traps.
        #expect(throws: LotRebuildError.tooLarge) {
            try rebuild(holding(0, costing: 0), [fill("1", .buy, huge, at: 100_000, day: 2), fill("2", .sell, huge, at: 100_000, day: 3)])
        }
        #expect(throws: LotRebuildError.tooLarge) { try rebuild(holding(huge, costing: huge), []) }
        #expect(throws: LotRebuildError.tooLarge) {
            try rebuild(holding(900_000_000, costing: 900_000_000), [fill("1", .buy, 900_000_000, at: 1, day: 2), fill("2", .sell, 900_000_000, at: 1, day: 3)])
        }
        #expect(
            LotRebuildError.fillsExceedHolding(explained: 10, held: 5, since: since).message
                == "Your fills since 2026-09-01 buy 10 shares, the broker holds 5: shares left the account another way (a transfer?); import the holding with i instead."
        )
    }
}
