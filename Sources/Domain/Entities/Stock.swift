// A listed security as the catalog knows it: code, names, market, kind of security and share kind.

/// A listed security (종목): its code, Korean and English names, market, kind (shares, ETF, ETN …) and
/// kind of share.
public struct Stock: Hashable, Sendable, Codable {
    public let code: StockCode
    /// The Korean name, e.g. 삼성전자.
    public let nameKorean: String
    /// The English name, e.g. Samsung Electronics Co., Ltd.
    public let nameEnglish: String
    public let market: Market
    /// Common, preferred or class shares (보통주, 우선주 …); common for what is not a company's shares.
    public let shareKind: ShareKind
    /// Shares, an ETF, an ETN, a REIT …: the tick grid and the mark beside the name follow it.
    public let kind: SecurityKind

    public init(
        code: StockCode, nameKorean: String, nameEnglish: String, market: Market, shareKind: ShareKind = .common, kind: SecurityKind = .stock
    ) {
        self.code = code
        self.nameKorean = nameKorean
        self.nameEnglish = nameEnglish
        self.market = market
        self.shareKind = shareKind
        self.kind = kind
    }
}
