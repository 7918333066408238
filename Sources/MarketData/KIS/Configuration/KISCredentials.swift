// The app key and secret KIS issues per account; they are never printed, logged or shown.

import DisplayText
import FoundationEssentials

/// A KIS app key and app secret. Every textual form of it is redacted.
public struct KISCredentials: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public let appKey: String
    public let appSecret: String

    /// Credentials from any source (the environment, the config file); both parts must be non-empty.
    public init(appKey: String, appSecret: String) throws(KISError) {
        let key = appKey.trimmingWhitespace()
        let secret = appSecret.trimmingWhitespace()
        guard !key.isEmpty, !secret.isEmpty else { throw .missingCredentials }
        self.appKey = key
        self.appSecret = secret
    }

    /// A short, non-reversible tag of the app key, to tell cache entries of different keys apart
    /// without writing the key itself (64-bit FNV-1a, hex).
    var appKeyFingerprint: String { Self.fingerprint(appKey) }

    /// The same kind of tag of the key and secret together: a refusal of one secret says nothing of another.
    var keyAndSecretFingerprint: String { Self.fingerprint(appKey + "\n" + appSecret) }

    private static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    public var description: String { "KISCredentials(redacted)" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
