// The words and marks of quote sources: row marks, the status line's counts, the socket's problem.

import Domain
import Foundation
import Presentation
import Testing

@Suite struct QuoteSourceTextTests {
    private static func codes(_ count: Int, from start: Int) -> [StockCode] {
        (start..<start + count).map { StockCode(String(format: "%06d", $0))! }
    }

    @Test func marksTellTheSourcesApart() {
        let marks = [QuoteSource.live, .polled, .stale].map(QuoteSourceText.mark)
        #expect(marks == ["●", "○", "!"])
        #expect(QuoteSourceText.mark(nil).isEmpty)
    }

    @Test func countsNameOnlyThePolledAndStaleThereAre() {
        var sources: [StockCode: QuoteSource] = [:]
        for code in Self.codes(38, from: 1) { sources[code] = .live }
        for code in Self.codes(12, from: 100) { sources[code] = .polled }
        #expect(QuoteSourceText.counts(QuoteFeedStatus(sources: sources, health: .connected)) == "live 38 · polled 12")
        for code in Self.codes(2, from: 200) { sources[code] = .stale }
        #expect(QuoteSourceText.counts(QuoteFeedStatus(sources: sources, health: .connected)) == "live 38 · polled 12 · stale 2")
        #expect(QuoteSourceText.counts(QuoteFeedStatus(sources: [:], health: .connecting)) == "live 0")
    }

    @Test func rowsShowingKRXsCloseWhileNextradeTradesAreCountedAndNamedApart() {
        var sources: [StockCode: QuoteSource] = [:]
        for code in Self.codes(2, from: 1) { sources[code] = .polled }
        for code in Self.codes(3, from: 100) { sources[code] = .krxClose }
        #expect(QuoteSourceText.counts(QuoteFeedStatus(sources: sources, health: .connected)) == "live 0 · polled 2 · KRX close 3")
        #expect(QuoteSourceText.mark(.krxClose) == "○")
        #expect(QuoteSourceText.name(.krxClose) == "KRX close")
    }

    @Test func onlyAnOffOrDownSocketIsAProblem() {
        #expect(QuoteSourceText.problem(.connected) == nil)
        #expect(QuoteSourceText.problem(.connecting) == nil)
        #expect(QuoteSourceText.problem(.off(reason: "another StockWatch holds the session")) == "real-time off: another StockWatch holds the session")
        #expect(QuoteSourceText.problem(.down(reason: "no frame for 20 s", retryAt: Date(timeIntervalSince1970: 0))) == "real-time down: no frame for 20 s")
    }
}
