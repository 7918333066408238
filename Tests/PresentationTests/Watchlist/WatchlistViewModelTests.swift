// The watchlist screen's view model on virtual time: rows, order, sort, filter, selection, feed health, edits.

import Domain
import Presentation
import Reactive
import ReactiveTesting
import Testing

@Suite struct WatchlistViewModelTests {
    private static let main = Watchlist(
        id: WatchlistID("main"), name: "관심종목",
        codes: [Listings.samsung.code, Listings.hynix.code, Listings.naver.code, Listings.kakao.code]
    )
    private static let growth = Watchlist(id: WatchlistID("growth"), name: "성장주", codes: [Listings.kakaoBank.code, Listings.samsungBiologics.code])
    private static let mainCodes = ["005930", "000660", "035420", "035720"]

    /// Runs `screen` until `end` and checks that nothing it subscribed is left alive.
    private func run(_ screen: WatchlistScreen, until end: TestTime = 1000) {
        let live = Resources.countingLive { screen.run(until: end) }
        #expect(live == 0)
    }

    private func screen(_ watchlists: [Watchlist] = [main, growth], isReadOnly: Bool = false, notices: [String] = []) -> WatchlistScreen {
        WatchlistScreen(watchlists, isReadOnly: isReadOnly, notices: notices)
    }

    /// Quotes at 210–212: 삼성전자 +1.71%, NAVER -1.10%, 카카오 +0.60%; SK하이닉스 gets none.
    private func quoteThreeStocks(on screen: WatchlistScreen) {
        screen.quote(Listings.samsung, price: 71_500, base: 70_300, volume: 12_345_678, at: 210)
        screen.quote(Listings.naver, price: 180_000, base: 182_000, at: 211)
        screen.quote(Listings.kakao, price: 50_300, base: 50_000, at: 212)
    }

    // MARK: Loading and rows

    @Test func showsTheTabsAndTheListInItsOrderBeforeAnyQuote() throws {
        let screen = screen()
        run(screen)
        let loading = try #require(screen.state(at: 200))
        #expect(loading.isLoading)
        #expect(loading.emptyMessage == WatchlistState.loadingMessage)
        let shown = try #require(screen.state(at: 205))
        #expect(shown.tabs == ["관심종목", "성장주"])
        #expect(shown.activeTab == 0)
        #expect(shown.codes == Self.mainCodes)
        #expect(shown.rows.map(\.name) == ["삼성전자", "SK하이닉스", "NAVER", "카카오"])
        #expect(shown.rows.allSatisfy { !$0.hasQuote && $0.price == WatchlistRow.unknown && $0.age.isEmpty })
        #expect(shown.selectedIndex == 0)
        #expect(shown.stockCount == 4)
        #expect(shown.emptyMessage == nil)
        #expect(shown.clock == "09:00:20")
        #expect(shown.session == "KRX · NXT continuous trading 09:00–15:20")
        #expect(shown.sessionBrief == "KRX · NXT continuous trading")
        #expect(shown.isMarketTrading)
        #expect(screen.feed.requests == [Self.main.codes])
    }

    @Test func theHeaderSaysTheSimulatorTradesAroundTheClockWhileKRXIsClosed() throws {
        let screen = screen()
        screen.feedHours = .simulatedAlwaysOpen
        run(screen)
        let night = try #require(screen.state(at: 205))
        #expect(night.session.hasPrefix("simulated · KRX · NXT "))
        #expect(night.sessionBrief.hasPrefix("simulated · KRX · NXT "))
        #expect(night.isMarketTrading)
    }

