// Tests of the header's index text: grouping, two decimals, the marker and signs, breadth.

import Domain
import Foundation
import Presentation
import Testing

@Suite struct MarketIndexTextTests {
    private func index(
        _ kind: MarketIndexKind, _ value: Double, _ change: Double, _ sign: PriceChangeSign, _ rate: Double,
        advancers: Int? = nil, decliners: Int? = nil
    ) -> MarketIndex {
        MarketIndex(kind: kind, value: value, change: change, sign: sign, changeRate: rate, advancers: advancers, decliners: decliners, time: Date(timeIntervalSince1970: 0))
    }

    @Test func risingFallingAndFlat() {
        #expect(MarketIndexText.header(index(.kospi, 2612.35, 12.4, .rise, 0.48)) == "KOSPI 2,612.35 ▲ +12.40 +0.48%")
        #expect(MarketIndexText.header(index(.kosdaq, 871.02, -3.18, .fall, -0.36)) == "KOSDAQ 871.02 ▼  -3.18 -0.36%")
        #expect(MarketIndexText.header(index(.kospi200, 352.7, 0, .flat, 0)) == "KOSPI200 352.70     0.00  0.00%")
    }

    @Test func roundsToHundredthsAcrossTheThousandsSeparator() {
        #expect(MarketIndexText.header(index(.kospi, 999.996, 0.004, .rise, 0.0004)) == "KOSPI 1,000.00 ▲   0.00  0.00%")
        #expect(MarketIndexText.header(index(.kospi, 12_345.05, -1_234.5, .fall, -9.09)) == "KOSPI 12,345.05 ▼ -1,234.50 -9.09%")
    }

    @Test func theTextKeepsItsWidthAsTheFiguresMove() {
        let texts = [
            MarketIndexText.header(index(.kosdaq, 871.02, 12.4, .rise, 1.45)),
            MarketIndexText.header(index(.kosdaq, 871.02, -3.18, .fall, -0.36)),
            MarketIndexText.header(index(.kosdaq, 871.02, 0, .flat, 0)),
            MarketIndexText.header(index(.kosdaq, 871.02, -0.5, .fall, -0.06)),
        ]
        #expect(Set(texts.map(\.count)).count == 1, "\(texts)")
        let briefs = [index(.kospi, 2612.35, 12.4, .rise, 0.48), index(.kospi, 2612.35, 0, .flat, 0)].map(MarketIndexText.brief)
        #expect(briefs == ["KOSPI 2,612.35 +0.48%", "KOSPI 2,612.35  0.00%"])
        let breadths = [(512, 338), (1, 74), (120, 9)].compactMap { MarketIndexText.breadth(index(.kospi, 1, 0, .flat, 0, advancers: $0.0, decliners: $0.1)) }
        #expect(breadths == ["↑512 ↓338", "↑  1 ↓ 74", "↑120 ↓  9"])
    }

    @Test func breadthOnlyWhenTheSourceCountsIt() {
        #expect(MarketIndexText.breadth(index(.kospi, 1, 0, .flat, 0, advancers: 1_512, decliners: 338)) == "↑1,512 ↓338")
        #expect(MarketIndexText.breadth(index(.kospi, 1, 0, .flat, 0)) == nil)
    }

    @Test func briefKeepsTheValueAndChangeRateOnly() {
        #expect(MarketIndexText.brief(index(.kospi, 2612.35, 12.4, .rise, 0.48)) == "KOSPI 2,612.35 +0.48%")
        #expect(MarketIndexText.brief(index(.kosdaq, 871.024, -3.18, .fall, -0.364)) == "KOSDAQ 871.02 -0.36%")
    }
}
