// The pure tick generator over a million trades: grid, limits, signs, range and totals always hold.

import Domain
import Foundation
@testable import MarketData
import Testing

@Suite("SimulatedTickGenerator")
struct SimulatedTickGeneratorTests {
    /// Listings chosen to cross band edges (1,999→2,000, 199,900→200,000) and to reach both limits,
    /// including 180,100 whose upper limit (234,100) lies off its own band's 500-won grid.
    static let listings: [SimulatedListing] = [1_000, 1_990, 4_990, 19_610, 49_950, 180_100, 299_500, 2_289_000]
        .enumerated().map { index, price in
            let stock = Stock(code: StockCode("T0000\(index)")!, nameKorean: "시험\(index)", nameEnglish: "Test \(index)", market: .kospi)
            return SimulatedListing(stock: stock, referencePrice: price)
        }

    static func market(seed: UInt64, meanReversion: Double = 0.3, driftChance: Double = SimulatorConfiguration().driftChance) -> SimulatedTickGenerator {
        var configuration = SimulatorConfiguration(seed: seed, tradesPerSecond: 0.5...5, meanReversion: meanReversion)
        configuration.driftChance = driftChance
        return SimulatedTickGenerator(listings: listings, configuration: configuration)
    }

    @Test("over 1,000,000 trades every quote is on the grid, within limits, signed right, with high ≥ price ≥ low")
    func invariants() {
        // Every trade a tick: the walk reaches the limits, where the grid and sign rules bite.
        var market = Self.market(seed: 2026, meanReversion: 0, driftChance: 1)
        var previous = market.listings
        var reachedUpper = Set<Int>(), reachedLower = Set<Int>()
        var violations: [String] = []
        for _ in 0..<1_000_000 {
            let trade = market.nextTrade()
            let state = trade.state
            let before = previous[trade.listing]
            if !(KRXPriceGrid.shares.isOnGrid(state.price) || state.price == state.upperLimit) { violations.append("off grid \(state.price)") }
            if !(state.lowerLimit...state.upperLimit).contains(state.price) { violations.append("outside limits \(state.price)") }
            if !(state.low <= state.price && state.price <= state.high) { violations.append("range \(state.low) \(state.price) \(state.high)") }
            if state.volume <= before.volume || state.tradedValue <= before.tradedValue { violations.append("totals went down") }
            if state.sign != Self.expectedSign(state) { violations.append("sign \(state.sign) at \(state.price)") }
            if state.price == state.upperLimit { reachedUpper.insert(trade.listing) }
            if state.price == state.lowerLimit { reachedLower.insert(trade.listing) }
            previous[trade.listing] = state
            if violations.count > 10 { break }
        }
        #expect(violations.isEmpty)
        #expect(reachedUpper.count + reachedLower.count >= 4, "the walk must reach limits for the sign check to mean anything")
    }

    static func expectedSign(_ state: SimulatedListingState) -> PriceChangeSign {
        switch state.price {
        case state.upperLimit: .upperLimit
        case state.lowerLimit: .lowerLimit
        case (state.basePrice + 1)...: .rise
        case ..<state.basePrice: .fall
        default: .flat
        }
    }

    /// A trial's 현대차 lost 3 % in 30 seconds of Nextrade's evening: each trade stepped up to two ticks.
    @Test("an hour of three trades a second: the price ticks on most trades yet stays within a few percent")
    func anHourWandersLikeAStock() {
        let stock = Stock(code: StockCode("005380")!, nameKorean: "현대차", nameEnglish: "Hyundai Motor", market: .kospi)
        var market = SimulatedTickGenerator(
            listings: [SimulatedListing(stock: stock, referencePrice: 685_000)], configuration: .init(seed: 7, tradesPerSecond: 3...3)
        )
        var prices: [Int] = []
        market.advance(by: 3_600) { trade in prices.append(trade.state.price) }
        let changes = zip(prices, prices.dropFirst()).filter { $0 != $1 }.count
        let farthest = prices.map { abs($0 - 685_000) }.max() ?? 0
        #expect(prices.count > 10_000)
        #expect(changes * 10 > prices.count * 4, "\(changes) of \(prices.count) trades moved the price")
        #expect(farthest * 100 <= 685_000 * 3, "\(farthest) won from the start")
    }

    @Test("the same seed replays the same trades; another seed does not")
    func reproducible() {
        func trades(seed: UInt64) -> [SimulatedTrade] {
            var market = Self.market(seed: seed)
            return (0..<5_000).map { _ in market.nextTrade() }
        }
        #expect(trades(seed: 9) == trades(seed: 9))
        #expect(trades(seed: 9) != trades(seed: 10))
    }

    @Test("each listing keeps its own pace, and the clock only moves forward")
    func pace() {
        var market = Self.market(seed: 3)
        var counts = [Int](repeating: 0, count: Self.listings.count)
        var lastTime = 0.0
        var ordered = true
        market.advance(by: 600) { trade in
            counts[trade.listing] += 1
            ordered = ordered && trade.time >= lastTime
            lastTime = trade.time
        }
        #expect(ordered)
        #expect(market.clock == 600)
        #expect(counts.allSatisfy { (150...6_000).contains($0) })
        #expect(Set(counts).count > 1)
    }

    @Test("an auction's match trades a block: at least twenty shares, and a twentieth of the day's volume give or take a third")
    func auctionMatch() {
        var market = Self.market(seed: 11)
        let opening = market.auctionMatch(0)
        #expect(opening.state.volume >= 20 && opening.state.tradeCount == 1)
        market.advance(by: 3_600) { _ in }
        for index in Self.listings.indices {
            let before = market.listings[index]
            let after = market.auctionMatch(index).state
            let block = after.volume - before.volume
            #expect(block >= 20 && block >= before.volume / 30 && after.tradeCount == before.tradeCount + 1, "listing \(index): \(block) after \(before.volume)")
            #expect(after.venue == .krx && after.krxPrice == after.price)
        }
    }

    @Test("a quote reports the listing's state with KIS's change and rate")
    func quote() {
        var state = SimulatedListingState(listing: Self.listings[6])
        let untraded = state.quote(at: Date(timeIntervalSince1970: 0))
        #expect(untraded.price == 299_500 && untraded.sign == .flat && untraded.volume == 0)
        state.trade(ticks: -2, shares: 10)
        let quote = state.quote(at: Date(timeIntervalSince1970: 0))
        #expect(quote.price == 298_500)
        #expect(quote.change == -1_000)
        #expect(quote.changeRate == -0.33)
        #expect(quote.sign == .fall)
        #expect(quote.open == 298_500 && quote.high == 298_500 && quote.low == 298_500)
        #expect(quote.volume == 10 && quote.tradedValue == 2_985_000)
        #expect((quote.lowerLimit, quote.upperLimit) == (210_000, 389_000))
    }

    @Test("synthetic listings have distinct valid codes and grid prices across the bands")
    func synthetic() {
        let listings = SimulatedListing.synthetic(count: 1_000)
        #expect(Set(listings.map(\.stock.code)).count == 1_000)
        #expect(listings.first?.stock.code.rawValue == "Q00000")
        #expect(listings.allSatisfy { KRXPriceGrid.shares.isOnGrid($0.referencePrice) })
        #expect(listings.first?.referencePrice == 1_000)
        #expect(listings.last?.referencePrice == 1_000_000)
    }
}
