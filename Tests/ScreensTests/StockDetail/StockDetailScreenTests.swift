// The detail view inside the watchlist screen: Enter opens it on the selected stock, Esc returns to the same selection, the list keeps updating.

import DisplayText
import Domain
import Foundation
import Presentation
import Screens
import TUICore
import Testing

@Suite struct StockDetailScreenTests {
    @Test func enterOpensTheSelectedStocksDetailAndEscReturnsToTheSameSelection() {
        let harness = ScreenHarness(size: Size(width: 120, height: 40))
        harness.press(.down)
        #expect(harness.screen.currentState?.selectedRow?.code == "000660")
        harness.press(.enter)
        #expect(harness.screen.focus == .detail)
        harness.quote("000660", price: 180_500, base: 178_000, volume: 5_000)
        let lines = harness.render()
        #expect(lines[0].contains("SK하이닉스"))
        #expect(lines[0].contains("000660"))
        #expect(lines[0].contains("KOSPI"))
        #expect(lines[0].contains("180,500"))
        #expect(lines[2].contains("124,600") && lines[2].contains("231,400"))
        #expect(lines.contains { $0.contains("Today (1 min)") })
        #expect(lines.contains { $0.contains("09:00") && $0.contains("15:30") })
        #expect(lines.contains { $0.contains("Order book") })
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 120 })
        harness.press(.escape)
        #expect(harness.screen.focus == .watchlist)
        #expect(harness.screen.currentState?.selectedRow?.code == "000660")
        #expect(harness.line(containing: "SK하이닉스")?.text.contains("180,500") == true)
    }

    @Test func theOrderBookShowsTenAsksAndTenBidsWithTotals() {
        let harness = ScreenHarness(size: Size(width: 120, height: 40))
        harness.press(.enter)
        harness.quote("005930", price: 71_000, base: 70_000)
        harness.orderBooks.onNext(OrderBook(
            code: StockCode("005930")!,
            asks: (1...10).map { OrderBookLevel(price: 71_000 + $0 * 100, quantity: $0 * 1_000) },
            bids: (0..<10).map { OrderBookLevel(price: 71_000 - $0 * 100, quantity: 500 + $0) },
            totalAskQuantity: 55_000, totalBidQuantity: 5_045, expectedPrice: nil, expectedVolume: nil,
            time: Date(timeIntervalSince1970: 0)
        ))
        harness.advance(ticks: 1)
        let lines = harness.render()
        let levels = (1...10).map { 71_000 + $0 * 100 } + (0..<10).map { 71_000 - $0 * 100 }
        for price in levels {
            #expect(lines.contains { $0.contains(NumberText.grouped(price)) && $0.contains("│") }, "level \(price)")
        }
        let top = lines.firstIndex { $0.contains("72,000") }
        let bottom = lines.firstIndex { $0.contains("70,100") && $0.contains("│") }
        #expect(top != nil && bottom != nil && bottom! - top! == 19)
        #expect(lines.contains { $0.contains("55,000") && $0.contains("5,045") })
    }

    @Test(arguments: [Size(width: 120, height: 40), Size(width: 80, height: 24)])
    func theLastSessionIsNamedByItsDayAndTheBookByItsSource(size: Size) {
        let harness = ScreenHarness(size: size)
        harness.press(.enter)
        // The clock is Thursday 1970-01-01 09:00 Korea time; the trades are of Wednesday's session.
        harness.quote("005930", price: 71_000, base: 70_000, volume: 1_000, at: Date(timeIntervalSince1970: -86_400 + 60))
        harness.quote("005930", price: 71_500, base: 70_000, volume: 1_200, at: Date(timeIntervalSince1970: -86_400 + 600))
        harness.orderBooks.onNext(OrderBook(
            code: StockCode("005930")!, asks: [OrderBookLevel(price: 71_600, quantity: 10)], bids: [OrderBookLevel(price: 71_500, quantity: 20)],
            totalAskQuantity: 10, totalBidQuantity: 20, expectedPrice: nil, expectedVolume: nil, time: Date(timeIntervalSince1970: 0), source: .live
        ))
        harness.advance(ticks: 1)
        var lines = harness.render()
        #expect(lines.contains { $0.contains("┌─ Wed 12-31 (1 min)") })
        #expect(!lines.contains { $0.contains("No trades today yet") })
        #expect(lines.contains { $0.contains("┌─ Order book · live") })
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= size.width })
        harness.quote("005930", price: 71_800, base: 71_500, volume: 10, at: Date(timeIntervalSince1970: 120))
        lines = harness.render()
        #expect(lines.contains { $0.contains("┌─ Today (1 min)") }, "today's session traded: the chart is today's")
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 200, height: 60)])
    func aNextradeStocksChartIsMarked0800To2000AtEveryWidth(size: Size) throws {
        let harness = ScreenHarness(size: size, nextrade: ["005930"])
        harness.press(.enter)
        // The clock is Thursday 1970-01-01 09:00 Korea time: trades at 15:00 and 19:42 of the same day.
        harness.quote("005930", price: 71_000, base: 70_000, volume: 1_000, at: Date(timeIntervalSince1970: 6 * 3600))
        harness.quote("005930", price: 72_000, base: 70_000, volume: 1_200, at: Date(timeIntervalSince1970: 10 * 3600 + 42 * 60))
        let lines = harness.render()
        let axis = try #require(lines.first { $0.contains("08:00") }, "\(lines.joined(separator: "\n"))")
        let marks = ["08:00", "12:00", "15:30", "20:00"].map { axis.range(of: $0)?.lowerBound }
        #expect(marks.allSatisfy { $0 != nil }, "every mark fits: \(axis)")
        #expect(marks.compactMap { $0 } == marks.compactMap { $0 }.sorted(), "left to right: \(axis)")
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= size.width })
        #expect(!lines.contains { $0.contains("09:00") }, "no KRX-only axis")
    }

    @Test func enterRightAfterAMoveOpensTheStockMovedTo() {
        let harness = ScreenHarness(size: Size(width: 120, height: 40))
        harness.burst(.down, .enter)
        #expect(harness.screen.focus == .detail)
        #expect(harness.render()[0].contains("SK하이닉스"))
    }

    @Test func theWatchlistKeepsUpdatingBehindTheDetailView() {
        let harness = ScreenHarness(size: Size(width: 120, height: 40))
        harness.press(.enter)
        #expect(harness.screen.focus == .detail)
        harness.quote("035420", price: 210_000, base: 200_000)
        harness.press(.escape)
        #expect(harness.line(containing: "NAVER")?.text.contains("210,000") == true)
    }

    @Test func theDetailViewShowsTradesAndKeysSwitchTheDailyChart() {
        let harness = ScreenHarness(size: Size(width: 120, height: 40))
        harness.press(.enter)
        harness.quote("005930", price: 71_000, base: 70_000, volume: 1_000)
        harness.quote("005930", price: 71_100, base: 70_000, volume: 1_700)
        let lines = harness.render()
        #expect(lines.contains { $0.contains("Trades") })
        #expect(lines.contains { $0.contains("71,100") && $0.contains("700") && $0.contains("09:00:00") })
        #expect(lines.contains { $0.contains("Daily 3M candles") })
        harness.press(.character("y"), .character("c"))
        #expect(harness.render().contains { $0.contains("Daily 1Y line") })
    }

    @Test func theSparklineColumnShowsAt160ColumnsAndIsGoneAt80() {
        let wide = ScreenHarness(size: Size(width: 160, height: 12))
        wide.quote("005930", price: 71_000, base: 70_000)
        #expect(wide.line(containing: "Code")?.text.contains("Today") == true)
        #expect(wide.line(containing: "삼성전자")?.text.hasSuffix("▄") == true)
        let narrow = ScreenHarness(size: Size(width: 80, height: 12))
        narrow.quote("005930", price: 71_000, base: 70_000)
        #expect(narrow.line(containing: "Code")?.text.contains("Today") == false)
        #expect(narrow.render().joined().contains("▄") == false)
    }

    @Test func eachVenuesPriceFollowsTheLimitsWhereItFitsWholeAndIsLeftOutWhereNot() {
        for (width, shown) in [(120, true), (80, false)] {
            let harness = ScreenHarness(size: Size(width: width, height: 30))
            harness.press(.enter)
            harness.quote("005930", price: 71_000, base: 70_000)
            let krx = Quote.of(StockCode("005930")!, price: 71_000, base: 70_000)
            let nxt = Quote.of(StockCode("005930")!, price: 71_100, base: 70_000)
            harness.venuePrices.onNext(VenuePrices(krx: krx, nxt: nxt))
            harness.advance(ticks: 1)
            let row = harness.render()[2]
            #expect(row.contains("Limits"))
            #expect(row.contains("KRX 71,000 · NXT 71,100 (+100 +0.14%)") == shown, "\(width) columns: \(row)")
            #expect(!row.contains("KRX 71,000 ·") || shown, "never a cut line: \(row)")
        }
    }

    @Test func at80ColumnsTheFiguresRowNeverCutsANumber() throws {
        let harness = ScreenHarness(size: Size(width: 80, height: 24))
        harness.press(.enter)
        harness.quote("005930", price: 1_299_000, base: 1_250_000, volume: 36_950_000)
        let row = harness.render()[1]
        #expect(DisplayWidth.of(row) <= 80)
        for figure in row.matches(of: /(Prev|Open|High|Low|Vol|Value) ([^ ]+)/) {
            #expect(figure.output.2.wholeMatch(of: /[0-9]{1,3}(,[0-9]{3})*(\.[0-9]+)?[만억조]?/) != nil, "\(figure.output.1) cut: \(row)")
        }
        #expect(row.contains("Low 1,250,000"), "the figures that fit stay: \(row)")
        harness.quote("005930", price: 71_000, base: 70_000, volume: 1_234_567)
        #expect(harness.render()[1].contains("Value 876억"), "거래대금 abbreviated: \(harness.render()[1])")
    }
}
