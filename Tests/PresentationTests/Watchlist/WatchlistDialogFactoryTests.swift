// The watchlist screen's dialogs: adding a stock by code, name or 초성, with every refusal; confirmations.

import Domain
import DomainTestDoubles
import Presentation
import Reactive
import ReactiveTesting
import Testing

@Suite struct WatchlistDialogFactoryTests {
    private let watchlist = Watchlist(id: WatchlistID("list-1"), name: "관심종목", codes: [Listings.naver.code, Listings.hyundai.code])

    /// The dialogs, with a name check that reads `store` and answers 10 ticks later.
    private func dialogs(
        on scheduler: TestScheduler, store: WatchlistRepository? = nil, stocks: [Stock] = Listings.all, nextrade: Set<StockCode>? = nil
    ) -> WatchlistDialogFactory {
        let catalog = InMemoryStockCatalog(stocks)
        return WatchlistDialogFactory(
            searchStocks: DefaultSearchStocksUseCase(catalog: catalog),
            resolveStock: DefaultResolveStockUseCase(catalog: catalog),
            checkName: SlowNameCheck(store: store ?? FakeWatchlistRepository([watchlist]), scheduler: scheduler, delay: 10),
            scheduler: scheduler,
            checkNextrade: nextrade.map { DefaultCheckNextradeListingUseCase(listing: NextradeList($0)) }
        )
    }

    /// A fixed Nextrade list.
    private final class NextradeList: NextradeListingRepository {
        let codes: Set<StockCode>
        init(_ codes: Set<StockCode>) { self.codes = codes }
        func tradesOnNextrade(_ code: StockCode) -> Bool { codes.contains(code) }
    }

    /// Types into the add-a-stock dialog; returns what it showed and the stocks it added.
    private func addStock(
        _ keys: [(TestTime, DialogKey)], stocks: [Stock] = Listings.all, nextrade: Set<StockCode>? = nil
    ) -> (recording: DialogRecording<InputDialogState>, added: [Stock]) {
        var added: [Stock] = []
        var recording = DialogRecording<InputDialogState>(events: [])
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let dialog = dialogs(on: scheduler, stocks: stocks, nextrade: nextrade).addStock(to: watchlist) { added.append($0) }
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
        #expect(suggestions.first?.detail == "005930 · KOSPI · 보통주 · Samsung Electronics Co., Ltd.")
        #expect(suggestions.first?.value == "005930")
    }

    @Test func marksAStockNextradeTradesNXT() throws {
        let suggestions = try #require(addStock([(210, .type("삼성"))], nextrade: [Listings.samsung.code]).recording.last?.suggestions)
        #expect(suggestions.first?.detail == "005930 · KOSPI · 보통주 · NXT · Samsung Electronics Co., Ltd.")
        #expect(suggestions.dropFirst().allSatisfy { !$0.detail.contains("NXT") })
    }

    @Test func marksAFundOrANoteByItsKindInsteadOfTheShareKind() throws {
        let stocks = Listings.all + [Listings.kodex200, Listings.soybeanNote]
        let etf = try #require(addStock([(210, .type("069500"))], stocks: stocks).recording.last?.suggestions.first)
        #expect(etf.title == "KODEX 200")
        #expect(etf.detail == "069500 · KOSPI · ETF · SAMSUNG KODEX200 ETF")
        let etn = try #require(addStock([(210, .type("500023"))], stocks: stocks).recording.last?.suggestions.first)
        #expect(etn.detail == "500023 · KOSPI · ETN")
    }

    @Test func saysHowManyMatchesAreNotListed() throws {
        let (recording, _) = addStock([(210, .type("0")), (220, .type("0"))])
        let six = try #require(recording.state(at: 210))
        #expect(six.suggestions.count == 6)
        #expect(six.visibleSuggestions.count == InputDialogState.visibleSuggestionCount)
        #expect(six.moreSuggestionsLine == "+1 more — keep typing")
        let four = try #require(recording.state(at: 220))
        #expect(four.suggestions.map(\.value) == ["005930", "005935", "000660", "005380"])
        #expect(four.moreSuggestionsLine == nil)
    }

