// The indices in the header at 80, 120 and 200 columns: what is dropped first, whole texts, colours, stale marks.

import DisplayText
import Domain
import Presentation
import Screens
import Testing
import TUICore

@Suite struct WatchlistHeaderIndicesTests {
    /// The screen at `width` with KOSPI up, KOSDAQ down and KOSPI200 up pushed (and half a second for the throttle).
    private func header(
        width: Int, tabs: [Watchlist] = [ScreenHarness.favourites], colors: PriceColorScheme = .korean, feedHours: FeedHours = .exchange,
        startingAt start: Int = 0
    ) -> (ScreenHarness, PushedIndexFeed) {
        let feed = PushedIndexFeed()
        let harness = ScreenHarness(
            tabs, size: Size(width: width, height: 12), options: WatchlistScreen.Options(colors: colors, feedName: "KIS real"), indices: feed, feedHours: feedHours,
            startingAt: start
        )
        feed.send(.kospi, 2_612.35, change: 12.40)
        feed.send(.kosdaq, 871.02, change: -3.18, advancers: 601, decliners: 942)
        feed.send(.kospi200, 352.77, change: 1.95, advancers: 120, decliners: 74)
        harness.advance(ticks: 6)
        return (harness, feed)
    }

    @Test func at80ColumnsTheIndicesGoAndTheSessionStaysWhole() {
        let (harness, _) = header(width: 80)
        let line = harness.render()[0]
        #expect(line == " StockWatch  관심종목                KRX · NXT continuous trading  09:00:01 KST")
    }

    @Test func at80ColumnsTheSimulatorStillSaysItSimulatesBesideBothVenuesAndTheClock() {
        // "simulated · KRX · NXT continuous trading" is too long beside the tabs at 80 columns.
        let (harness, _) = header(width: 80, feedHours: .simulatedAlwaysOpen)
        let line = harness.render()[0]
        #expect(!line.contains("KOSPI"))
        #expect(line.hasSuffix("sim · KRX · NXT open  09:00:01 KST"), "\(line)")
    }

    @Test func at120ColumnsAllThreeShowValueAndChangeRateWithTheSessionShortened() {
        let (harness, _) = header(width: 120)
        let line = harness.render()[0]
        #expect(line.contains("  KOSPI 2,612.35 +0.48%  KOSDAQ 871.02 -0.36%  KOSPI200 352.77 +0.56%  KRX · NXT open  09:00:01 KST"))
        #expect(line.hasPrefix(" 관심종목 "), "the app's name gives way first, the tab stays")
        #expect(DisplayWidth.of(line) <= 120)
    }

    @Test func at120ColumnsTheSimulatorsOwnNightSessionKeepsAllThreeIndices() {
        // 23:00 Korea time, both venues shut: "simulated session · KRX · NXT closed" is said in a word beside them.
        let (harness, _) = header(width: 120, feedHours: .simulatedAlwaysOpen, startingAt: 14 * 3600 * 10)
        let line = harness.render()[0]
        #expect(line.contains("KOSPI 2,612.35 +0.48%  KOSDAQ 871.02 -0.36%  KOSPI200 352.77 +0.56%  sim · KRX · NXT closed  23:00:01 KST"), "\(line)")
        #expect(DisplayWidth.of(line) <= 120)
    }

    @Test func at120ColumnsInNXTsAfterMarketTheIndicesKeepTheirValuesBesideBothVenues() {
        // 19:42 Korea time: "simulated · KRX closed · NXT after-market" leaves no room for the change %.
        let (harness, _) = header(width: 120, feedHours: .simulatedAlwaysOpen, startingAt: (10 * 3600 + 42 * 60) * 10)
        let line = harness.render()[0]
        #expect(line.contains("KOSPI 2,612.35  KOSDAQ 871.02  KOSPI200 352.77  simulated · KRX closed · NXT after-market  19:42:01 KST"), "\(line)")
        #expect(DisplayWidth.of(line) <= 120)
    }

    @Test func at200ColumnsTheWholeFiguresWithAdvancersAndDecliners() {
        let (harness, _) = header(width: 200)
        let line = harness.render()[0]
        #expect(line.contains("KOSPI 2,612.35 ▲ +12.40 +0.48% ↑512 ↓338  KOSDAQ 871.02 ▼  -3.18 -0.36% ↑601 ↓942  KOSPI200 352.77 ▲  +1.95 +0.56% ↑120 ↓ 74"))
        #expect(line.hasSuffix("KRX · NXT continuous trading 09:00–15:20  09:00:01 KST"))
    }

