// A listed stock as the catalog knows it: code, names, market and share kind.

/// A listed stock (종목): its code, Korean and English names, market and kind of share.
public struct Stock: Hashable, Sendable, Codable {
    public let code: StockCode
    /// The Korean name, e.g. 삼성전자.
    public let nameKorean: String
    /// The English name, e.g. Samsung Electronics Co., Ltd.
    public let nameEnglish: String
    public let market: Market
    /// Common, preferred or class shares (보통주, 우선주 …).
    public let shareKind: ShareKind

    public init(code: StockCode, nameKorean: String, nameEnglish: String, market: Market, shareKind: ShareKind = .common) {
        self.code = code
        self.nameKorean = nameKorean
        self.nameEnglish = nameEnglish
        self.market = market
        self.shareKind = shareKind
    }
}
