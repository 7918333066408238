// The status line's words for the stock catalog: which one is in use and its date, a refresh's progress, why one failed.

import DisplayText
import Domain

/// What the status bar says about the catalog, from its `StockCatalogStatus`.
public struct CatalogStatusLine: Hashable, Sendable {
    /// "catalog KRX listing 2026-04-14" or "catalog KIS master 2026-12-01" (the Korea date of the download).
    public let summary: String
    /// "refreshing 1/2" while a refresh downloads and checks the master files, else nil.
    public let progress: String?
    /// Why the last refresh failed, sanitised, "catalog refresh failed: …" (the catalog in use was kept); else nil.
    public let problem: String?

    public init(_ status: StockCatalogStatus) {
        switch status.source {
        case .bundled(let listingDate): summary = "catalog KRX listing " + TextSanitizer.sanitize(listingDate)
        case .kisMaster(let downloadedAt): summary = "catalog KIS master " + KoreaTimeText.date(downloadedAt)
        }
        switch status.activity {
        case .idle:
            progress = nil
            problem = nil
        case .refreshing(let completed, let total):
            progress = "refreshing \(completed)/\(total)"
            problem = nil
        case .failed(let reason):
            progress = nil
            problem = "catalog refresh failed, previous catalog kept: " + TextSanitizer.sanitize(reason)
        }
    }
}
