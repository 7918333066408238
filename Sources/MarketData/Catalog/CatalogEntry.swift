// One row of the listing: a security, its listing facts and the price the simulated exchange starts it at.

import Domain

/// A listed security with what KRX and KIS publish about it beyond the `Stock` itself.
public struct CatalogEntry: Sendable, Equatable {
    /// The security: code, names, market, kind, share kind.
    public let stock: Stock
    /// The 12-character ISIN, e.g. KR7005930003.
    public let isin: String
    /// The day it was listed, when the sources say (securities new to the market may have none).
    public let listingDate: CalendarDay?
    /// A closing price in KRW (positive), nil when no source has one.
    public let referencePrice: Int?
    /// When `referencePrice` was the close: a day (2026-08-11) or a month (2026-11); nil without a price.
    public let referenceDate: String?
    /// How many shares (units, for funds and notes) are listed.
    public let listedShares: Int

    /// An entry with every listing fact.
    public init(stock: Stock, isin: String, listingDate: CalendarDay?, referencePrice: Int?, referenceDate: String?, listedShares: Int) {
        self.stock = stock
        self.isin = isin
        self.listingDate = listingDate
        self.referencePrice = referencePrice
        self.referenceDate = referenceDate
        self.listedShares = listedShares
    }

    /// The listing's size in KRW (listed shares × reference price; 0 without a price): how well known a
    /// security is, which search uses to list 삼성전자 before 삼성스팩10호.
    public var listedValue: Int { listedShares * (referencePrice ?? 0) }
}
