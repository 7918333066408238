// The pure tick generator of the simulated exchange: listings' states plus "who trades next", no time source.

import Domain
import FoundationEssentials
import Glibc

/// A reproducible market of simulated listings, advanced one trade at a time in simulated seconds.
///
/// Each listing trades at its own pace (exponential gaps between trades). As on an exchange, most trades
/// print at the last price or bounce one tick between the bid and the ask; a share of them
/// (`SimulatorConfiguration.driftChance`) moves both a tick, in a walk pulled gently back toward the base
/// price and bounded by the ±30% limits — so prices tick all the time but wander about as far in an hour as a
/// real stock does (each trade a step of up to two ticks made a stock lose 3 % in 30 seconds). An auction's
/// match steps up to two ticks. The same listings and configuration always give the same sequence.
public struct SimulatedTickGenerator: Sendable {
    /// Every listing's state, in the order given at creation.
    public private(set) var listings: [SimulatedListingState]
    /// Simulated seconds since the market opened.
    public private(set) var clock: Double = 0
    private let paces: [Double]
    private let meanReversion: Double
    private let indexByCode: [StockCode: Int]
    private var schedule = TradeSchedule()
    private var random: SeededRandomGenerator
    /// Per listing: whether its last price is the ask (one tick above the bid it bounces back to).
    private var atAsk: [Bool]
    /// The share of continuous trades that move the bid and the ask.
    private let driftChance: Double

    public init(listings: [SimulatedListing], configuration: SimulatorConfiguration) {
        self.init(listings: listings, configuration: configuration, sessionsSoFar: [], days: [])
    }

    /// A market whose listings start from `sessionsSoFar` of `days` (by listing index; missing or nil: from
    /// the base price, of day 0).
    init(listings: [SimulatedListing], configuration: SimulatorConfiguration, sessionsSoFar: [SimulatedSessionPath.Summary?], days: [Int]) {
        var random = SeededRandomGenerator(seed: configuration.seed)
        let pace = configuration.tradesPerSecond
        self.listings = listings.enumerated().map { index, listing in
            SimulatedListingState(
                listing: listing, sessionSoFar: index < sessionsSoFar.count ? sessionsSoFar[index] : nil, day: index < days.count ? days[index] : 0
            )
        }
        paces = listings.map { _ in pace.lowerBound + (pace.upperBound - pace.lowerBound) * random.nextUnit() }
        meanReversion = configuration.meanReversion
        driftChance = configuration.driftChance
        indexByCode = Dictionary(listings.enumerated().map { ($1.stock.code, $0) }, uniquingKeysWith: { first, _ in first })
        atAsk = listings.map { _ in false }
        self.random = random
        for index in listings.indices {
            schedule.insert(.init(time: nextGap(for: index), listing: index))
        }
    }

    /// The position of `code` in `listings`, if listed.
    public func index(of code: StockCode) -> Int? { indexByCode[code] }

    /// Performs the next trade of whichever listing is due first and moves the clock to it.
    public mutating func nextTrade() -> SimulatedTrade {
        nextTrade(venue: { _ in .krx })!
    }

    /// Moves the clock to the listing due first and, when `venue` names where it trades now, performs its
    /// trade there; nil (its turn passed, nothing traded) when it trades nowhere now.
    private mutating func nextTrade(venue: (Int) -> Venue?, day: Int? = nil) -> SimulatedTrade? {
        guard let due = schedule.first else { preconditionFailure("a market without listings never trades") }
        clock = due.time
        schedule.replaceFirst(with: .init(time: due.time + nextGap(for: due.listing), listing: due.listing))
        guard let place = venue(due.listing) else { return nil }
        performTrade(on: due.listing, venue: place, day: day)
        return SimulatedTrade(listing: due.listing, time: due.time, state: listings[due.listing])
    }

    /// Performs every trade due in the next `seconds`, calling `onTrade` after each, and ends with the
    /// clock `seconds` later. A listing for which `venue` is nil lets its turns pass (its venue is shut).
    /// With `day` (a Korea trading day, days since 1970), a listing whose figures are of an earlier day
    /// starts that day's session at its first trade (`SimulatedListingState.startDay`); until then it keeps
    /// the last session's.
    public mutating func advance(by seconds: Double, venue: (Int) -> Venue? = { _ in .krx }, day: Int? = nil, onTrade: (SimulatedTrade) -> Void) {
        let end = clock + seconds
        while let due = schedule.first, due.time <= end {
            if let trade = nextTrade(venue: venue, day: day) { onTrade(trade) }
        }
        clock = end
    }

    /// One trade of listing `index` on `venue` now, out of its turn (a single-price match), on `day` as for `advance`.
    public mutating func match(_ index: Int, on venue: Venue, day: Int? = nil) -> SimulatedTrade {
        performTrade(on: index, venue: venue, day: day)
        return SimulatedTrade(listing: index, time: clock, state: listings[index])
    }

    /// The match that ends one of KRX's auctions for listing `index` now (the opening auction at 09:00, the
    /// closing one at 15:30), on `day` as for `advance`: a step of the walk like any trade, for the block
    /// of shares the auction collected — twenty trades' worth, or a twentieth of the day's volume so far
    /// (give or take a third) when that is more.
    public mutating func auctionMatch(_ index: Int, day: Int? = nil) -> SimulatedTrade {
        performTrade(on: index, venue: .krx, day: day, isAuction: true)
        return SimulatedTrade(listing: index, time: clock, state: listings[index])
    }

    private mutating func performTrade(on index: Int, venue: Venue, day: Int?, isAuction: Bool = false) {
        if let day, listings[index].day < day { listings[index].startDay(day) }
        let state = listings[index]
        let upProbability = 0.5 - 0.5 * meanReversion * state.displacement
        let size = random.nextUnit()
        let up = random.nextUnit() < upProbability
        let ticks: Int
        if isAuction {
            ticks = (size < 0.25 ? 0 : size < 0.85 ? 1 : 2) * (up ? 1 : -1)
        } else if size < driftChance {
            ticks = up ? 1 : -1
        } else if size < driftChance + (1 - driftChance) / 2 {
            ticks = 0
        } else {
            // A bounce between the bid and the ask: the ask goes back down, the bid up.
            ticks = atAsk[index] ? -1 : 1
            atAsk[index].toggle()
        }
        var shares = 1 + random.next(below: max(1, 10_000_000 / state.price))
        if isAuction {
            let share = Double(state.volume) / 20 * (2.0 / 3 + 2.0 / 3 * random.nextUnit())
            shares = max(shares * 20, Int(share))
        }
        listings[index].trade(ticks: ticks, shares: shares, on: venue)
    }

    /// An exponentially distributed gap for the listing's pace.
    private mutating func nextGap(for index: Int) -> Double {
        -Glibc.log(1 - random.nextUnit()) / paces[index]
    }
}