    @Test func rowsFollowTheQuotesInTheWatchlistsOrderNotArrivalOrder() throws {
        let screen = screen()
        screen.quote(Listings.kakao, price: 50_300, base: 50_000, at: 210)
        screen.quote(Listings.naver, price: 180_000, base: 182_000, at: 211)
        screen.quote(Listings.samsung, price: 71_500, base: 70_300, volume: 12_345_678, at: 212)
        run(screen)
        let state = try #require(screen.state(at: 215))
        #expect(state.codes == Self.mainCodes)
        let samsung = state.rows[0]
        #expect(samsung.price == "71,500")
        #expect(samsung.change == "+1,200")
        #expect(samsung.changeMarker == "▲")
        #expect(samsung.changeRate == "+1.71%")
        #expect(samsung.volume == "12,345,678")
        #expect(samsung.high == "71,500")
        #expect(samsung.low == "70,300")
        #expect(samsung.direction == .up)
        let naver = state.rows[2]
        #expect(naver.change == "-2,000")
        #expect(naver.changeMarker == "▼")
        #expect(naver.changeRate == "-1.10%")
        #expect(naver.direction == .down)
        #expect(!state.rows[1].hasQuote)
    }

    @Test func limitsAndFlatPricesHaveTheirOwnMarkers() throws {
        let screen = screen()
        screen.quote(Listings.samsung, price: 91_390, base: 70_300, at: 210)
        screen.quote(Listings.hynix, price: 70_000, base: 100_000, at: 210)
        screen.quote(Listings.naver, price: 182_000, base: 182_000, at: 210)
        run(screen)
        let rows = try #require(screen.state(at: 215)?.rows)
        #expect(rows[0].direction == .upperLimit && rows[0].changeMarker == "↑" && rows[0].direction.isAtLimit)
        #expect(rows[1].direction == .lowerLimit && rows[1].changeMarker == "↓" && rows[1].change == "-30,000")
        #expect(rows[2].direction == .flat && rows[2].changeMarker.isEmpty && rows[2].change == "0" && rows[2].changeRate == "0.00%")
    }

    @Test func aChangedPriceFlashesItsChangedDigitsBriefly() throws {
        let screen = screen()
        screen.quote(Listings.samsung, price: 71_500, base: 70_300, at: 210)
        screen.quote(Listings.samsung, price: 71_600, base: 70_300, at: 230)
        screen.quote(Listings.naver, price: 99_900, base: 100_000, at: 230)
        screen.quote(Listings.naver, price: 100_000, base: 100_000, at: 233)
        run(screen)
        #expect(screen.state(at: 215)?.rows[0].flash == nil)
        let flash = try #require(screen.state(at: 233)?.rows[0].flash)
        #expect(flash.previousPrice == "71,500")
        #expect(flash.unchangedPrefix == 3)
        #expect(flash.rose)
        let widened = try #require(screen.state(at: 235)?.rows[2].flash)
        #expect(widened.unchangedPrefix == 0)
        #expect(widened.rose)
        // The flashes last 0.5 s (5 ticks) from their arrival at 231 and 234.
        #expect(screen.state(at: 235)?.rows[0].flash != nil)
        #expect(screen.state(at: 236)?.rows[0].flash == nil)
        #expect(screen.state(at: 238)?.rows[2].flash != nil)
        #expect(screen.state(at: 239)?.rows[2].flash == nil)
    }

    @Test func flashesEndAtMostAStepApart() throws {
        let screen = screen()
        for (stock, time) in [(Listings.samsung, 230), (Listings.hynix, 232), (Listings.naver, 234)] as [(Stock, TestTime)] {
            screen.quote(stock, price: 50_000, base: 50_000, at: 210)
            screen.quote(stock, price: 50_100, base: 50_000, at: time)
        }
        run(screen)
        let ended = { (time: TestTime) in screen.state(at: time).map { Array($0.rows.prefix(3).map { $0.flash == nil }) } }
        // Arrived at 231, 233 and 235, each lasts 0.5 s; a pass ends what has, the next comes no sooner
        // than 0.3 s later: at 236, 239 and 242 (not 238 and 240, when the others had lasted 0.5 s).
        #expect(ended(235) == [false, false, false])
        #expect(ended(236) == [true, false, false])
        #expect(ended(238) == [true, false, false])
        #expect(ended(239) == [true, true, false])
        #expect(ended(241) == [true, true, false])
        #expect(ended(242) == [true, true, true])
    }

