// What loading config.json gives: the configuration to use and what to tell the user about the file.

/// The configuration (defaults wherever the file was missing, wrong or silent) and the messages to show.
public struct ConfigurationLoadResult: Sendable, Equatable {
    /// The settings to run with.
    public var configuration: Configuration
    /// Problems found, each naming the file and key and saying what was done (never containing a secret).
    public var messages: [String]

    /// Pairs a configuration with its messages.
    public init(configuration: Configuration, messages: [String]) {
        self.configuration = configuration
        self.messages = messages
    }
}
