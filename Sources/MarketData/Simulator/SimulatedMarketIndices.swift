// KOSPI, KOSDAQ and KOSPI200 on the simulated market: weighted composites that move with its quotes.

import Domain
import FoundationEssentials
import Reactive

/// The simulator's index repository: observes a `SimulatedExchange`'s quotes of the listed stocks and
/// keeps, per index, Σ weight × price over its members, scaled so the base prices give `baseValues`.
///
/// KOSPI and KOSDAQ hold every listing of their market, KOSPI200 the 200 KOSPI listings of the largest
/// weight × reference price. Weights are shares (e.g. listed shares from the listing); with none given
/// every member weighs 1, a price-weighted composite. Advancers and decliners count the members above
/// and below their base price.
public final class SimulatedMarketIndices: MarketIndexRepository {
    /// Index levels at the base prices, near their real levels so the header reads naturally.
    public static let defaultBaseValues: [MarketIndexKind: Double] = [.kospi: 2_600, .kosdaq: 870, .kospi200: 350]

    private let exchange: SimulatedExchange
    private let initial: IndexComposites

    /// Indices over `listings` (those the exchange lists), weighted by `shares` (default 1 each).
    public init(
        exchange: SimulatedExchange, listings: [SimulatedListing], shares: [StockCode: Double] = [:],
        baseValues: [MarketIndexKind: Double] = SimulatedMarketIndices.defaultBaseValues
    ) {
        self.exchange = exchange
        initial = IndexComposites(listings: listings, shares: shares, baseValues: baseValues)
    }

    /// Every index once (from the quotes' first snapshot), then each index a trade moved, until disposed.
    public func indices() -> Observable<MarketIndexFeedEvent> {
        let start = initial
        // One trade moves one to three composites: they go straight to the observer, with no inner
        // sequence per trade (the full listing trades thousands of times a second).
        return Observable.create { [exchange] observer in
            let composites = LockedState(start)
            return exchange.quotes(for: start.codes).subscribe(onNext: { event in
                guard case .quote(let quote) = event else { return }
                for index in composites.withLock({ $0.apply(quote) }) { observer.onNext(.index(index)) }
            })
        }
    }
}

/// The three composites' running sums, updated one quote at a time (O(indices per stock)).
///
/// What a trade changes (the sums and one price per stock) is kept apart from the members' constant
/// part, so the copy each subscription starts from shares the members' table (≈ 200 KB for the
/// full listing) instead of copying it on its first trade.
private struct IndexComposites {
    struct Composite {
        let kind: MarketIndexKind
        let baseValue: Double
        /// Σ weight × base price: the sum at which the index is at `baseValue`.
        let baseSum: Double
        var sum: Double
        var advancers = 0
        var decliners = 0
        /// Whether its figures went out once: after that, only a quote that moves it sends them again.
        var isSent = false
    }

    struct Member {
        let weight: Double
        let basePrice: Int
        /// Where this stock's last price is in `prices`.
        let slot: Int
        /// Indices of `composites` holding this stock.
        let indices: [Int]
    }

    private(set) var composites: [Composite] = []
    private let members: [StockCode: Member]
    /// Each member's last price, at its `Member.slot`.
    private var prices: [Int] = []
    let codes: [StockCode]

    init(listings: [SimulatedListing], shares: [StockCode: Double], baseValues: [MarketIndexKind: Double]) {
        // Listings by position, each weight looked up once: a code's every dictionary lookup hashes its
        // string, and the full listing made ~11,000 of them here at start-up.
        let weights = listings.map { shares[$0.stock.code] ?? 1 }
        func capitalisation(_ position: Int) -> Double { weights[position] * Double(listings[position].referencePrice) }
        let kospi = listings.indices.filter { listings[$0].stock.market == .kospi }
        let largest = kospi.map { (position: $0, capitalisation: capitalisation($0)) }
            .sorted { $0.capitalisation > $1.capitalisation }.prefix(200).map(\.position)
        let membership: [(MarketIndexKind, [Int])] = [
            (.kospi, kospi), (.kosdaq, listings.indices.filter { listings[$0].stock.market == .kosdaq }), (.kospi200, largest),
        ]
        var indicesOfListing = [[Int]](repeating: [], count: listings.count)
        for (kind, group) in membership where !group.isEmpty {
            let baseSum = group.reduce(0) { $0 + capitalisation($1) }
            for position in group { indicesOfListing[position].append(composites.count) }
            composites.append(Composite(kind: kind, baseValue: baseValues[kind] ?? 1_000, baseSum: baseSum, sum: baseSum))
        }
        var members: [StockCode: Member] = [:]
        members.reserveCapacity(listings.count)
        var codes: [StockCode] = []
        for (position, listing) in listings.enumerated() where !indicesOfListing[position].isEmpty {
            members[listing.stock.code] = Member(weight: weights[position], basePrice: listing.referencePrice, slot: prices.count, indices: indicesOfListing[position])
            prices.append(listing.referencePrice)
            codes.append(listing.stock.code)
        }
        self.members = members
        self.codes = codes
    }

    /// Moves the composites holding `quote`'s stock to its price; returns the figures of those it moved
    /// and of those never sent. A quote at the price already held (the first snapshot of a market that
    /// has not traded yet: thousands of quotes at start) moves nothing, so the snapshot sends each index once.
    mutating func apply(_ quote: Quote) -> [MarketIndex] {
        guard let member = members[quote.code] else { return [] }
        let moved = quote.price != prices[member.slot]
        let before = prices[member.slot].signum(comparedTo: member.basePrice)
        let after = quote.price.signum(comparedTo: member.basePrice)
        let delta = member.weight * Double(quote.price - prices[member.slot])
        prices[member.slot] = quote.price
        return member.indices.compactMap { index in
            guard moved || !composites[index].isSent else { return nil }
            composites[index].sum += delta
            if before != after {
                if before > 0 { composites[index].advancers -= 1 } else if before < 0 { composites[index].decliners -= 1 }
                if after > 0 { composites[index].advancers += 1 } else if after < 0 { composites[index].decliners += 1 }
            }
            composites[index].isSent = true
            return Self.figures(of: composites[index], at: quote.time)
        }
    }

    private static func figures(of composite: Composite, at time: Date) -> MarketIndex {
        let value = composite.baseValue * composite.sum / composite.baseSum
        let change = value - composite.baseValue
        let rounded = (change * 100).rounded() / 100
        return MarketIndex(
            kind: composite.kind, value: value, change: change, sign: rounded > 0 ? .rise : rounded < 0 ? .fall : .flat,
            changeRate: change / composite.baseValue * 100,
            advancers: composite.advancers, decliners: composite.decliners, time: time
        )
    }
}

private extension Int {
    /// -1, 0 or 1 as `self` is below, at or above `other`.
    func signum(comparedTo other: Int) -> Int { self > other ? 1 : self < other ? -1 : 0 }
}
