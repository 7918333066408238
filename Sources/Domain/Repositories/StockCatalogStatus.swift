// Which stock catalog is in use and what its refresh (from the KIS master files) is doing, for the status line.

import FoundationEssentials

/// The observable state of the catalog refresh: the catalog in use and the refresh's activity.
public struct StockCatalogStatus: Sendable, Equatable {
    /// Where the catalog in use came from.
    public enum Source: Sendable, Equatable {
        /// The listing compiled into the binary, built from the master files of `listingDate` (e.g. "2026-08-12").
        case bundled(listingDate: String)
        /// KIS's master files downloaded at `downloadedAt`.
        case kisMaster(downloadedAt: Date)
    }

    /// What the refresh is doing.
    public enum Activity: Sendable, Equatable {
        /// Nothing: the catalog in use is the latest we have.
        case idle
        /// Downloading and checking the master files: `completed` of `total` done.
        case refreshing(completed: Int, total: Int)
        /// The last refresh failed for `reason`; the catalog in use was kept.
        case failed(reason: String)
    }

    public var source: Source
    public var activity: Activity

    public init(source: Source, activity: Activity) {
        self.source = source
        self.activity = activity
    }
}
