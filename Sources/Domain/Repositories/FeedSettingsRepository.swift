// The feed's settings read again while the app runs: R after the user fixed the key the feed was refused.

/// Reads the feed's settings again as at start (config.json, then the environment, which wins) and hands
/// the feed the credentials found, so a refusal the user has fixed is retried without a restart.
public protocol FeedSettingsRepository: AnyObject {
    /// Reads the settings again and gives the feed their credentials; throws, saying why, when they cannot
    /// be used (the feed then keeps the ones it has).
    func reload() throws(FeedSettingsError)
}

/// Why the feed's settings read again could not be used (config.json damaged, no key in it …).
public struct FeedSettingsError: UserFacingError, Equatable {
    public let message: String

    public init(message: String) {
        self.message = message
    }
}
