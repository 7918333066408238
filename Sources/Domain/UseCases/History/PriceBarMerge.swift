// Combining cached bars with freshly fetched ones: the exchange's bar wins where both have a start time.

/// Merges bar series by start time.
enum PriceBarMerge {
    /// `base` and `newer` (each in time order) as one series in time order; a bar of `newer` replaces
    /// the bar of `base` with the same start.
    static func merge(_ base: [PriceBar], _ newer: [PriceBar]) -> [PriceBar] {
        guard !newer.isEmpty else { return base }
        guard !base.isEmpty else { return newer }
        var byStart = Dictionary(base.map { ($0.start, $0) }, uniquingKeysWith: { _, later in later })
        for bar in newer { byStart[bar.start] = bar }
        return byStart.values.sorted { $0.start < $1.start }
    }
}
