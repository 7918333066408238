// Reversing the watchlist's sort with S, and remembering the open watchlist and the sort across restarts.

import Domain
import DomainTestDoubles
import Presentation
import Reactive
import ReactiveTesting
import Testing

@Suite struct WatchlistSortDirectionTests {
    private static let main = Watchlist(
        id: WatchlistID("main"), name: "관심종목",
        codes: [Listings.samsung.code, Listings.hynix.code, Listings.naver.code, Listings.kakao.code]
    )
    private static let growth = Watchlist(id: WatchlistID("growth"), name: "성장주", codes: [Listings.kakaoBank.code, Listings.samsungBiologics.code])

    /// A screen over both lists; quotes at 210–212: 삼성전자 +1.71%, NAVER -1.10%, 카카오 +0.60%; SK하이닉스 none.
    private func screen(remembering store: FakeRememberedViewRepository? = nil) -> WatchlistScreen {
        let screen = WatchlistScreen([Self.main, Self.growth])
        screen.rememberedView = store
        screen.quote(Listings.samsung, price: 71_500, base: 70_300, volume: 12_345_678, at: 210)
        screen.quote(Listings.naver, price: 180_000, base: 182_000, at: 211)
        screen.quote(Listings.kakao, price: 50_300, base: 50_000, at: 212)
        return screen
    }

    private func run(_ screen: WatchlistScreen) {
        let live = Resources.countingLive { screen.run(until: 1000) }
        #expect(live == 0)
    }

    // MARK: Reversing

    @Test func reversingPutsTheLowestFirstAndKeepsRowsWithoutAQuoteLast() {
        let screen = screen()
        screen.press(.cycleSort, at: 220)
        screen.press(.reverseSort, at: 230)
        screen.press(.reverseSort, at: 240)
        run(screen)
        #expect(screen.state(at: 225)?.codes == ["005930", "035720", "035420", "000660"])
        #expect(screen.state(at: 225)?.isSortReversed == false)
        #expect(screen.state(at: 235)?.codes == ["035420", "035720", "005930", "000660"])
        #expect(screen.state(at: 235)?.isSortReversed == true)
        #expect(screen.state(at: 245)?.codes == ["005930", "035720", "035420", "000660"])
    }

    @Test func reversedNamesRunFromㅎAndTheNextSortStartsInItsOwnDirection() {
        let screen = screen()
        screen.press(.cycleSort, at: 220)
        screen.press(.cycleSort, at: 230)
        screen.press(.reverseSort, at: 240)
        screen.press(.cycleSort, at: 250)
        run(screen)
        #expect(screen.state(at: 245)?.rows.map(\.name) == ["카카오", "삼성전자", "SK하이닉스", "NAVER"])
        #expect(screen.state(at: 255)?.sort == .price)
        #expect(screen.state(at: 255)?.isSortReversed == false)
        #expect(screen.state(at: 255)?.codes == ["035420", "005930", "035720", "000660"])
    }

    @Test func theListOrderReversedShowsTheLastStockFirstAndRefusesMoves() {
        let screen = screen()
        screen.press(.reverseSort, at: 220)
        screen.press(.moveSelectedStockDown, at: 230)
        run(screen)
        #expect(screen.state(at: 225)?.codes == ["035720", "035420", "000660", "005930"])
        #expect(screen.state(at: 235)?.notice == "Stocks move only in list order, not reversed: press s until it is shown.")
        #expect(screen.store.saveCount == 0)
    }

    // MARK: Remembering

    @Test func theRememberedWatchlistSortAndDirectionAreShownAtStartWithoutBeingWrittenAgain() throws {
        let remembered = RememberedView(watchlistID: Self.growth.id, sort: .changeRate, isSortReversed: true)
        let screen = screen(remembering: FakeRememberedViewRepository(remembered))
        run(screen)
        let shown = try #require(screen.state(at: 215))
        #expect(shown.activeTab == 1)
        #expect(shown.sort == .changeRate)
        #expect(shown.isSortReversed)
        #expect(screen.rememberedView?.saveCount == 0)
    }

    @Test func eachChangeOfSortDirectionOrWatchlistIsRemembered() {
        let screen = screen(remembering: FakeRememberedViewRepository())
        screen.press(.cycleSort, at: 220)
        screen.press(.reverseSort, at: 230)
        screen.press(.nextWatchlist, at: 240)
        screen.press(.select(.down), at: 250)
        run(screen)
        #expect(screen.rememberedView?.view == RememberedView(watchlistID: Self.growth.id, sort: .changeRate, isSortReversed: true))
        #expect(screen.rememberedView?.saveCount == 3)
    }

    @Test func aRememberedWatchlistThatIsGoneShowsTheFirstAndKeepsTheSort() throws {
        let screen = screen(remembering: FakeRememberedViewRepository(RememberedView(watchlistID: WatchlistID("deleted"), sort: .name, isSortReversed: false)))
        run(screen)
        let shown = try #require(screen.state(at: 215))
        #expect(shown.activeTab == 0)
        #expect(shown.sort == .name)
        #expect(screen.rememberedView?.saveCount == 0)
    }

    @Test func anUnreadableViewSaysSoAndStartsFromTheDefaultsWithEveryWatchlist() throws {
        let screen = screen(remembering: FakeRememberedViewRepository(
            RememberedView(watchlistID: Self.growth.id, sort: .price, isSortReversed: true), fetchFailure: .unreadable("/data/view.json is damaged (not JSON)")
        ))
        screen.press(.cycleSort, at: 230)
        run(screen)
        let shown = try #require(screen.state(at: 215))
        #expect(shown.notice == "/data/view.json is damaged (not JSON) — the sort and the open watchlist start from the defaults; your watchlists are kept.")
        #expect(shown.tabs == ["관심종목", "성장주"])
        #expect(shown.activeTab == 0)
        #expect(shown.sort == .listOrder)
        #expect(screen.rememberedView?.view.sort == .changeRate)
    }

    @Test func aViewThatCannotBeStoredSaysSoAndTheSortStillChanges() {
        let screen = screen(remembering: FakeRememberedViewRepository(saveFailure: .unwritable("Could not write /data/view.json: No space left on device")))
        screen.press(.cycleSort, at: 220)
        run(screen)
        #expect(screen.state(at: 225)?.sort == .changeRate)
        #expect(screen.state(at: 225)?.notice == "The sort and the open watchlist are not remembered: Could not write /data/view.json: No space left on device")
    }
}
