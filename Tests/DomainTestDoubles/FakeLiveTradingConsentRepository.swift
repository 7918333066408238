// The one live-consent test double: an in-memory record that can be told to fail.

import Domain
import Reactive

/// A `LiveTradingConsentRepository` in memory; `failure` makes `record` throw it (a config.json that cannot be written).
public final class FakeLiveTradingConsentRepository: LiveTradingConsentRepository, @unchecked Sendable {
    private let state: LockedState<(consent: LiveTradingConsent?, failure: LiveTradingConsentError?)>

    public init(_ consent: LiveTradingConsent? = nil, failure: LiveTradingConsentError? = nil) {
        state = LockedState((consent, failure))
    }

    public var consent: LiveTradingConsent? { state.withLock { $0.consent } }

    public func record(_ consent: LiveTradingConsent) throws(LiveTradingConsentError) {
        if let failure = state.withLock({ $0.failure }) { throw failure }
        state.withLock { $0.consent = consent }
    }
}
