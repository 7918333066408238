// The simulated exchange takes orders with no request limit: there is no slot to keep free.

import Domain
import FoundationEssentials
import Reactive

extension SimulatedAccountRepository: OrderSlotKeeper {
    /// Nothing to hold: the simulated exchange answers every request at once.
    public func keepNextSlotFree(for seconds: TimeInterval) -> Disposable {
        Disposables.create()
    }
}
