// Which stocks Nextrade trades, as this run knows it: the bundled list, corrected by what KIS says of each stock.

import Domain
import Reactive

/// The Nextrade list a KIS client prices by. It starts from the bundled list (a snapshot of one quarter)
/// and takes KIS's own answer per stock (`search-stock-info`, learned at run time and cached daily by
/// `KISNXTEligibilityRefresh`), so a stock that joined or left Nextrade this quarter gets its venue right.
/// Shared by every copy of a `KISVenueChoice`, and read from any thread.
public final class KISNXTEligibility: Sendable {
    private let eligible: LockedState<Set<StockCode>>

    public init(_ codes: Set<StockCode>) {
        eligible = LockedState(codes)
    }

    /// Whether Nextrade trades `code`, as known now.
    public func contains(_ code: StockCode) -> Bool {
        eligible.withLock { $0.contains(code) }
    }

    /// Takes KIS's answer for `code`; true when it changed what was known.
    @discardableResult
    public func set(_ code: StockCode, eligible isEligible: Bool) -> Bool {
        eligible.withLock { codes in
            isEligible ? codes.insert(code).inserted : codes.remove(code) != nil
        }
    }

    /// The stocks known to trade on Nextrade now.
    public var codes: Set<StockCode> { eligible.withLock { $0 } }
}
