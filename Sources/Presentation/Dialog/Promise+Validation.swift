// A domain check (a Single that fails with a refusal) as the Promise<Validation> an input dialog asks for.

import Domain
import Reactive

extension Promise where T == Validation {
    /// `check`'s answer as a dialog wants it: success is `.valid`; a failure of type `Refusal` (a broken
    /// rule, a taken name, a price beyond the limits) is `.invalid` with its message; any other failure
    /// (the store or the feed could not answer) rejects, and the dialog shows why. Cancelling the result
    /// disposes the subscription to `check`, so a superseded check stops.
    public static func validating<Checked, Refusal: UserFacingError>(_ check: Single<Checked>, refusals: Refusal.Type) -> Promise<Validation> {
        let immediate = ImmediateScheduler.instance
        return check.asObservable().asPromise()
            .map(on: immediate) { _ in .valid }
            .recover(on: immediate) { error in
                guard let refusal = error as? Refusal else { throw error }
                return .value(.invalid(message: refusal.message))
            }
    }
}
