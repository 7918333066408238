// Where the one-time live-trading consent is kept (config.json).

/// Reads and records the consent to real-money orders (`LiveTradingConsent`). Recording must be durable
/// before it counts: an order desk asks `consent` before every live order.
public protocol LiveTradingConsentRepository: AnyObject, Sendable {
    /// The consent recorded, nil while none is.
    var consent: LiveTradingConsent? { get }
    /// Records `consent`, replacing any earlier one; throws (with what went wrong) when it could not be kept.
    func record(_ consent: LiveTradingConsent) throws(LiveTradingConsentError)
}
