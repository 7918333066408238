// A KIS master file decoded: its records, and the codes it lists that are not stock codes.

/// The records of one master file, in file order.
public struct MasterFile: Sendable, Equatable {
    public let kind: MasterFileKind
    /// Every record whose short code is a six-character stock code (an ETN's `Q` dropped).
    public let records: [MasterFileRecord]
    /// Short codes that are not stock codes (nine-character warrants, rights, beneficiary certificates),
    /// skipped rather than refused.
    public let skippedCodes: [String]

    public init(kind: MasterFileKind, records: [MasterFileRecord], skippedCodes: [String]) {
        self.kind = kind
        self.records = records
        self.skippedCodes = skippedCodes
    }
}
