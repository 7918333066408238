// Position columns and the totals line: formatted figures, the P&L's direction, fees applied, unpriced positions.

import Domain
import Presentation
import Testing

@Suite struct PositionColumnsTests {
    private let lot = PositionLot(quantity: 10, price: 70_000)

    @Test func aGainReadsAsTheIssueSaysAndPointsUp() {
        let columns = PositionColumns(Position(code: Listings.samsung.code, lots: [lot]), price: 75_000, costs: .none)
        #expect([columns.quantity, columns.averagePrice, columns.value, columns.profit, columns.profitRate] == ["10", "70,000", "750,000", "+50,000", "+7.14%"])
        #expect(columns.direction == .up)
    }

    @Test func feesLowerTheProfitAndALossPointsDown() {
        let costs = TradingCosts(commissionPerMillion: 150, taxPerMillion: 1_800)
        let gain = PositionColumns(Position(code: Listings.samsung.code, lots: [lot]), price: 75_000, costs: costs)
        #expect(gain.profit == "+48,433")
        #expect(gain.profitRate == "+6.92%")
        let loss = PositionColumns(Position(code: Listings.samsung.code, lots: [lot]), price: 69_000, costs: .none)
        #expect(loss.profit == "-10,000")
        #expect(loss.direction == .down)
        let even = PositionColumns(Position(code: Listings.samsung.code, lots: [lot]), price: 70_000, costs: .none)
        #expect(even.direction == .flat)
    }

    @Test func beforeTheFirstQuoteValueAndProfitAreUnknown() {
        let columns = PositionColumns(Position(code: Listings.samsung.code, lots: [lot]), price: nil, costs: .none)
        #expect(columns.quantity == "10")
        #expect(columns.value == WatchlistRow.unknown)
        #expect(columns.profit == WatchlistRow.unknown)
    }

    @Test func theTotalsLineSumsThePricedPositions() {
        let positions = [
            Position(code: Listings.samsung.code, lots: [lot]),
            Position(code: Listings.kakao.code, lots: [PositionLot(quantity: 100, price: 50_000)]),
            Position(code: Listings.naver.code, lots: [PositionLot(quantity: 1, price: 200_000)]),
        ]
        let line = PositionTotalsLine(positions, prices: [Listings.samsung.code: 77_000, Listings.kakao.code: 45_000], costs: .none)
        #expect(line.text == "평가금액 5,270,000 · 평가손익 -430,000 · 수익률 -7.54% (2 of 3 priced)")
        #expect(line.direction == .down)
        let all = PositionTotalsLine(Array(positions.prefix(1)), prices: [Listings.samsung.code: 77_000], costs: .none)
        #expect(all.text == "평가금액 770,000 · 평가손익 +70,000 · 수익률 +10.00%")
    }
}
