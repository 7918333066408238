// The watchlist screen with its real view model on virtual time, drawn on the in-memory canvas.

import DisplayText
import Domain
import DomainTestDoubles
import Presentation
@testable import Screens
@testable import Screens
@testable import TUICore
import Testing
@testable import Widgets

@Suite struct WatchlistScreenTests {
    /// The cell column where `text` ends on `line` (display width up to its end).
    private func endColumn(of text: String, in line: String) -> Int? {
        guard let range = line.range(of: text) else { return nil }
        return DisplayWidth.of(line[..<range.upperBound])
    }

    private func priced() -> ScreenHarness {
        let harness = ScreenHarness()
        harness.quote("005930", price: 71_500, base: 70_000, volume: 1_234_567)
        harness.quote("000660", price: 178_200, base: 180_000, volume: 98_765)
        harness.quote("035420", price: 187_300, base: 187_300, volume: 4_321)
        return harness
    }

    @Test func drawsHeaderRowsAndStatusBarWithKoreanRowsAligned() {
        let harness = priced()
        let lines = harness.render()
        #expect(lines[0] == " StockWatch  관심종목                KRX · NXT continuous trading  09:00:00 KST")
        #expect(lines[1] == "Code   Name             Price     Change   Chg %      Volume      High       Low")
        #expect(lines[2] == "005930 삼성전자        71,500   ▲ +1,500  +2.14%   1,234,567    71,500    70,000")
        #expect(lines[3] == "000660 SK하이닉스     178,200   ▼ -1,800  -1.00%      98,765   180,000   178,200")
        #expect(lines[4] == "035420 NAVER          187,300          0   0.00%       4,321   187,300   187,300")
        let priceEnds = [("71,500", 2), ("178,200", 3), ("187,300", 4)].compactMap { endColumn(of: $0.0, in: lines[$0.1]) }
        #expect(priceEnds == [29, 29, 29])
        #expect(lines[11].hasPrefix(" simulated · updated 09:00:00"))
        #expect(lines[11].hasSuffix(WatchlistStatusView.hints.trimmingCharacters(in: .whitespaces)))
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 })
    }

    @Test func anUnlistedStockIsMarkedAndTheFilterFindsItByItsStoredName() {
        let delisted = StockCode("0001A0")!
        let list = Watchlist(id: WatchlistID("fav"), name: "관심종목", codes: [StockCode("005930")!, delisted], storedNames: [delisted: "덕양에너젠"])
        let harness = ScreenHarness([list])
        harness.advance(ticks: 5)
        #expect(harness.line(containing: "0001A0")?.text.hasPrefix("0001A0 †덕양에너젠") == true)
        #expect(harness.line(containing: "005930")?.text.contains("†") == false)
        harness.press(.character("/"))
        harness.type("덕양")
        harness.advance(ticks: 5)
        #expect(harness.line(containing: "0001A0") != nil)
        #expect(harness.line(containing: "0001A0 †덕양에너젠") != nil)
        #expect(harness.line(containing: "005930") == nil)
    }

    @Test func anETFRowIsMarkedByItsKindAndAShareIsNot() {
        let list = Watchlist(id: WatchlistID("fav"), name: "관심종목", codes: [StockCode("005930")!, StockCode("069500")!])
        let harness = ScreenHarness([list], size: Size(width: 120, height: 12))
        harness.advance(ticks: 5)
        #expect(harness.line(containing: "069500")?.text.hasPrefix("069500 ETF KODEX 200 ") == true)
        #expect(harness.line(containing: "005930")?.text.hasPrefix("005930 삼성전자") == true)
    }

    @Test func aLongStoreNoticeWrapsWholeOntoUpToHalfTheScreen() {
        let words = (1...40).map { "word\($0)" }.joined(separator: " ")
        let harness = ScreenHarness(size: Size(width: 80, height: 24), notices: ["watchlists.json was damaged: " + words])
        let lines = harness.render()
        #expect(lines.contains { $0.contains("word40") })
    }

    @Test func koreanColoursRedUpBlueDownBoldAtTheLimit() {
        let harness = priced()
        harness.quote("035420", price: 130_000, base: 100_000)
        harness.advance(ticks: 10)
        #expect(harness.render()[4].contains("↑ +30,000"))
        let canvas = harness.canvas
        #expect(canvas.style(at: Point(x: 31, y: 2)).foreground == .red)
        #expect(canvas.style(at: Point(x: 31, y: 3)).foreground == .blue)
        let limit = canvas.style(at: Point(x: 31, y: 4))
        #expect(limit.foreground == .red && limit.bold)
        #expect(!canvas.style(at: Point(x: 31, y: 3)).bold)
        #expect(canvas.style(at: Point(x: 3, y: 3)).foreground == .default)
    }

    @Test func westernAndNoPriceColorSchemes() {
        let western = ScreenHarness(options: WatchlistScreen.Options(colors: .western, feedName: "simulated"))
        western.quote("005930", price: 71_500, base: 70_000)
        western.quote("000660", price: 178_200, base: 180_000)
        western.advance(ticks: 10)
        western.render()
        #expect(western.canvas.style(at: Point(x: 31, y: 2)).foreground == .green)
        #expect(western.canvas.style(at: Point(x: 31, y: 3)).foreground == .red)
        let plain = ScreenHarness(options: WatchlistScreen.Options(colors: .none, feedName: "simulated"))
        plain.quote("005930", price: 71_500, base: 70_000)
        plain.advance(ticks: 10)
        plain.render()
        #expect(plain.canvas.style(at: Point(x: 31, y: 2)).foreground == .default)
        #expect(plain.render()[2].contains("▲ +1,500"))
    }

    @Test func theChangedDigitsOfAPriceFlashBriefly() {
        let harness = priced()
        harness.advance(ticks: 10)
        harness.quote("000660", price: 178_300, base: 180_000)
        #expect(harness.render()[3].contains(" 178,300 "))
        let row = 3
        let flashed = (22...28).map { harness.canvas.style(at: Point(x: $0, y: row)).reverse }
        #expect(flashed == [false, false, false, false, true, true, true], "\"178,\" stays, \"300\" flashes")
        #expect(harness.canvas.style(at: Point(x: 28, y: row)).foreground == .red, "the tick rose, though the day is down")
        harness.advance(ticks: 10)
        harness.render()
        #expect((22...28).allSatisfy { !harness.canvas.style(at: Point(x: $0, y: row)).reverse })
    }

    @Test func onTheSelectedRowTheFlashKeepsTheReverseVideoAndIsUnderlined() {
        let harness = priced()
        harness.advance(ticks: 10)
        harness.quote("005930", price: 71_600, base: 70_000)
        harness.render()
        let styles = (23...28).map { harness.canvas.style(at: Point(x: $0, y: 2)) }
        #expect(styles.map(\.reverse) == [true, true, true, true, true, true])
        #expect(styles.map(\.underline) == [false, false, false, true, true, true])
    }

    @Test func aStaleRowIsDimWithItsAge() {
        let harness = priced()
        harness.advance(ticks: 300)
        harness.quote("000660", price: 178_300, base: 180_000)
        harness.advance(ticks: 10)
        let lines = harness.render()
        #expect(lines[2].hasPrefix("005930 삼성전자 30s  "))
        #expect(harness.canvas.style(at: Point(x: 0, y: 2)).dim)
        #expect(!harness.canvas.style(at: Point(x: 0, y: 3)).dim)
        #expect(!lines[3].contains("s "))
    }

    @Test func addingAStockThroughTheDialog() {
        let harness = priced()
        harness.press(.character("a"))
        #expect(harness.screen.focus == .inputDialog)
        harness.type("카카")
        var lines = harness.render()
        #expect(lines.contains { $0.contains("Add a stock to 관심종목") })
        #expect(lines.contains { $0.contains("│ 카카") })
        #expect(lines.contains { $0.contains("카카오") && $0.contains("035720 · KOSPI") })
        #expect(lines.contains { $0.contains("카카오뱅크") && $0.contains("323410") })
        let field = lines.firstIndex { $0.contains("│ 카카") }!
        #expect(harness.canvas.cursor == Point(x: DisplayWidth.of(lines[field].prefix { $0 != "│" }) + 2 + 4, y: field))
        harness.type("오")
        harness.press(.enter)
        lines = harness.render()
        #expect(harness.screen.focus == .watchlist)
        #expect(lines[5].hasPrefix("035720 카카오"))
        #expect(harness.store.watchlists[0].codes.map(\.rawValue) == ["005930", "000660", "035420", "035720"])
    }

    @Test func aStockAlreadyThereKeepsTheDialogOpenWithTheReason() {
        let harness = priced()
        harness.press(.character("a"))
        harness.type("005930")
        harness.press(.enter)
        let lines = harness.render()
        #expect(harness.screen.focus == .inputDialog)
        #expect(lines.contains { $0.contains("삼성전자 (005930) is already in this watchlist.") })
        #expect(lines.contains { $0.contains("│ 005930") })
        harness.press(.escape)
        #expect(harness.screen.focus == .watchlist)
        #expect(!harness.render().contains { $0.contains("Add a stock") })
    }

    @Test func suggestionsArePickedWithTheArrows() {
        let harness = priced()
        harness.press(.character("a"))
        harness.type("ㅋㅋ")
        harness.press(.down, .down)
        let lines = harness.render()
        #expect(lines.contains { $0.contains("› 카카오뱅크") })
        harness.press(.enter)
        #expect(harness.store.watchlists[0].codes.last?.rawValue == "323410")
    }

    @Test func removingAStockAsksFirst() {
        let harness = priced()
        harness.press(.character("j"), .character("d"))
        #expect(harness.screen.focus == .confirmDialog)
        #expect(harness.render().contains { $0.contains("Remove SK하이닉스 (000660) from 관심종목?") })
        harness.press(.character("n"))
        #expect(harness.store.watchlists[0].codes.count == 3)
        harness.press(.character("d"), .character("y"))
        #expect(harness.store.watchlists[0].codes.map(\.rawValue) == ["005930", "035420"])
        #expect(!harness.render().contains { $0.contains("SK하이닉스") })
    }

    @Test func newWatchlistNameTakenThenCreatedAndRenamed() {
        let harness = priced()
        harness.press(.character("n"))
        harness.type("관심종목")
        harness.press(.enter)
        #expect(harness.render().contains { $0.contains("already a watchlist called") })
        harness.press(.control("u"))
        harness.type("성장주")
        harness.press(.enter)
        #expect(harness.render()[0].contains(" 성장주 "))
        #expect(harness.store.watchlists.map(\.name) == ["관심종목", "성장주"])
        harness.press(.character("r"), .control("u"))
        harness.type("배당주")
        harness.press(.enter)
        #expect(harness.store.watchlists.map(\.name) == ["관심종목", "배당주"])
        harness.press(.tab)
        #expect(harness.render()[2].hasPrefix("005930 삼성전자"))
    }

    @Test func helpOpensAndClosesAndQuitAsks() {
        let harness = ScreenHarness(size: Size(width: 80, height: 24))
        harness.press(.character("?"))
        #expect(harness.screen.focus == .help)
        #expect(harness.render().contains { $0.contains("add a stock (code, name or 초성)") })
        harness.press(.escape)
        #expect(!harness.render().contains { $0.contains("add a stock (code, name or 초성)") })
        #expect(!harness.quitRequested)
        harness.press(.character("q"))
        #expect(harness.quitRequested)
    }

    /// At 80×24 a description too long for the box wraps under itself (it was cut: "stale (…"), and the
    /// table, taller than the screen then, scrolls with ↓ / G.
    @Test func helpAt80x24WrapsEveryDescriptionAndScrollsToTheRowMarks() {
        let harness = ScreenHarness(size: Size(width: 80, height: 24))
        harness.press(.character("?"))
        let top = harness.render()
        #expect(top.contains { $0.contains("Enter") && $0.contains("detail view") })
        #expect(top.contains { $0.contains("↑ ↓ PgUp PgDn g G scroll · Esc, ? or q closes") })
        #expect(!top.contains { $0.contains("…") }, "nothing cut")
        harness.press(.character("G"))
        let lines = harness.render()
        #expect(harness.screen.focus == .help)
        #expect(!lines.contains { $0.contains("…") }, "nothing cut")
        #expect(lines.contains { $0.contains("● ○ !") && $0.contains("stale") })
        #expect(lines.contains { $0.contains("dim  42s") && $0.contains("no quote for 10 refreshes") }, "the stale rule, as it is")
        #expect(lines.contains { $0.contains("◆ †") && $0.contains("alert fired") })
        #expect(lines.contains { $0.contains("NXT 통합 KRX close") && $0.contains("unified / KRX's close only") })
        #expect(lines.contains { $0.contains("시간외 S") && $0.contains("KRX's after-hours single-price match") })
        #expect(lines.contains { $0.contains("Chg %") && $0.contains("against KRX's previous close") })
        harness.press(.character("g"))
        #expect(harness.render() == top, "g goes back to the top")
    }

    @Test func keysTypedInTheSameBurstAsTheSlashGoToTheFilter() {
        let harness = ScreenHarness(oncePerFrame: true)
        harness.quote("005930", price: 71_500, base: 70_000)
        harness.feed.send(.of(StockCode("000660")!, price: 180_000, base: 178_000))
        harness.burst(.character("/"), .character("ㅅ"), .character("ㅅ"))
        harness.advance(ticks: 10)
        let lines = harness.render()
        #expect(harness.screen.focus == .filter)
        #expect(lines[10].hasPrefix("Filter: ㅅㅅ") && lines[10].hasSuffix("1 of 3"))
        harness.burst(.enter, .character("a"))
        #expect(harness.screen.focus == .inputDialog)
    }

    @Test func theFilterLineNarrowsTheRowsWithTheCaretInIt() {
        let harness = priced()
        harness.press(.character("/"))
        #expect(harness.screen.focus == .filter)
        harness.type("ㅅㅅ")
        let lines = harness.render()
        #expect(lines[2].hasPrefix("005930 삼성전자"))
        #expect(!lines.contains { $0.contains("NAVER") })
        #expect(lines[10].hasPrefix("Filter: ㅅㅅ") && lines[10].hasSuffix("1 of 3"))
        #expect(harness.canvas.cursor == Point(x: 12, y: 10))
        harness.press(.enter)
        #expect(harness.screen.focus == .watchlist)
        #expect(harness.canvas.cursor == Point(x: 12, y: 10))
        harness.render()
        #expect(harness.canvas.cursor == nil)
        harness.press(.escape)
        #expect(harness.render().contains { $0.contains("NAVER") })
    }

    @Test func sortingMarksTheColumnAndSaysSoInTheStatusBar() {
        let harness = priced()
        harness.press(.character("s"))
        let lines = harness.render()
        #expect(lines[1].contains(" Chg % ▼"))
        #expect(lines[2].hasPrefix("005930"))
        #expect(lines[3].hasPrefix("035420"))
        #expect(lines[11].contains("sorted by c…"))
    }

    @Test func movingAStockDownAndUpAndTheNoticeWhenSorted() {
        let harness = priced()
        harness.press(.character("J"))
        #expect(harness.store.watchlists[0].codes.map(\.rawValue) == ["000660", "005930", "035420"])
        #expect(harness.render()[3].hasPrefix("005930"), "the selection follows the moved stock")
        harness.press(.character("K"))
        #expect(harness.store.watchlists[0].codes.map(\.rawValue) == ["005930", "000660", "035420"])
        harness.press(.character("s"), .character("J"))
        #expect(harness.render()[10].hasPrefix(" Stocks move only in list order"))
        #expect(harness.store.watchlists[0].codes.map(\.rawValue) == ["005930", "000660", "035420"])
    }

    @Test func aFeedFailureShowsInFullAboveTheStatusBarWithTheRetryCountdownInIt() {
        let harness = ScreenHarness(size: Size(width: 120, height: 12))
        harness.quote("005930", price: 71_500, base: 70_000)
        let message = "Could not get a KIS access token. Cannot connect to openapivts.koreainvestment.com: down."
        harness.feed.fail(message, retryAfter: 5)
        harness.advance(ticks: 20)
        let lines = harness.render()
        #expect(lines[10] == " " + message)
        #expect(harness.canvas.style(at: Point(x: 1, y: 10)).foreground == .red)
        #expect(lines[11].contains("simulated · feed error · retry in 4s · last good "))
        #expect(harness.canvas.style(at: Point(x: 14, y: 11)).foreground == .red)
    }

    @Test func aFeedFailureIsReadBeforeTheStartupNoticeWhichComesBackAfterIt() {
        let options = WatchlistScreen.Options(feedName: "KIS paper", startupNotice: "KIS paper account: KRX prices only.")
        let harness = ScreenHarness(size: Size(width: 120, height: 12), options: options)
        harness.quote("005930", price: 71_500, base: 70_000)
        #expect(harness.render()[10] == " KIS paper account: KRX prices only.")
        harness.feed.fail("Cannot connect to openapivts.koreainvestment.com: down.", retryAfter: 5)
        harness.advance(ticks: 20)
        #expect(harness.render()[10] == " Cannot connect to openapivts.koreainvestment.com: down.")
        harness.quote("005930", price: 71_600, base: 70_000)
        harness.advance(ticks: 20)
        #expect(harness.render()[10] == " KIS paper account: KRX prices only.")
    }

    @Test func readOnlyAndTheLocaleWarningAreShown() {
        let options = WatchlistScreen.Options(feedName: "simulated", localeWarning: "locale C is not UTF-8")
        let harness = ScreenHarness(size: Size(width: 120, height: 12), options: options, isReadOnly: true)
        let status = harness.render()[11]
        #expect(status.contains("read-only"))
        #expect(status.contains("locale C is not UTF-8"))
        harness.press(.character("a"))
        harness.type("카카오")
        harness.press(.enter)
        let lines = harness.render()
        #expect(lines[10] == " " + WatchlistStoreError.readOnly.message)
        #expect(lines[11].contains("read-only"))
    }

    @Test func theStartupNoticeStaysUntilEscDismissesIt() {
        let options = WatchlistScreen.Options(feedName: "simulated", startupNotice: "config.json: unknown key")
        let harness = ScreenHarness(size: Size(width: 120, height: 12), options: options)
        #expect(harness.render()[10] == " config.json: unknown key")
        harness.press(.character("j"))
        #expect(harness.render()[10] == " config.json: unknown key")
        harness.press(.escape)
        #expect(!harness.render().contains { $0.contains("config.json") })
    }

    @Test func belowTheMinimumSizeOnlyANoticeIsDrawn() {
        let harness = ScreenHarness(size: Size(width: 39, height: 12))
        #expect(harness.render().contains { $0.contains("terminal too small") })
        #expect(!harness.render().contains { $0.contains("StockWatch") })
    }

    @Test func aNarrowScreenDropsTheRightmostColumns() {
        let harness = ScreenHarness(size: Size(width: 40, height: 10))
        harness.quote("005930", price: 71_500, base: 70_000)
        let lines = harness.render()
        #expect(lines[1] == "Code   Name             Price     Change")
        #expect(lines[2] == "005930 삼성전자        71,500   ▲ +1,500")
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
    }

    @Test func pageMovesGoByTheRowsShown() {
        let unlisted = (1...6).compactMap { StockCode("90000\($0)") }
        let codes = ScreenHarness.stocks.prefix(6).map(\.code) + unlisted
        let harness = ScreenHarness([Watchlist(id: WatchlistID("all"), name: "전체", codes: codes)], size: Size(width: 80, height: 10))
        #expect(harness.render()[8].hasPrefix("900001"))
        harness.press(.pageDown)
        #expect(harness.screen.currentState?.selectedRow?.code == "900001")
        harness.press(.character("G"))
        #expect(harness.screen.currentState?.selectedRow?.code == "900006")
        #expect(harness.render()[8].hasPrefix("900006"))
        harness.press(.character("g"))
        #expect(harness.render()[2].hasPrefix("005930"))
    }
}
