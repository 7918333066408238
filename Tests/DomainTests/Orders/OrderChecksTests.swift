// The order ticket's safeguards: reading, tick grid, limits, buying power, sellable shares, staleness, venues, permissions, precautions.

import Domain
import FoundationEssentials
import Testing

@Suite("OrderChecks")
struct OrderChecksTests {
    let samsung = SampleCatalog.samsungElectronics.code
    let now = Date(timeIntervalSince1970: 1_800_000_010)
    let costs = TradingCosts(commissionPerMillion: 150, taxPerMillion: 1_800)

    func market(
        price: Int = 70_000, cash: Int = 842_000, held: Int = 15, sellable: Int? = nil, orders: [AccountOrder] = [], venues: [Venue] = [.krx],
        quoteTime: Date = Date(timeIntervalSince1970: 1_800_000_000), grid: KRXPriceGrid = .shares
    ) -> OrderMarket {
        let holding = AccountHolding(code: samsung, name: "삼성전자", quantity: held, sellableQuantity: sellable ?? held, purchaseAmount: held * 60_000, brokerPrice: nil)
        let account = AccountSnapshot(accountName: "simulated", holdings: [holding], cash: .settled(cash), orders: orders, fills: [], time: now)
        return OrderMarket(quote: SampleQuotes.quote(samsung, price: price, time: quoteTime), grid: grid, account: account, openVenues: venues, now: now)
    }

    func ticket(
        _ text: String, side: OrderSide = .buy, market: OrderMarket? = nil, costs: TradingCosts = .none,
        permissions: Set<OrderAction> = Set(OrderAction.allCases)
    ) throws(OrderRefusal) -> OrderTicket {
        try OrderChecks.ticket(
            try OrderEntry(parsing: text), side: side, name: "삼성전자", market: market ?? self.market(), costs: costs, precautions: .standard,
            permissions: permissions
        )
    }

    func refusal(_ text: String, side: OrderSide = .buy, market: OrderMarket? = nil, permissions: Set<OrderAction> = Set(OrderAction.allCases)) -> OrderRefusal? {
        do throws(OrderRefusal) {
            _ = try ticket(text, side: side, market: market, permissions: permissions)
            return nil
        } catch {
            return error
        }
    }

    @Test("reads a quantity at a price, at the market, and a venue")
    func reading() throws {
        #expect(try OrderEntry(parsing: "10 @ 70,000") == OrderEntry(quantity: 10, price: .limit(70_000)))
        #expect(try OrderEntry(parsing: " 10@market ") == OrderEntry(quantity: 10, price: .market))
        #expect(try OrderEntry(parsing: "10 @ 시장가") == OrderEntry(quantity: 10, price: .market))
        #expect(try OrderEntry(parsing: "10 @ 70000 nxt") == OrderEntry(quantity: 10, price: .limit(70_000), venue: .nxt))
        #expect(throws: OrderRefusal.notAnOrder("10 70000")) { try OrderEntry(parsing: "10 70000") }
        #expect(throws: OrderRefusal.notAPrice("cheap")) { try OrderEntry(parsing: "10 @ cheap") }
        #expect(throws: OrderRefusal.notAVenue("NYSE")) { try OrderEntry(parsing: "10 @ 70,000 NYSE") }
        #expect(throws: OrderRefusal.notAQuantity("0")) { try OrderEntry(parsing: "0 @ 70,000") }
    }

    @Test("an off-grid price is refused naming both neighbours; an ETF's grid is its own")
    func tickGrid() {
        let refused = refusal("1 @ 70,050")
        #expect(refused == .offTickGrid(price: 70_050, tick: 100, below: 70_000, above: 70_100))
        #expect(refused?.message == "70,050 is not on the tick grid (steps of 100 here): 70,000 or 70,100.")
        #expect(refusal("1 @ 70,005", market: market(grid: .exchangeTradedProducts)) == nil)
    }

    @Test("a price beyond today's limits is refused with the limit named; the limit itself is taken")
    func limits() {
        #expect(refusal("1 @ 91,100") == .aboveUpperLimit(price: 91_100, upper: 91_000))
        #expect(refusal("1 @ 91,100")?.message.contains("above today's upper limit 91,000") == true)
        #expect(refusal("1 @ 48,900") == .belowLowerLimit(price: 48_900, lower: 49_000))
        #expect(refusal("1 @ 91,000") == nil)
    }

