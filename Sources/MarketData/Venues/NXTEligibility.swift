// Which stocks Nextrade trades, as this run knows it: the bundled list, corrected (on KIS) by what KIS says of each stock.

import Domain
import Reactive

/// The Nextrade list a feed prices by (the add dialog's suggestions read it too). It starts from the
/// bundled list (a snapshot of one quarter); on KIS it takes KIS's own answer per stock (`search-stock-info`,
/// learned at run time and cached daily by `KISNXTEligibilityRefresh`), so a stock that joined or left
/// Nextrade this quarter gets its venue right. Shared by every copy of a `KISVenueChoice`, read from any thread.
public final class NXTEligibility: NextradeListingRepository {
    private let eligible: LockedState<Set<StockCode>>
    private let changedCodes = PublishSubject<StockCode>()

    public init(_ codes: Set<StockCode>) {
        eligible = LockedState(codes)
    }

    /// Each stock whose eligibility `set` changed, after the change (so a real-time session can move its
    /// registration to the right venue at once rather than at its next replan).
    public var changes: Observable<StockCode> { changedCodes.asObservable() }

    /// Whether Nextrade trades `code`, as known now.
    public func contains(_ code: StockCode) -> Bool {
        eligible.withLock { $0.contains(code) }
    }

    public func tradesOnNextrade(_ code: StockCode) -> Bool {
        contains(code)
    }

    /// Takes KIS's answer for `code`; true when it changed what was known.
    @discardableResult
    public func set(_ code: StockCode, eligible isEligible: Bool) -> Bool {
        let changed = eligible.withLock { codes in
            isEligible ? codes.insert(code).inserted : codes.remove(code) != nil
        }
        if changed { changedCodes.onNext(code) }
        return changed
    }

    /// The stocks known to trade on Nextrade now.
    public var codes: Set<StockCode> { eligible.withLock { $0 } }
}
