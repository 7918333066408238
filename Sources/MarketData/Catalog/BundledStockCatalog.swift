// The listing compiled into the binary (krx-listing.tsv, assembled in by CMarketFiles): nothing to install.

import CMarketFiles
import Domain

/// Every security of `krx-listing.tsv` (4,299: shares, ETFs, ETNs, REITs, infrastructure and public
/// funds, foreign shares, depositary receipts, as KIS's master files listed them on 2026-08-12),
/// embedded in the executable at build time.
public final class BundledStockCatalog: StockCatalogRepository, Sendable {
    /// The day of the master files the embedded listing was built from (what the status line names until
    /// a refresh replaces it).
    public static let listingDate = "2026-08-12"
    /// Every security with its listing facts, in the table's (code) order.
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
        stocks = ProminenceOrder.sorted(entries.map(\.stock), listedValues: entries.map(\.listedValue))
    }

    public func allStocks() -> [Stock] {
        stocks
    }
}