    @Test func betweenTheBreakpointsIndicesAreDroppedWholeFromTheRightNeverCut() {
        for width in stride(from: 80, through: 200, by: 7) {
            let (harness, _) = header(width: width)
            let line = harness.render()[0]
            #expect(DisplayWidth.of(line) <= width)
            #expect(line.hasSuffix("09:00:01 KST"), "width \(width)")
            let shown = ["KOSPI ", "KOSDAQ ", "KOSPI200 "].map { line.contains($0) }
            #expect(shown == shown.sorted { $0 && !$1 }, "width \(width): \(line)")
            // The change % goes only with all three indices shown (their values alone, before none).
            let change = "( [▲▼ ] +[-+]?[0-9,.]+)? +[-+]?[0-9]+\\.[0-9]{2}%"
            let rate = shown.allSatisfy { $0 } ? "(\(change)( ↑ *[0-9,]+ ↓ *[0-9,]+)?)?  " : change
            for name in ["KOSPI", "KOSDAQ", "KOSPI200"] where line.contains("\(name) ") {
                #expect(line.range(of: "\(name) [0-9,.]+\(rate)", options: .regularExpression) != nil, "width \(width): \(line)")
            }
        }
    }

    @Test func everyTabShowsWheneverTheTabsFitTheIndicesGivingWayFirst() {
        let lists = ["관심종목", "배당주", "Growth"].enumerated().map { Watchlist(id: WatchlistID("t\($0.offset)"), name: $0.element, codes: []) }
        for width in [100, 120, 160, 200] {
            let (harness, _) = header(width: width, tabs: lists)
            let line = harness.render()[0]
            #expect(line.contains(" 관심종목 ") && line.contains(" 배당주 ") && line.contains(" Growth "), "width \(width): \(line)")
            #expect(!line.contains("›"), "width \(width): \(line)")
            #expect(line.hasSuffix("09:00:01 KST"), "width \(width): \(line)")
            #expect(DisplayWidth.of(line) <= width)
        }
        let (wide, _) = header(width: 200, tabs: lists)
        #expect(wide.render()[0].contains("KOSPI200"), "at 200 columns the indices fit beside every tab")
    }

    @Test func longTabNamesKeepEveryTabAndTheIndicesGiveWay() {
        let lists = ["성장주 포트폴리오", "배당주 모음", "관심종목"].enumerated().map { Watchlist(id: WatchlistID("l\($0.offset)"), name: $0.element, codes: []) }
        let (harness, _) = header(width: 120, tabs: lists)
        let line = harness.render()[0]
        #expect(line.contains(" 성장주 포트폴리오 ") && line.contains(" 배당주 모음 ") && line.contains(" 관심종목 "), "\(line)")
        #expect(!line.contains("KOSPI"), "no index fits beside the three tabs and the whole session: \(line)")
        #expect(DisplayWidth.of(line) <= 120)
    }

    @Test func koreanColoursRedUpBlueDown() {
        let (harness, _) = header(width: 120)
        let line = harness.render()[0]
        let canvas = harness.canvas
        func column(of text: String) -> Int { DisplayWidth.of(String(line[..<line.range(of: text)!.lowerBound])) }
        #expect(canvas.style(at: Point(x: column(of: "KOSPI 2"), y: 0)).foreground == .red)
        #expect(canvas.style(at: Point(x: column(of: "KOSDAQ"), y: 0)).foreground == .blue)
        #expect(canvas.style(at: Point(x: column(of: "KOSPI200"), y: 0)).foreground == .red)
    }

    @Test func aFailedIndexKeepsItsFiguresDimWithTheStaleMark() {
        let (harness, feed) = header(width: 120)
        feed.events.onNext(.failure(kind: .kosdaq, message: "EGW00201 초당 거래건수를 초과하였습니다."))
        harness.advance(ticks: 6)
        let line = harness.render()[0]
        #expect(line.contains("  !KOSDAQ 871.02 -0.36%  "))
        #expect(line.contains("  KOSPI 2,612.35 +0.48%"))
        func column(of text: String) -> Int { DisplayWidth.of(String(line[..<line.range(of: text)!.lowerBound])) }
        let stale = harness.canvas.style(at: Point(x: column(of: "!KOSDAQ"), y: 0))
        #expect(stale.dim && stale.foreground == .default)
        feed.send(.kosdaq, 872.00, change: -2.20)
        harness.advance(ticks: 6)
        #expect(harness.render()[0].contains("  KOSDAQ 872.00 -0.25%  "))
    }

    @Test func aFeedThatEndsLeavesTheLastFiguresStaleAndTheScreenRunning() {
        let (harness, feed) = header(width: 200)
        feed.events.onError(PushedIndexFeedError())
        harness.advance(ticks: 6)
        let line = harness.render()[0]
        #expect(line.contains("!KOSPI 2,612.35 ▲ +12.40 +0.48% ↑512 ↓338  !KOSDAQ 871.02 ▼  -3.18 -0.36% ↑601 ↓942  !KOSPI200 352.77 ▲  +1.95 +0.56% ↑120 ↓ 74"))
        harness.quote("005930", price: 71_500, base: 70_000)
        #expect(harness.render()[2].contains("71,500"))
    }

    @Test func withoutAnIndexFeedTheHeaderIsAsBefore() {
        let harness = ScreenHarness(size: Size(width: 200, height: 12))
        #expect(!harness.render()[0].contains("KOSPI"))
    }
}

private struct PushedIndexFeedError: Error {}
