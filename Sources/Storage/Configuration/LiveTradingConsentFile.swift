// The live-trading consent kept in config.json: read at launch, written by the consent dialog.

import Domain
import Reactive

/// A `LiveTradingConsentRepository` over config.json: the consent the file held at launch, replaced
/// by one recorded in this run only once `ConfigurationFileWriter` has written it (0600, atomically).
public final class LiveTradingConsentFile: LiveTradingConsentRepository, Sendable {
    private let writer: ConfigurationFileWriter
    private let recorded: LockedState<LiveTradingConsent?>

    /// `loaded` is config.json's `trading_live_consent` as read at launch (`Configuration.liveTradingConsent`).
    public init(path: String, loaded: LiveTradingConsent?) {
        writer = ConfigurationFileWriter(path: path)
        recorded = LockedState(loaded)
    }

    public var consent: LiveTradingConsent? { recorded.withLock { $0 } }

    public func record(_ consent: LiveTradingConsent) throws(LiveTradingConsentError) {
        do throws(ConfigurationFileError) {
            try writer.save(consent)
        } catch {
            throw .unrecorded(reason: error.message)
        }
        recorded.withLock { $0 = consent }
    }
}
