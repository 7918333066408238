// One row of the bundled catalog: a stock and the price the simulated exchange starts it at.

import Domain

/// A stock of the bundled catalog with its reference price (the simulated exchange's first base price).
public struct CatalogEntry: Sendable, Equatable {
    /// The stock: code, names, market.
    public let stock: Stock
    /// A recent price in KRW, used as the simulated exchange's base price; always positive.
    public let referencePrice: Int

    /// Pairs a stock with its reference price.
    public init(stock: Stock, referencePrice: Int) {
        self.stock = stock
        self.referencePrice = referencePrice
    }
}
