// The stock catalog compiled into the binary (krx-stocks.tsv, embedded by SwiftPM): nothing to install.

import Domain

/// The 41 KRX stocks of `krx-stocks.tsv`, embedded in the executable at build time.
public final class BundledStockCatalog: StockCatalogRepository, Sendable {
    /// Every stock with its reference price, in the table's order.
    public let entries: [CatalogEntry]
    private let referencePrices: [StockCode: Int]

    /// Parses the embedded table.
    /// - Throws: `CatalogParseError` if the embedded table is invalid (a build defect; the tests parse it).
    public convenience init() throws(CatalogParseError) {
        try self.init(entries: StockCatalogTable.parse(String(decoding: PackageResources.krx_stocks_tsv, as: UTF8.self)))
    }

    /// A catalog of the given entries (for tests and other tables).
    public init(entries: [CatalogEntry]) {
        self.entries = entries
        referencePrices = Dictionary(entries.map { ($0.stock.code, $0.referencePrice) }, uniquingKeysWith: { first, _ in first })
    }

    public func allStocks() -> [Stock] {
        entries.map(\.stock)
    }

    /// The reference price of `code` in KRW, or nil when the catalog does not list it.
    public func referencePrice(of code: StockCode) -> Int? {
        referencePrices[code]
    }
}
