// A domain check (a Single that fails with a refusal) as the Single<Validation> an input dialog asks for.

import Domain
import Reactive

extension PrimitiveSequence where Trait == SingleTrait, Element == Validation {
    /// `check`'s answer as a dialog wants it: success is `.valid`; a failure of type `Refusal` (a broken
    /// rule, a taken name, a price beyond the limits) is `.invalid` with its message; any other failure
    /// (the store or the feed could not answer) fails, and the dialog shows why. Disposing the result
    /// disposes `check`, so a superseded check stops.
    public static func validating<Checked, Refusal: UserFacingError>(_ check: Single<Checked>, refusals: Refusal.Type) -> Single<Validation> {
        Single.create { observer in
            check.subscribe { result in
                switch result {
                case .success: observer(.success(.valid))
                case .failure(let error as Refusal): observer(.success(.invalid(message: error.message)))
                case .failure(let error): observer(.failure(error))
                }
            }
        }
    }
}
