// One index as the header may draw it: its texts from widest to narrowest, its direction, whether it is stale.

import Domain

/// An index ready for the header line. The view picks the widest of `texts` that fits (all the
/// indices in the same form) and colours it by `direction`; a stale one starts with `staleMark`.
public struct MarketIndexSummary: Hashable, Sendable {
    /// Put before the texts of an index whose figures are older than a failure of its source.
    public static let staleMark = "!"

    public let kind: MarketIndexKind
    /// Widest first: with advancers/decliners (when the source counts them), with the change,
    /// with the change % alone, the value alone ("KOSPI 2,612.35 ▲ +12.40 +0.48% ↑512 ↓338" … "KOSPI 2,612.35").
    public let texts: [String]
    /// Up, down or flat against the previous close, for the colour.
    public let direction: PriceDirection
    /// True when a failure came after these figures.
    public let isStale: Bool

    /// The summaries of every index on `board` that has figures, in KOSPI, KOSDAQ, KOSPI200 order.
    public static func list(_ board: MarketIndexBoard) -> [MarketIndexSummary] {
        board.shown.map { index in
            let stale = board.isStale(index.kind)
            let header = MarketIndexText.header(index)
            let widest = MarketIndexText.breadth(index).map { "\(header) \($0)" } ?? header
            let texts = [widest, header, MarketIndexText.brief(index), MarketIndexText.value(index)].map { stale ? staleMark + $0 : $0 }
            return MarketIndexSummary(kind: index.kind, texts: texts, direction: PriceDirection(index.sign), isStale: stale)
        }
    }
}
