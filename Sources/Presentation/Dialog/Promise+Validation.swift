// A domain check (a Single that fails with a refusal) as the Promise<Validation> an input dialog asks for.

import Domain
import Reactive

extension Promise where T == Validation {
    /// `check`'s answer as a dialog wants it: success is `.valid`; a failure of type `Refusal` (a broken
    /// rule, a taken name, a price beyond the limits) is `.invalid` with its message; any other failure
    /// (the store or the feed could not answer) rejects, and the dialog shows why.
    public static func validating<Element, Refusal: UserFacingError>(_ check: Single<Element>, refusals: Refusal.Type) -> Promise<Validation> {
        Promise { resolver in
            _ = check.subscribe { result in
                switch result {
                case .success: resolver.fulfill(.valid)
                case .failure(let error as Refusal): resolver.fulfill(.invalid(message: error.message))
                case .failure(let error): resolver.reject(error)
                }
            }
        }
    }
}