    @Test("a buy beyond the cash says how many shares the buying power buys")
    func buyingPower() {
        let refused = refusal("13 @ 70,000")
        #expect(refused == .beyondBuyingPower(quantity: 13, affordable: 12, price: 70_000, buyingPower: 842_000))
        #expect(refused?.message.hasPrefix("Buying power (842,000 won) covers 12 shares at 70,000: 13 shares") == true)
        #expect(refusal("12 @ 70,000") == nil)
        let resting = AccountOrder(number: "1", code: samsung, name: "삼성전자", side: .buy, quantity: 1, price: 70_000, time: now)
        #expect(refusal("12 @ 70,000", market: market(orders: [resting])) == .beyondBuyingPower(quantity: 12, affordable: 11, price: 70_000, buyingPower: 772_000))
    }

    @Test("a market buy counts cash at today's upper limit, as the broker reserves it")
    func marketBuyReservesUpperLimit() throws {
        #expect(refusal("10 @ market") == .beyondBuyingPower(quantity: 10, affordable: 9, price: 91_000, buyingPower: 842_000))
        #expect(try ticket("9 @ market").countedPrice == 91_000)
    }

    @Test("a sale beyond the sellable shares (the broker's 주문가능수량: held minus open sells) is refused")
    func sellable() {
        #expect(refusal("16 @ 70,000", side: .sell) == .beyondSellable(quantity: 16, sellable: 15))
        #expect(refusal("11 @ 70,000", side: .sell, market: market(sellable: 10)) == .beyondSellable(quantity: 11, sellable: 10))
        #expect(refusal("10 @ 70,000", side: .sell, market: market(sellable: 10)) == nil)
    }

    @Test("a stale price, a shut market, a venue not trading and a forbidden action refuse")
    func hardRefusals() {
        #expect(refusal("1 @ 70,000", market: market(quoteTime: Date(timeIntervalSince1970: 1_800_000_010 - 61))) == .stalePrice(name: "삼성전자", seconds: 61))
        #expect(refusal("1 @ 70,000", market: market(venues: [])) == .venueNotTrading(nil, name: "삼성전자"))
        #expect(refusal("1 @ 70,000 NXT") == .venueNotTrading(.nxt, name: "삼성전자", open: [.krx]))
        #expect(refusal("1 @ 70,000 NXT")?.message == "NXT is not trading 삼성전자 now; KRX is: end the order with KRX, or with no venue.")
        #expect(refusal("1 @ 70,000 KRX", market: market(venues: [])) == .venueNotTrading(.krx, name: "삼성전자"))
        #expect(refusal("1 @ 70,000 KRX", market: market(venues: []))?.message == "KRX is not trading 삼성전자 now.")
    }

    @Test("Nextrade's pre- and after-market take limit orders only; its main market takes market orders too")
    func nextradeOutsideItsMainMarketTakesLimitOrdersOnly() {
        #expect(refusal("1 @ market", market: market(venues: [.nxt])) == .limitOnlyOnNextrade)
        #expect(refusal("1 @ market", side: .sell, market: market(venues: [.nxt])) == .limitOnlyOnNextrade)
        #expect(refusal("1 @ 70,000", market: market(venues: [.nxt])) == nil)
        #expect(refusal("1 @ market NXT", market: market(venues: [.krx, .nxt])) == nil, "09:00–15:20: Nextrade's main market")
        #expect(refusal("1 @ market", market: market(venues: [.krx])) == nil)
        #expect(refusal("1 @ 70,000", side: .sell, permissions: [.buy]) == .notPermitted(.sell))
    }

    @Test("precautions: far from the last price, above the value cap, above the quantity cap")
    func precautions() throws {
        let far = try ticket("1 @ 80,000", market: market(cash: 100_000_000))
        #expect(OrderChecks.warnings(far, last: 70_000, precautions: .standard) == [.farFromLastPrice(percent: 14, last: 70_000, allowed: 10)])
        let big = try ticket("1,001 @ 70,000", market: market(cash: 100_000_000))
        #expect(OrderChecks.warnings(big, last: 70_000, precautions: .standard) == [
            .valueAboveCap(value: 70_070_000, cap: 10_000_000), .quantityAboveCap(quantity: 1_001, cap: 1_000),
        ])
        #expect(OrderChecks.warnings(try ticket("10 @ 70,000"), last: 70_000, precautions: .standard).isEmpty)
    }

    @Test("the review counts commission, the sale's tax and the cash after")
    func review() throws {
        let buy = OrderReview(ticket: try ticket("10 @ 70,000", costs: costs), mode: .simulated, costs: costs, cash: 842_000, warnings: [])
        #expect(buy.commission == 105)
        #expect(buy.tax == 0)
        #expect(buy.cashAfter == 842_000 - 700_000 - 105)
        let sale = OrderReview(ticket: try ticket("10 @ 70,000", side: .sell, costs: costs), mode: .simulated, costs: costs, cash: 842_000, warnings: [])
        #expect(sale.tax == 1_260)
        #expect(sale.cashAfter == 842_000 + 700_000 - 105 - 1_260)
    }
}
