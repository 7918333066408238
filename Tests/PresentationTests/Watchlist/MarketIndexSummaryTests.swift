// The header's index summaries: three forms widest first, the direction, the stale mark, the indices' order.

import Domain
import Foundation
import Presentation
import Testing

@Suite struct MarketIndexSummaryTests {
    private func index(_ kind: MarketIndexKind, _ value: Double, _ change: Double, advancers: Int? = nil, decliners: Int? = nil) -> MarketIndex {
        MarketIndex(
            kind: kind, value: value, change: change, sign: change > 0 ? .rise : change < 0 ? .fall : .flat,
            changeRate: change / (value - change) * 100, advancers: advancers, decliners: decliners, time: Date(timeIntervalSince1970: 0)
        )
    }

    @Test func fourFormsInTheIndicesOrderWhateverOrderTheyArrivedIn() {
        var board = MarketIndexBoard()
        board.apply(.index(index(.kosdaq, 871.02, -3.18)))
        board.apply(.index(index(.kospi, 2_612.35, 12.40, advancers: 512, decliners: 338)))
        let summaries = MarketIndexSummary.list(board)
        #expect(summaries.map(\.kind) == [.kospi, .kosdaq])
        #expect(summaries[0].texts == ["KOSPI 2,612.35 ▲ +12.40 +0.48% ↑512 ↓338", "KOSPI 2,612.35 ▲ +12.40 +0.48%", "KOSPI 2,612.35 +0.48%", "KOSPI 2,612.35"])
        #expect(summaries[1].texts == ["KOSDAQ 871.02 ▼  -3.18 -0.36%", "KOSDAQ 871.02 ▼  -3.18 -0.36%", "KOSDAQ 871.02 -0.36%", "KOSDAQ 871.02"])
        #expect(summaries.map(\.direction) == [.up, .down])
        #expect(summaries.allSatisfy { !$0.isStale })
    }

    @Test func aStaleIndexIsMarkedInEveryForm() {
        var board = MarketIndexBoard()
        board.apply(.index(index(.kospi200, 352.77, 0)))
        board.apply(.failure(kind: .kospi200, message: "timed out"))
        let summary = MarketIndexSummary.list(board)[0]
        #expect(summary.isStale)
        #expect(summary.direction == .flat)
        #expect(summary.texts.allSatisfy { $0.hasPrefix(MarketIndexSummary.staleMark + "KOSPI200 352.77") })
    }

    @Test func aFailureBeforeAnyFiguresShowsNothing() {
        var board = MarketIndexBoard()
        board.apply(.failure(kind: .kospi, message: "timed out"))
        #expect(MarketIndexSummary.list(board).isEmpty)
        #expect(board.problem == "KOSPI: timed out")
    }
}
