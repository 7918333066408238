// A listed stock as the catalog knows it: code, names and market.

/// A listed stock (종목): its code, Korean and English names, and market.
public struct Stock: Hashable, Sendable, Codable {
    public let code: StockCode
    /// The Korean name, e.g. 삼성전자.
    public let nameKorean: String
    /// The English name, e.g. Samsung Electronics Co., Ltd.
    public let nameEnglish: String
    public let market: Market

    public init(code: StockCode, nameKorean: String, nameEnglish: String, market: Market) {
        self.code = code
        self.nameKorean = nameKorean
        self.nameEnglish = nameEnglish
        self.market = market
    }
}
