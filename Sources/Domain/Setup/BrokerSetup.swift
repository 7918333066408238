// What the KIS set-up collects: the keys, the account type, the account number and the HTS ID.

/// The broker settings the set-up asks for, one answer after another. The key and secret are never
/// printed: every textual form is redacted, and the account number is shown only as `maskedAccountNumber`.
public struct BrokerSetup: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// Real or paper: which host checks the keys.
    public var accountType: BrokerAccountType
    /// The app key (empty until it is typed).
    public var appKey: String
    /// The app secret (empty until it is typed).
    public var appSecret: String
    /// The account's 8-2 digits written `12345678-01`, once checked; nil until then.
    public var accountNumber: String?
    /// The HTS ID for the fills' stream; nil for none.
    public var htsID: String?

    /// A set-up of `accountType` with nothing else answered yet.
    public init(accountType: BrokerAccountType = .paper, appKey: String = "", appSecret: String = "", accountNumber: String? = nil, htsID: String? = nil) {
        self.accountType = accountType
        self.appKey = appKey
        self.appSecret = appSecret
        self.accountNumber = accountNumber
        self.htsID = htsID
    }

    /// The app key as it may be shown again: its last 4 characters after an ellipsis (`…ab12`).
    public var appKeyTail: String { "…" + appKey.suffix(4) }

    /// The account number as it may be shown: `1234-****-01`; nil without one.
    public var maskedAccountNumber: String? {
        accountNumber.map(Self.masked)
    }

    /// `accountNumber` (8-2 digits, with or without the dash) as it may be shown: `1234-****-01`.
    public static func masked(_ accountNumber: String) -> String {
        let digits = accountNumber.filter(\.isNumber)
        return "\(digits.prefix(4))-****-\(digits.suffix(2))"
    }

    /// Whether `text` is an HTS ID: 1 to 16 ASCII letters, digits or `_` (config.json's `kis_hts_id` rule).
    public static func isHTSID(_ text: String) -> Bool {
        (1...16).contains(text.count) && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    public var description: String {
        "BrokerSetup(\(accountType.rawValue), key: \(appKey.isEmpty ? "none" : appKeyTail), secret: redacted, account: \(maskedAccountNumber ?? "none"))"
    }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: ["accountType": accountType], displayStyle: .struct) }
}
