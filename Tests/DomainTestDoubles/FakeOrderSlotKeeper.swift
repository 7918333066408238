// The one slot-keeper test double: it records each hold asked for and whether it has been let go.

import Domain
import FoundationEssentials
import Reactive

/// An `OrderSlotKeeper` that holds nothing and remembers each hold: its bound and whether it is still kept.
public final class FakeOrderSlotKeeper: OrderSlotKeeper {
    /// The bound of each hold asked for, in order.
    public private(set) var boundsAsked: [TimeInterval] = []
    /// How many holds are still kept (asked for, not yet disposed).
    public private(set) var keptHolds = 0

    public init() {}

    public func keepNextSlotFree(for seconds: TimeInterval) -> Disposable {
        boundsAsked.append(seconds)
        keptHolds += 1
        return Disposables.create { self.keptHolds -= 1 }
    }
}
