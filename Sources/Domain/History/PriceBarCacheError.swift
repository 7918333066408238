// Why the bar cache could not answer: the charts then fall back to the network and say so.

/// A failure of the `PriceBarCache` that repair could not get past.
public enum PriceBarCacheError: UserFacingError, Equatable, Sendable {
    /// The cache could not be opened or used; `reason` is the database's own message.
    case unavailable(reason: String)

    public var message: String {
        switch self {
        case .unavailable(let reason): return "The chart cache is unavailable (\(reason)); bars are fetched again."
        }
    }
}
