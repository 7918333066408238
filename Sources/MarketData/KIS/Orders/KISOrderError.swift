// Why the KIS order desk sends nothing: the journal cannot take the order, or the action is not built.

import Domain

/// A refusal of the KIS order desk itself, before anything reaches KIS.
public enum KISOrderError: UserFacingError, Equatable, Sendable {
    /// The order journal could not be written, so the order was not sent (every order is journalled first).
    case journalUnwritable(String)
    /// Cancelling at KIS (order-rvsecncl) is not built yet.
    case cancelNotBuilt(orderNumber: String)

    public var message: String {
        switch self {
        case .journalUnwritable(let problem):
            "The order journal cannot be written, so nothing was sent: \(problem)"
        case .cancelNotBuilt(let number):
            "Cancelling KIS order \(number) is not built yet: nothing was sent; cancel it in KIS's own app."
        }
    }
}