    @Test func thePickScrollsPastTheFifthMatch() throws {
        let keys: [(TestTime, DialogKey)] = [(210, .type("0"))] + (1...6).map { (TestTime(210 + $0 * 10), DialogKey.down) }
        let (recording, _) = addStock(keys)
        let first = try #require(recording.state(at: 220))
        #expect(first.selectedSuggestion == 0)
        let last = try #require(recording.last)
        #expect(last.selectedSuggestion == 5)
        #expect(last.visibleSuggestions == 1..<6)
        #expect(last.suggestions[5].value == "005380")
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

    /// Types into a name dialog built by `make` over a store holding 관심종목 and Growth.
    private func nameDialog(
        _ keys: [(TestTime, DialogKey)],
        store: FakeWatchlistRepository? = nil,
        make: (WatchlistDialogFactory, @escaping (String) -> Void) -> InputDialogViewModel
    ) -> (recording: DialogRecording<InputDialogState>, names: [String]) {
        var names: [String] = []
        var recording = DialogRecording<InputDialogState>(events: [])
        let growth = Watchlist(id: WatchlistID("list-2"), name: "Growth", codes: [])
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let dialog = make(dialogs(on: scheduler, store: store ?? FakeWatchlistRepository([watchlist, growth]))) { names.append($0) }
            recording = DialogRecording.run(dialog, keys: keys, on: scheduler)
        }
        #expect(live == 0)
        return (recording, names)
    }

    private func newWatchlist(_ keys: [(TestTime, DialogKey)], store: FakeWatchlistRepository? = nil) -> (recording: DialogRecording<InputDialogState>, names: [String]) {
        nameDialog(keys, store: store) { dialogs, create in dialogs.createWatchlist(create: create) }
    }

    @Test func aNewWatchlistIsCreatedAfterTheNameCheck() throws {
        let (recording, names) = newWatchlist([(210, .type("  성장주 ")), (220, .enter)])
        #expect(recording.state(at: 225)?.statusLine == InputDialogState.checkingText)
        #expect(names == ["성장주"])
        #expect(recording.last?.result == .submitted("성장주"))
        #expect(recording.events.last == .completed(231))
    }

    @Test func aTakenNameIsRefusedWhateverItsCase() throws {
        let (recording, names) = newWatchlist([(210, .type("growth")), (220, .enter)])
        let last = try #require(recording.last)
        #expect(last.errorMessage == WatchlistNameError.alreadyTaken("Growth").message)
        #expect(!last.isClosed)
        #expect(names.isEmpty)
    }

    @Test func theNameRulesAnswerAtOnceWithTheirOwnMessages() {
        let cases: [(typed: String, error: WatchlistNameError)] = [
            ("   ", .empty),
            ("a/b", .forbiddenCharacter("/")),
            ("가나다라마바사아자차카", .tooLong(width: 22, limit: 20)),
        ]
        for (typed, error) in cases {
            let (recording, names) = newWatchlist([(210, .type(typed)), (220, .enter)])
            #expect(recording.state(at: 220)?.errorMessage == error.message)
            #expect(recording.state(at: 220)?.isChecking == false)
            #expect(names.isEmpty)
        }
    }

    @Test func allowedPunctuationPasses() {
        let (_, names) = newWatchlist([(210, .type("R&D (2차)-A_b.")), (220, .enter)])
        #expect(names == ["R&D (2차)-A_b."])
    }

    @Test func anUnreadableStoreShowsWhyTheNameCouldNotBeChecked() throws {
        let store = FakeWatchlistRepository([watchlist])
        store.fetchFailure = .io("disk unplugged")
        let (recording, names) = newWatchlist([(210, .type("성장주")), (220, .enter)], store: store)
        let last = try #require(recording.last)
        #expect(last.errorMessage == WatchlistStoreError.io("disk unplugged").message)
        #expect(!last.isClosed)
        #expect(names.isEmpty)
    }

    @Test func escapeDuringTheNameCheckCreatesNothing() {
        let (recording, names) = newWatchlist([(210, .type("성장주")), (220, .enter), (225, .escape)])
        #expect(recording.last?.result == .cancelled)
        #expect(names.isEmpty)
    }

    @Test func renamingStartsFromTheCurrentNameWhichStaysAcceptable() throws {
        let (recording, names) = nameDialog([(210, .type("!")), (215, .edit(.deleteBackward)), (220, .enter)]) { dialogs, rename in
            dialogs.renameWatchlist(watchlist, rename: rename)
        }
        #expect(recording.states.first?.text.text == "관심종목")
        #expect(recording.states.first?.title == "Rename 관심종목")
        #expect(names == ["관심종목"])
    }

    @Test func renamingToAnotherListsNameIsRefused() {
        let (recording, names) = nameDialog([(210, .edit(.deleteToStart)), (211, .type("GROWTH")), (220, .enter)]) { dialogs, rename in
            dialogs.renameWatchlist(watchlist, rename: rename)
        }
        #expect(recording.last?.errorMessage == WatchlistNameError.alreadyTaken("Growth").message)
        #expect(names.isEmpty)
    }

    @Test func removingAStockAsksByNameAndCode() {
        var removed = 0
        let scheduler = TestScheduler(initialClock: 0)
        let dialog = dialogs(on: scheduler).removeStock(Listings.naver.code, named: Listings.naver.nameKorean, from: watchlist) { _ in removed += 1 }
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
