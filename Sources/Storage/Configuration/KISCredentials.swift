// The KIS app key and secret, which never show up in any printed or logged text.

/// A KIS app key and app secret.
///
/// Its `description`, `debugDescription` and mirror are redacted, so printing, interpolating or `dump`ing
/// it — or any value that contains it, such as a `Configuration` — never reveals the secret.
public struct KISCredentials: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The app key (`appkey` header).
    public let appKey: String
    /// The app secret (`appsecret` header).
    public let appSecret: String

    /// Wraps a key and secret.
    public init(appKey: String, appSecret: String) {
        self.appKey = appKey
        self.appSecret = appSecret
    }

    public var description: String { "KISCredentials(redacted)" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
