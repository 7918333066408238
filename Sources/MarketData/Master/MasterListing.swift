// The stock listing the KIS master files gave: both markets' records and when they were downloaded.

import FoundationEssentials

/// Every record of `kospi_code.mst` then `kosdaq_code.mst`, as of one download.
///
/// The catalog maps `listedRecords` onto its own entries (code, ISIN, name, market, kind, share kind); the
/// master files carry no English names, so those come from the bundled listing by code.
public struct MasterListing: Sendable, Equatable {
    /// KOSPI records first, then KOSDAQ, each in file order.
    public let records: [MasterFileRecord]
    /// When the master files were downloaded.
    public let downloadedAt: Date

    public init(records: [MasterFileRecord], downloadedAt: Date) {
        self.records = records
        self.downloadedAt = downloadedAt
    }

    /// The records of every kind the app lists (shares, ETFs, ETNs, REITs, funds, foreign shares, DRs).
    public var listedRecords: [MasterFileRecord] { records.filter { $0.securityGroup.kind != nil } }
}
