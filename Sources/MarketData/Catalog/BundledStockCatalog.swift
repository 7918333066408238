// The stock catalog compiled into the binary (krx-listing.tsv, assembled in by CMarketFiles): nothing to install.

import CMarketFiles
import Domain

/// Every KRX stock of `krx-listing.tsv` (2,773 as KRX listed them on 2026-04-14), embedded in the
/// executable at build time.
public final class BundledStockCatalog: StockCatalogRepository, Sendable {
    /// The day KRX published the embedded listing (what the status line names until a refresh replaces it).
    public static let listingDate = "2026-04-14"
    /// Every stock with its listing facts, in the table's order.
    public let entries: [CatalogEntry]
    private let stocks: [Stock]

    /// Parses the embedded table.
    /// - Throws: `CatalogParseError` if the embedded table is invalid (a build defect; the tests parse it).
    public convenience init() throws(CatalogParseError) {
        try self.init(entries: StockCatalogTable.parse(EmbeddedFile.text(market_files_listing)))
    }

    /// A catalog of the given entries (for tests and other tables).
    public init(entries: [CatalogEntry]) {
        self.entries = entries
        stocks = entries.map(\.stock)
    }

    public func allStocks() -> [Stock] {
        stocks
    }
}