    @Test func atMostOneStatePerFrameCarriesTheLatestQuotes() throws {
        let screen = WatchlistScreen([Self.main], frameTicks: 5)
        quoteThreeStocks(on: screen)
        screen.press(.select(.down), at: 230)
        run(screen)
        // The quotes reaching the view model at 211 (after a quiet frame) go out at once; the one arriving
        // within that frame joins the next state, one frame (5 ticks) later.
        let burst = screen.events.filter { (210...229).contains($0.time) }
        #expect(burst.map(\.time) == [211, 216, 221])
        #expect(burst.first?.value.element?.rows.filter(\.hasQuote).count == 2)
        #expect(burst.dropFirst().first?.value.element?.rows.filter(\.hasQuote).count == 3)
        // The key after a quiet frame is shown at once, not a frame later.
        #expect(screen.state(at: 229)?.selectedIndex == 0)
        #expect(screen.state(at: 231)?.selectedIndex == 1)
    }

    // MARK: Sort, selection, filter

    @Test func sortCyclesThroughChangeNamePriceVolumeAndTradedValueBackToListOrder() {
        let screen = screen()
        quoteThreeStocks(on: screen)
        // 카카오 trades more shares (200,000 against 100,000), NAVER more won (180억 against 100.6억).
        screen.quote(Listings.kakao, price: 50_300, base: 50_000, volume: 200_000, at: 213)
        screen.quote(Listings.naver, price: 180_000, base: 182_000, volume: 100_000, at: 214)
        for time in [220, 230, 240, 250, 260, 270] { screen.press(.cycleSort, at: TestTime(time)) }
        run(screen)
        #expect(screen.state(at: 225)?.sort == .changeRate)
        #expect(screen.state(at: 225)?.codes == ["005930", "035720", "035420", "000660"])
        #expect(screen.state(at: 235)?.sort == .name)
        #expect(screen.state(at: 235)?.rows.map(\.name) == ["NAVER", "SK하이닉스", "삼성전자", "카카오"])
        #expect(screen.state(at: 245)?.codes == ["035420", "005930", "035720", "000660"])
        #expect(screen.state(at: 255)?.sort == .volume)
        #expect(screen.state(at: 255)?.codes == ["005930", "035720", "035420", "000660"])
        #expect(screen.state(at: 265)?.sort == .tradedValue)
        #expect(screen.state(at: 265)?.codes == ["005930", "035420", "035720", "000660"])
        #expect(screen.state(at: 275)?.codes == Self.mainCodes)
        #expect(WatchlistSort.price.label == "price")
    }

    @Test func aSortByChangeFollowsNewQuotes() {
        let screen = screen()
        quoteThreeStocks(on: screen)
        screen.press(.cycleSort, at: 220)
        screen.quote(Listings.naver, price: 191_100, base: 182_000, at: 230)
        run(screen)
        #expect(screen.state(at: 225)?.codes == ["005930", "035720", "035420", "000660"])
        #expect(screen.state(at: 235)?.codes == ["035420", "005930", "035720", "000660"])
    }

    @Test func theSelectionStaysOnItsStockAcrossUpdatesAndSorts() {
        let screen = screen()
        screen.press(.select(.down), at: 205)
        screen.press(.select(.down), at: 206)
        quoteThreeStocks(on: screen)
        screen.press(.cycleSort, at: 220)
        screen.quote(Listings.naver, price: 191_100, base: 182_000, at: 230)
        screen.press(.cycleSort, at: 240)
        run(screen)
        #expect(screen.state(at: 215)?.selectedCode == "035420")
        #expect(screen.state(at: 225)?.selectedIndex == 2)
        #expect(screen.state(at: 235)?.selectedIndex == 0)
        #expect(screen.state(at: 245)?.selectedCode == "035420")
        #expect(screen.states.filter { $0.tabs.count == 2 && !$0.rows.isEmpty }.allSatisfy { $0.selectedIndex != nil })
    }

