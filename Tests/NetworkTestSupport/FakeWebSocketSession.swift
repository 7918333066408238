// What the fake KIS server recorded about one WebSocket session.

/// One WebSocket session as the fake server saw it.
public struct FakeWebSocketSession: Decodable, Sendable, Equatable {
    /// One subscribe ("1") or unsubscribe ("2") frame the client sent.
    public struct Control: Decodable, Sendable, Equatable {
        public let trType: String
        public let trKey: String

        public init(trType: String, trKey: String) {
            self.trType = trType
            self.trKey = trKey
        }

        private enum CodingKeys: String, CodingKey {
            case trType = "tr_type"
            case trKey = "tr_key"
        }
    }

    /// The app key of the approval key it used (nil before its first subscribe).
    public let appKey: String?
    public let open: Bool
    /// The codes subscribed now.
    public let codes: [String]
    /// The codes whose order book (H0STASP0) is subscribed now.
    public let books: [String]
    public let controls: [Control]
    /// The payloads of the pongs it received.
    public let pongs: [String]
    /// The HTS IDs whose execution notices are registered now.
    public let noticeKeys: [String]

    private enum CodingKeys: String, CodingKey {
        case appKey = "app_key"
        case noticeKeys = "notice_keys"
        case open, codes, books, controls, pongs
    }
}
