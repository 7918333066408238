// The KRX calendar built into the binary: the closures of krx-holidays.tsv (2025–2027) and the 수능 days.

import CMarketFiles
import Domain

/// The exchange's calendar as shipped: closures from the embedded `krx-holidays.tsv`.
public enum BundledMarketCalendar {
    /// Parses the embedded closures table.
    /// - Throws: `CatalogParseError` if the embedded table is invalid (a build defect; the tests parse it).
    public static func load() throws(CatalogParseError) -> KRXCalendar {
        KRXCalendar(closures: try MarketClosureTable.parse(EmbeddedFile.text(market_files_holidays)))
    }
}