    @Test func selectionMovesByRowPageAndEndsAndStopsThere() {
        let screen = screen()
        let moves: [SelectionMove] = [.up, .down, .down, .pageDown(rows: 10), .down, .top, .bottom, .pageUp(rows: 2)]
        for (offset, move) in moves.enumerated() { screen.press(.select(move), at: TestTime(210 + offset * 10)) }
        run(screen)
        let shown = (0..<moves.count).map { screen.state(at: TestTime(215 + $0 * 10))?.selectedIndex }
        #expect(shown == [0, 1, 2, 3, 3, 0, 3, 1])
    }

    @Test func theFilterNarrowsByNameCodeOrInitialsAndClears() {
        let screen = screen()
        screen.press(.filter(.begin), at: 210)
        screen.press(.filter(.edit(.insert("ㅋㅋ"))), at: 211)
        screen.press(.filter(.apply), at: 220)
        screen.press(.filter(.begin), at: 230)
        screen.press(.filter(.edit(.deleteToStart)), at: 231)
        screen.press(.filter(.edit(.insert("0354"))), at: 232)
        screen.press(.filter(.clear), at: 240)
        run(screen)
        #expect(screen.state(at: 210)?.isEditingFilter == true)
        #expect(screen.state(at: 215)?.codes == ["035720"])
        #expect(screen.state(at: 215)?.filter.text == "ㅋㅋ")
        #expect(screen.state(at: 225)?.isEditingFilter == false)
        #expect(screen.state(at: 225)?.codes == ["035720"])
        #expect(screen.state(at: 235)?.codes == ["035420"])
        #expect(screen.state(at: 245)?.codes == Self.mainCodes)
        #expect(screen.state(at: 245)?.filter.isEmpty == true)
        #expect(screen.state(at: 245)?.isEditingFilter == false)
    }

    @Test func aPasteCutToTheFilterCapacitySaysSoOnTheStatusLine() {
        let screen = screen()
        screen.press(.filter(.begin), at: 210)
        screen.press(.filter(.edit(.insert(String(repeating: "삼", count: 45)))), at: 211)
        screen.press(.filter(.edit(.moveLeft)), at: 220)
        run(screen)
        #expect(screen.state(at: 215)?.filter.text.count == 40)
        #expect(screen.state(at: 215)?.notice == "cut to 40 characters: 5 left out")
        #expect(screen.state(at: 225)?.notice == nil)
    }

    @Test func textEditsOutsideTheFilterLineAreIgnored() {
        let screen = screen()
        screen.press(.filter(.edit(.insert("삼성"))), at: 210)
        run(screen)
        #expect(screen.state(at: 215)?.codes == Self.mainCodes)
    }

    @Test func aFilteredOutSelectionComesBackWhenTheFilterIsCleared() {
        let screen = screen()
        screen.press(.select(.bottom), at: 205)
        screen.press(.filter(.begin), at: 210)
        screen.press(.filter(.edit(.insert("삼성"))), at: 211)
        screen.press(.filter(.clear), at: 220)
        run(screen)
        #expect(screen.state(at: 215)?.selectedCode == "005930")
        #expect(screen.state(at: 225)?.selectedCode == "035720")
    }

    @Test func aFilterMatchingNothingSaysSo() throws {
        let screen = screen()
        screen.press(.filter(.begin), at: 210)
        screen.press(.filter(.edit(.insert("현대"))), at: 211)
        run(screen)
        let state = try #require(screen.state(at: 215))
        #expect(state.rows.isEmpty)
        #expect(state.selectedIndex == nil)
        #expect(state.stockCount == 4)
        #expect(state.emptyMessage == WatchlistState.nothingMatchesMessage)
    }

    // MARK: Watchlists

