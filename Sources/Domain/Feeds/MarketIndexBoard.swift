// The latest figures of each index the header shows, and which of them a failure has left stale.

/// What an index feed has told so far (지수 현황): per index its latest figures, whether a failure
/// came after them, and the latest failure's reason. A failure never removes figures: the header keeps
/// showing them, marked stale, until the next good answer.
public struct MarketIndexBoard: Hashable, Sendable {
    /// The latest figures per index; an index never answered has none.
    public private(set) var figures: [MarketIndexKind: MarketIndex] = [:]
    /// The indices whose latest event was a failure (their figures, if any, are old).
    public private(set) var staleKinds: Set<MarketIndexKind> = []
    /// The latest failure's reason while any index is stale, nil when all is well.
    public private(set) var problem: String?

    /// An empty board: nothing known yet.
    public init() {}

    /// The indices with figures, in `MarketIndexKind`'s order (KOSPI, KOSDAQ, KOSPI200).
    public var shown: [MarketIndex] { MarketIndexKind.allCases.compactMap { figures[$0] } }

    /// Whether `kind`'s figures are older than a failure.
    public func isStale(_ kind: MarketIndexKind) -> Bool { staleKinds.contains(kind) }

    /// Takes one feed event: new figures clear their index's staleness, a failure marks it stale.
    public mutating func apply(_ event: MarketIndexFeedEvent) {
        switch event {
        case .index(let index):
            figures[index.kind] = index
            staleKinds.remove(index.kind)
            if staleKinds.isEmpty { problem = nil }
        case .failure(let kind, let message):
            staleKinds.insert(kind)
            problem = "\(kind.rawValue): \(message)"
        }
    }

    /// Marks every index stale because the feed ended with `message`.
    public mutating func end(because message: String) {
        staleKinds = Set(MarketIndexKind.allCases)
        problem = message
    }
}
