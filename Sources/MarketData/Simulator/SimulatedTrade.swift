// One trade produced by the simulated market: which listing, when, and its state right after.

/// A trade of the simulated market.
public struct SimulatedTrade: Sendable, Equatable {
    /// The listing's position in `SimulatedTickGenerator.listings`.
    public let listing: Int
    /// Simulated seconds since the market opened.
    public let time: Double
    /// The listing right after the trade.
    public let state: SimulatedListingState
}
