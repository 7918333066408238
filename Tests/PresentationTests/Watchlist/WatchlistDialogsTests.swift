// The watchlist screen's dialogs: adding a stock by code, name or 초성, with every refusal; confirmations.

import Domain
import Presentation
import Reactive
import ReactiveTesting
import Testing

@Suite struct WatchlistDialogsTests {
    private let watchlist = Watchlist(id: WatchlistID("list-1"), name: "관심종목", codes: [Listings.naver.code, Listings.hyundai.code])

    private func dialogs(on scheduler: TestScheduler) -> WatchlistDialogs {
        let catalog = Listings.Catalog()
        return WatchlistDialogs(
            searchStocks: DefaultSearchStocksUseCase(catalog: catalog),
            resolveStock: DefaultResolveStockUseCase(catalog: catalog),
            scheduler: scheduler
        )
    }

    /// Types into the add-a-stock dialog; returns what it showed and the stocks it added.
    private func addStock(_ keys: [(TestTime, DialogKey)]) -> (recording: DialogRecording<InputDialogState>, added: [Stock]) {
        var added: [Stock] = []
        var recording = DialogRecording<InputDialogState>(events: [])
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let dialog = dialogs(on: scheduler).addStock(to: watchlist) { added.append($0) }
            recording = DialogRecording.run(dialog, keys: keys, on: scheduler)
        }
        #expect(live == 0)
        return (recording, added)
    }

    @Test(arguments: ["카카오", "035720", "ㅋㅋㅇ", "kakao", " 카카오 "])
    func addsTheStockTypedByCodeNameOrInitialConsonants(typed: String) {
        let (recording, added) = addStock([(210, .type(typed)), (220, .enter)])
        #expect(added == [Listings.kakao])
        #expect(recording.last?.result == .submitted(typed.trimmingCharacters(in: .whitespaces)))
    }

    @Test func titleNamesTheWatchlist() {
        let (recording, _) = addStock([])
        #expect(recording.last?.title == "Add a stock to 관심종목")
    }

    @Test func listsTheBestMatchesWhileTyping() throws {
        let (recording, _) = addStock([(210, .type("삼성"))])
        let suggestions = try #require(recording.last?.suggestions)
        #expect(suggestions.map(\.title) == ["삼성전자", "삼성전자우", "삼성바이오로직스"])
        #expect(suggestions.first?.detail == "005930 · KOSPI · Samsung Electronics Co., Ltd.")
        #expect(suggestions.first?.value == "005930")
    }

    @Test func arrowsPickAMatchAndEnterTakesIt() {
        let (_, added) = addStock([(210, .type("삼성")), (220, .down), (230, .down), (240, .enter)])
        #expect(added == [Listings.samsungPreferred])
    }

    @Test func severalMatchesAreNamedAndTheDialogStaysOpen() throws {
        let (recording, added) = addStock([(210, .type("삼성")), (220, .enter)])
        let last = try #require(recording.last)
        let message = try #require(last.errorMessage)
        #expect(message.contains("삼성전자 (005930)"))
        #expect(message.contains("삼성바이오로직스 (207940)"))
        #expect(!last.isClosed)
        #expect(last.text.text == "삼성")
        #expect(added.isEmpty)
    }

    @Test func anUnknownStockIsRefused() {
        let (recording, added) = addStock([(210, .type("애플")), (220, .enter)])
        #expect(recording.last?.errorMessage == StockResolutionError.notFound(query: "애플").message)
        #expect(added.isEmpty)
    }

    @Test func emptyTextIsRefused() {
        let (recording, added) = addStock([(210, .type("  ")), (220, .enter)])
        #expect(recording.last?.errorMessage == StockResolutionError.emptyQuery.message)
        #expect(added.isEmpty)
    }

    @Test func aStockAlreadyInTheWatchlistIsRefused() throws {
        let (recording, added) = addStock([(210, .type("NAVER")), (220, .enter)])
        let last = try #require(recording.last)
        #expect(last.errorMessage == WatchlistEditError.stockAlreadyInWatchlist(Listings.naver).message)
        #expect(!last.isClosed)
        #expect(added.isEmpty)
    }

    @Test func escapeAddsNothing() {
        let (recording, added) = addStock([(210, .type("카카오")), (220, .escape)])
        #expect(recording.last?.result == .cancelled)
        #expect(added.isEmpty)
    }

    @Test func removingAStockAsksByNameAndCode() {
        var removed = 0
        let scheduler = TestScheduler(initialClock: 0)
        let dialog = dialogs(on: scheduler).removeStock(Listings.naver.code, named: Listings.naver.nameKorean, from: watchlist) { removed += 1 }
        let recording = DialogRecording.run(dialog, keys: [(210, .yes)], on: scheduler)
        #expect(recording.states.first?.message == "Remove NAVER (035420) from 관심종목?")
        #expect(removed == 1)
    }

    @Test func deletingAWatchlistSaysHowManyStocksItHolds() {
        var deleted = 0
        let scheduler = TestScheduler(initialClock: 0)
        let dialog = dialogs(on: scheduler).deleteWatchlist(watchlist) { deleted += 1 }
        let recording = DialogRecording.run(dialog, keys: [(210, .no)], on: scheduler)
        #expect(recording.states.first?.message == "Delete the watchlist \"관심종목\"? Its 2 stocks will no longer be watched there.")
        #expect(recording.last?.result == .declined)
        #expect(deleted == 0)
    }
}
