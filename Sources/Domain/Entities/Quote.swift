// One stock's latest trade figures: price, change, volume and the day's range and limits.

import FoundationEssentials

/// A snapshot of one stock's trading day (시세), all money in KRW.
public struct Quote: Hashable, Sendable, Codable {
    public let code: StockCode
    /// The last traded price (현재가).
    public let price: Int
    /// `price - basePrice`, signed (전일 대비).
    public let change: Int
    public let sign: PriceChangeSign
    /// The change in percent of the base price, signed, e.g. -1.02 (등락률).
    public let changeRate: Double
    /// Shares traded today (누적 거래량).
    public let volume: Int
    /// KRW traded today (누적 거래대금).
    public let tradedValue: Int
    public let open: Int
    public let high: Int
    public let low: Int
    /// Today's upper limit price (상한가).
    public let upperLimit: Int
    /// Today's lower limit price (하한가).
    public let lowerLimit: Int
    /// The base price changes are measured against, normally the previous close (기준가).
    public let basePrice: Int
    /// When the figures were true.
    public let time: Date
    /// Where the last price was made (KRX, Nextrade, or the unified price of both).
    public let venue: Venue
    /// The after-hours phase the price was made in when the feed says so apart from the day's market:
    /// `.singlePrice` for KRX's 시간외 단일가 trades (KIS's H0STOUP0), whose volume, value, open, high and
    /// low are that session's own; nil for every other price.
    public let session: MarketSession?

    public init(
        code: StockCode, price: Int, change: Int, sign: PriceChangeSign, changeRate: Double,
        volume: Int, tradedValue: Int, open: Int, high: Int, low: Int,
        upperLimit: Int, lowerLimit: Int, basePrice: Int, time: Date, venue: Venue = .krx, session: MarketSession? = nil
    ) {
        self.code = code
        self.price = price
        self.change = change
        self.sign = sign
        self.changeRate = changeRate
        self.volume = volume
        self.tradedValue = tradedValue
        self.open = open
        self.high = high
        self.low = low
        self.upperLimit = upperLimit
        self.lowerLimit = lowerLimit
        self.basePrice = basePrice
        self.time = time
        self.venue = venue
        self.session = session
    }

    /// `change` in percent of `base`, rounded to two decimals as KIS writes rates (`changeRate`); 0 when
    /// there is no base to measure against.
    public static func changeRate(of change: Int, against base: Int) -> Double {
        base > 0 ? (Double(change) * 10_000 / Double(base)).rounded() / 100 : 0
    }
}
