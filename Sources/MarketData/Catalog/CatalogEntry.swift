// One row of the stock catalog: a stock, its listing facts and the price the simulated exchange starts it at.

import Domain

/// A listed stock with what KRX publishes about it beyond the `Stock` itself.
public struct CatalogEntry: Sendable, Equatable {
    /// The stock: code, names, market, share kind.
    public let stock: Stock
    /// The 12-character ISIN, e.g. KR7005930003.
    public let isin: String
    /// KRX's security group (증권구분), e.g. 주권, 부동산투자회사, 주식예탁증권.
    public let securityGroup: String
    /// The day the stock was listed.
    public let listingDate: CalendarDay
    /// A closing price in KRW (positive), nil when the listing has none (573 rows of the shipped one).
    public let referencePrice: Int?
    /// When `referencePrice` was the close: a day (2021-01-22) or a month (2026-11); nil without a price.
    public let referenceDate: String?

    /// An entry with every listing fact.
    public init(stock: Stock, isin: String, securityGroup: String, listingDate: CalendarDay, referencePrice: Int?, referenceDate: String?) {
        self.stock = stock
        self.isin = isin
        self.securityGroup = securityGroup
        self.listingDate = listingDate
        self.referencePrice = referencePrice
        self.referenceDate = referenceDate
    }
}
