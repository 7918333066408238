// One record of a KIS master file: the fields the catalog needs, decoded and validated.

import Domain

/// A listing as a KIS master file describes it. The catalog maps it onto its own entry type
/// (code, ISIN, Korean name, market, share kind); English names are not in the master files.
public struct MasterFileRecord: Sendable, Equatable {
    /// 단축코드, letters kept (`0001A0`).
    public let code: StockCode
    /// 표준코드, e.g. `KR7005930003`.
    public let isin: String
    /// 한글명, trailing padding removed.
    public let nameKorean: String
    public let market: Market
    public let securityGroup: MasterSecurityGroup
    /// 우선주 구분 코드 as sent: `0` for a common share (보통주), another digit for a kind of preferred share.
    public let preferredStockCode: Character
    /// 기준가 in KRW (0 when the file has none).
    public let basePrice: Int
    /// 상장주수 in thousands of shares.
    public let listedSharesThousands: Int
    /// 전일기준 시가총액 in 억 KRW (100 million won).
    public let marketCapitalisationHundredMillions: Int
    /// 상장일자 as YYYYMMDD, or nil when blank.
    public let listingDate: String?
    /// 거래정지: trading is halted.
    public let isHalted: Bool

    public init(
        code: StockCode, isin: String, nameKorean: String, market: Market, securityGroup: MasterSecurityGroup,
        preferredStockCode: Character, basePrice: Int, listedSharesThousands: Int,
        marketCapitalisationHundredMillions: Int, listingDate: String?, isHalted: Bool
    ) {
        self.code = code
        self.isin = isin
        self.nameKorean = nameKorean
        self.market = market
        self.securityGroup = securityGroup
        self.preferredStockCode = preferredStockCode
        self.basePrice = basePrice
        self.listedSharesThousands = listedSharesThousands
        self.marketCapitalisationHundredMillions = marketCapitalisationHundredMillions
        self.listingDate = listingDate
        self.isHalted = isHalted
    }

    /// True for a common share (우선주 구분 코드 `0`).
    public var isCommonShare: Bool { preferredStockCode == "0" }
}
