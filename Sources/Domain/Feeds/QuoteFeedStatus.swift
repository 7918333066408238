// The per-code sources and the socket's health of a feed that mixes real-time and polling.

/// What a real-time-aware feed reports beside its quotes.
public struct QuoteFeedStatus: Sendable, Equatable {
    /// Each watched code's source.
    public var sources: [StockCode: QuoteSource]
    public var health: RealtimeConnectionHealth
    /// Real-time frames dropped because they did not decode.
    public var malformedFrames: Int

    public init(sources: [StockCode: QuoteSource], health: RealtimeConnectionHealth, malformedFrames: Int = 0) {
        self.sources = sources
        self.health = health
        self.malformedFrames = malformedFrames
    }

    /// How many codes have `source` (for "live 38 · polled 12").
    public func count(of source: QuoteSource) -> Int {
        sources.values.lazy.filter { $0 == source }.count
    }
}