    @Test func switchingWatchlistsWatchesTheShownOneAndWrapsAround() {
        let screen = screen()
        screen.press(.nextWatchlist, at: 210)
        screen.press(.previousWatchlist, at: 220)
        screen.press(.previousWatchlist, at: 230)
        screen.at(240) { #expect(screen.feed.watching == 1) }
        run(screen)
        #expect(screen.state(at: 215)?.activeTab == 1)
        #expect(screen.state(at: 215)?.codes == ["323410", "207940"])
        #expect(screen.state(at: 225)?.activeTab == 0)
        #expect(screen.state(at: 235)?.activeTab == 1)
        #expect(screen.feed.requests == [Self.main.codes, Self.growth.codes, Self.main.codes, Self.growth.codes])
        #expect(screen.feed.watching == 0)
    }

    @Test func aQuoteForAListNoLongerShownChangesNothing() {
        let screen = screen()
        screen.press(.nextWatchlist, at: 210)
        screen.quote(Listings.samsung, price: 71_500, base: 70_300, at: 220)
        screen.press(.previousWatchlist, at: 230)
        run(screen)
        #expect(screen.state(at: 235)?.rows[0].hasQuote == false)
    }

    // MARK: Feed health and age

    @Test func aFeedFailureShowsItsReasonAndCountsDownUntilTheNextGoodQuote() throws {
        let screen = screen()
        screen.failure(QuoteFeedFailure(code: nil, message: "Not connected to KIS.", retryAfter: 5), at: 213)
        screen.quote(Listings.samsung, price: 71_500, base: 70_300, at: 262)
        run(screen)
        let failing = try #require(screen.state(at: 215)?.feed)
        #expect(failing.errorMessage == "Not connected to KIS.")
        #expect(failing.hasError)
        #expect(failing.lastGoodUpdate == nil)
        let countdown = [215, 225, 235, 245, 255].map { screen.state(at: TestTime($0))?.feed.retryInSeconds }
        #expect(countdown == [5, 5, 4, 3, 2])
        let recovered = try #require(screen.state(at: 265)?.feed)
        #expect(recovered.errorMessage == nil)
        #expect(recovered.retryInSeconds == nil)
        #expect(recovered.lastGoodUpdateText == "09:00:26")
    }

    @Test func aStocksFailureInTheSameFrameAsAnothersQuoteIsStillSaid() throws {
        let screen = WatchlistScreen([Self.main], frameTicks: 5)
        screen.quote(Listings.samsung, price: 71_500, base: 70_300, at: 210)
        // Both within the frame after 211's: they reach the view model folded into one delivery.
        screen.quote(Listings.kakao, price: 50_300, base: 50_000, at: 212)
        screen.failure(QuoteFeedFailure(code: Listings.naver.code, message: "Too many requests."), at: 213)
        run(screen)
        let frame = try #require(screen.state(at: 217))
        #expect(frame.rows.first { $0.code == Listings.kakao.code.rawValue }?.hasQuote == true)
        #expect(frame.rows.first { $0.code == Listings.naver.code.rawValue }?.problem == "Too many requests.")
        #expect(frame.feed.errorMessage == "NAVER: Too many requests.")
    }

    @Test func aFailureOfOneStockIsShownOnItsRowAndInTheStatusBar() throws {
        let screen = screen()
        screen.failure(QuoteFeedFailure(code: Listings.naver.code, message: "Too many requests."), at: 213)
        screen.quote(Listings.samsung, price: 71_500, base: 70_300, at: 223)
        screen.quote(Listings.naver, price: 180_000, base: 182_000, at: 233)
        run(screen)
        let failing = try #require(screen.state(at: 215))
        #expect(failing.rows[2].problem == "Too many requests.")
        #expect(failing.feed.errorMessage == "NAVER: Too many requests.")
        #expect(failing.feed.retryInSeconds == nil)
        #expect(screen.state(at: 225)?.rows[2].problem == "Too many requests.")
        #expect(screen.state(at: 235)?.rows[2].problem == nil)
    }

    @Test func aFeedThatStopsSaysSo() throws {
        struct Gone: Error {}
        let screen = screen()
        screen.at(220) { screen.feed.fail(Gone()) }
        run(screen)
        let message = try #require(screen.state(at: 225)?.feed.errorMessage)
        #expect(message.hasPrefix("The quote feed stopped: "))
    }

    @Test func rowsAgeWithTheClockAndGoStaleAfterTheLimit() throws {
        let screen = screen()
        screen.quote(Listings.samsung, price: 71_500, base: 70_300, at: 210)
        screen.quote(Listings.samsung, price: 71_400, base: 70_300, at: 275)
        run(screen)
        // The quote arrives at 21.1 s; the clock ticks every whole second.
        #expect(screen.state(at: 225)?.rows[0].ageSeconds == 0)
        let fresh = try #require(screen.state(at: 235)?.rows[0])
        #expect(fresh.ageSeconds == 1)
        #expect(fresh.age == "1s")
        #expect(!fresh.isStale)
        #expect(screen.state(at: 265)?.rows[0].isStale == false)
        let stale = try #require(screen.state(at: 272)?.rows[0])
        #expect(stale.isStale)
        #expect(stale.age == "5s")
        #expect(screen.state(at: 272)?.rows[1].isStale == false)
        #expect(screen.state(at: 272)?.rows[1].ageSeconds == nil)
        #expect(screen.state(at: 277)?.rows[0].isStale == false)
        #expect(screen.state(at: 277)?.rows[0].ageSeconds == 0)
        #expect(screen.state(at: 272)?.clock == "09:00:27")
    }

    @Test func aPollThatAnswersTheSameQuoteAgainKeepsTheRowFresh() throws {
        let screen = screen()
        screen.quote(Listings.samsung, price: 71_500, base: 70_300, at: 210)
        screen.quote(Listings.samsung, price: 71_500, base: 70_300, at: 250)
        run(screen)
        // Received at 25.1 s; without it the row would be stale from the tick at 27 s (staleAfter 5).
        let answered = try #require(screen.state(at: 272)?.rows[0])
        #expect(!answered.isStale)
        #expect(answered.age == "1s")
        #expect(screen.state(at: 302)?.rows[0].isStale == false)
        #expect(screen.state(at: 312)?.rows[0].isStale == true)
    }

    @Test func afterKRXsCloseOnlyARowTheFeedFollowsOnNextradeGoesStale() throws {
        let screen = screen()
        screen.followedOnNextrade = [Listings.samsung.code]
        // 15:30 Korea time, six and a half hours after 09:00 (tick 0).
        let close: TestTime = 234_000
        screen.quote(Listings.samsung, price: 71_500, base: 70_300, at: close + 10)
        screen.quote(Listings.kakao, price: 50_300, base: 50_000, at: close + 10)
        run(screen, until: close + 200)
        let evening = try #require(screen.state(at: close + 195))
        #expect(evening.rows[3].code == "035720")
        #expect(!evening.rows[3].isStale, "KRX-only: KRX no longer trades continuously")
        #expect(evening.rows[3].age == "17s")
        #expect(evening.rows[0].isStale, "Nextrade's after-market trades it: 17 s without a quote is stale (staleAfter 5)")
    }

    // MARK: Edits through dialogs

    /// Presses a at 210, types `typed` into the dialog at 215 and Enter at 220, and runs.
    private func addStock(_ typed: String, on screen: WatchlistScreen) {
        screen.press(.addStock, at: 210)
        screen.dialog(.type(typed), at: 215)
        screen.dialog(.enter, at: 220)
        run(screen)
    }

    @Test func addingAStockAppendsItSelectsItAndWatchesIt() throws {
        let screen = screen()
        addStock("현대차", on: screen)
        #expect(screen.openedDialogs.map(\.title) == ["Add a stock to 관심종목"])
        #expect(screen.store.watchlists[0].codes.last == Listings.hyundai.code)
        let state = try #require(screen.state(at: 230))
        #expect(state.codes == Self.mainCodes + ["005380"])
        #expect(state.selectedCode == "005380")
        #expect(screen.feed.requests.last == Self.main.codes + [Listings.hyundai.code])
    }

    @Test func addingAStockAlreadyThereKeepsTheDialogOpenWithTheReason() throws {
        let screen = screen()
        addStock("카카오", on: screen)
        let dialog = try #require(screen.inputDialog(at: 230))
        #expect(dialog.errorMessage == WatchlistEditError.stockAlreadyInWatchlist(Listings.kakao).message)
        #expect(!dialog.isClosed)
        #expect(screen.store.saveCount == 0)
    }

    @Test func removingTheSelectedStockAsksFirst() throws {
        let screen = screen()
        screen.press(.select(.down), at: 205)
        screen.press(.removeSelectedStock, at: 210)
        screen.dialog(.yes, at: 215)
        run(screen)
        #expect(screen.openedDialogs.map(\.title) == ["Remove a stock"])
        #expect(!screen.store.watchlists[0].codes.contains(Listings.hynix.code))
        let state = try #require(screen.state(at: 225))
        #expect(state.codes == ["005930", "035420", "035720"])
        #expect(state.selectedCode == "035420")
    }

    @Test func decliningTheRemovalKeepsTheStock() {
        let screen = screen()
        screen.press(.removeSelectedStock, at: 210)
        screen.dialog(.escape, at: 215)
        run(screen)
        #expect(screen.store.watchlists == [Self.main, Self.growth])
        #expect(screen.state(at: 225)?.codes == Self.mainCodes)
    }

    @Test func movingTheSelectedStockReordersTheListAndKeepsTheSelection() {
        let screen = screen()
        screen.press(.select(.down), at: 205)
        screen.press(.moveSelectedStockUp, at: 210)
        screen.press(.moveSelectedStockDown, at: 220)
        screen.press(.moveSelectedStockDown, at: 230)
        run(screen)
        #expect(screen.state(at: 215)?.codes == ["000660", "005930", "035420", "035720"])
        #expect(screen.state(at: 215)?.selectedIndex == 0)
        #expect(screen.state(at: 235)?.codes == ["005930", "035420", "000660", "035720"])
        #expect(screen.state(at: 235)?.selectedCode == "000660")
        #expect(screen.store.watchlists[0].codes.map(\.rawValue) == ["005930", "035420", "000660", "035720"])
    }

    @Test func movingInAFilteredViewSwapsWithTheVisibleNeighbourPastHiddenRows() {
        let list = Watchlist(
            id: WatchlistID("mixed"), name: "섞임",
            codes: [Listings.samsung.code, Listings.hynix.code, Listings.samsungPreferred.code, Listings.naver.code]
        )
        let screen = screen([list])
        screen.press(.filter(.begin), at: 205)
        screen.press(.filter(.edit(.insert("삼성"))), at: 206)
        screen.press(.filter(.apply), at: 207)
        screen.press(.moveSelectedStockDown, at: 210)
        run(screen)
        #expect(screen.state(at: 208)?.codes == ["005930", "005935"])
        #expect(screen.store.watchlists[0].codes.map(\.rawValue) == ["005935", "000660", "005930", "035420"])
        #expect(screen.state(at: 215)?.codes == ["005935", "005930"])
        #expect(screen.state(at: 215)?.selectedCode == "005930")
    }

    @Test func movingIsOnlyInListOrderAndTheNoticeGoesWithTheNextKey() {
        let screen = screen()
        screen.press(.cycleSort, at: 210)
        screen.press(.moveSelectedStockDown, at: 220)
        screen.press(.select(.down), at: 230)
        run(screen)
        #expect(screen.state(at: 225)?.notice == "Stocks move only in list order, not reversed: press s until it is shown.")
        #expect(screen.state(at: 235)?.notice == nil)
        #expect(screen.store.saveCount == 0)
    }

    @Test func aNewWatchlistMustHaveAFreeNameAndIsThenShown() throws {
        let screen = screen()
        screen.press(.createWatchlist, at: 210)
        screen.dialog(.type("관심종목"), at: 215)
        screen.dialog(.enter, at: 220)
        screen.dialog(.edit(.deleteToStart), at: 230)
        screen.dialog(.type("배당주"), at: 231)
        screen.dialog(.enter, at: 232)
        run(screen)
        #expect(screen.inputDialog(at: 225)?.errorMessage == WatchlistNameError.alreadyTaken("관심종목").message)
        let state = try #require(screen.state(at: 240))
        #expect(state.tabs == ["관심종목", "성장주", "배당주"])
        #expect(state.activeTab == 2)
        #expect(state.rows.isEmpty)
        #expect(state.emptyMessage == WatchlistState.emptyWatchlistMessage)
        #expect(screen.feed.requests.last == [])
    }

    @Test func renamingChangesTheTabWithoutWatchingAnew() {
        let screen = screen()
        screen.press(.renameWatchlist, at: 210)
        screen.dialog(.edit(.deleteToStart), at: 215)
        screen.dialog(.type("대형주"), at: 216)
        screen.dialog(.enter, at: 220)
        run(screen)
        #expect(screen.openedDialogs.map(\.title) == ["Rename 관심종목"])
        #expect(screen.inputDialogStates.first?.value.text.text == "관심종목")
        #expect(screen.state(at: 230)?.tabs == ["대형주", "성장주"])
        #expect(screen.feed.requests.count == 1)
    }

    @Test func deletingTheShownWatchlistShowsTheNextOne() {
        let screen = screen()
        screen.press(.deleteWatchlist, at: 210)
        screen.dialog(.yes, at: 215)
        run(screen)
        #expect(screen.openedDialogs.map(\.title) == ["Delete a watchlist"])
        #expect(screen.state(at: 225)?.tabs == ["성장주"])
        #expect(screen.state(at: 225)?.activeTab == 0)
        #expect(screen.state(at: 225)?.codes == ["323410", "207940"])
    }

    @Test func theLastWatchlistCannotBeDeletedAndNoQuestionIsAsked() {
        let screen = screen([Self.main])
        screen.press(.deleteWatchlist, at: 210)
        run(screen)
        #expect(screen.openedDialogs.isEmpty)
        #expect(screen.state(at: 215)?.notice == WatchlistEditError.lastWatchlist.message)
        #expect(screen.state(at: 225)?.tabs == ["관심종목"])
    }

    @Test func aReadOnlyStoreSaysSoAtStartAndRefusesEdits() {
        let screen = screen(isReadOnly: true, notices: ["Another StockWatch is running."])
        addStock("현대차", on: screen)
        #expect(screen.state(at: 205)?.notice == "Another StockWatch is running.")
        #expect(screen.state(at: 205)?.isReadOnly == true)
        #expect(screen.state(at: 230)?.notice == WatchlistStoreError.readOnly.message)
        #expect(screen.state(at: 230)?.codes == Self.mainCodes)
    }

    @Test func theStoresNoticeStaysAcrossKeysUntilEsc() {
        let screen = screen(notices: ["watchlists.json was damaged and set aside."])
        screen.press(.select(.down), at: 205)
        screen.press(.filter(.clear), at: 210)
        run(screen)
        #expect(screen.state(at: 207)?.notice == "watchlists.json was damaged and set aside.")
        #expect(screen.state(at: 215)?.notice == nil)
    }

    @Test func aFailedSaveIsReported() {
        let screen = screen()
        screen.store.saveFailure = .io("No space left on device")
        screen.press(.select(.down), at: 205)
        screen.press(.moveSelectedStockUp, at: 210)
        run(screen)
        #expect(screen.state(at: 215)?.notice == WatchlistStoreError.io("No space left on device").message)
        #expect(screen.state(at: 215)?.codes == Self.mainCodes)
    }

    @Test func aStoreThatCannotBeReadLeavesAnEmptyScreenWithTheReason() throws {
        let screen = screen()
        screen.store.fetchFailure = .io("Permission denied")
        screen.press(.addStock, at: 210)
        run(screen)
        let state = try #require(screen.state(at: 205))
        #expect(!state.isLoading)
        #expect(state.notice == WatchlistStoreError.io("Permission denied").message)
        #expect(state.emptyMessage == WatchlistState.noWatchlistMessage)
        #expect(state.activeTab == nil)
        #expect(screen.openedDialogs.isEmpty)
    }
}
