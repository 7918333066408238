// One frame the subscription planner asks the session to send.

/// Subscribe (tr_type "1") or unsubscribe (tr_type "2") one registration.
enum KISSubscriptionChange: Hashable, Sendable {
    case subscribe(KISRegistration)
    case unsubscribe(KISRegistration)

    /// KIS's `tr_type` for the change.
    var trType: String {
        switch self {
        case .subscribe: "1"
        case .unsubscribe: "2"
        }
    }

    var registration: KISRegistration {
        switch self {
        case .subscribe(let registration), .unsubscribe(let registration): registration
        }
    }
}
