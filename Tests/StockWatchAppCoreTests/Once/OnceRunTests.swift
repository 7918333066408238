// Tests of which watchlist --once prints: the first, or the one --watchlist names as the app compares names.

import Domain
import Foundation
import Testing
@testable import StockWatchAppCore

@Suite struct OnceRunTests {
    private let lists = [
        Watchlist(id: WatchlistID("A"), name: "관심종목", codes: []),
        Watchlist(id: WatchlistID("B"), name: "Growth Stocks", codes: []),
        Watchlist(id: WatchlistID("C"), name: "배당주", codes: []),
    ]

    @Test func withoutANameTheFirstListIsPrinted() throws {
        #expect(try OnceRun.chosen(nil, among: lists).get().id == WatchlistID("A"))
        #expect(throws: LaunchError.noWatchlist) { try OnceRun.chosen(nil, among: []).get() }
    }

    @Test(arguments: ["Growth Stocks", "growth stocks", "  GROWTH STOCKS "])
    func aNameIsFoundIgnoringCaseAndSpaceAround(name: String) throws {
        #expect(try OnceRun.chosen(name, among: lists).get().id == WatchlistID("B"))
    }

    @Test func aNameAsTypedWinsOverOneThatDiffersInCaseOnly() throws {
        let both = [Watchlist(id: WatchlistID("x"), name: "x", codes: []), Watchlist(id: WatchlistID("X"), name: "X", codes: [])]
        #expect(try OnceRun.chosen("X", among: both).get().id == WatchlistID("X"))
        #expect(try OnceRun.chosen("x", among: both).get().id == WatchlistID("x"))
    }

    @Test func aDecomposedHangulNameFindsTheComposedList() throws {
        let decomposed = "배당주".decomposedStringWithCanonicalMapping
        #expect(decomposed.unicodeScalars.count > 3)
        #expect(try OnceRun.chosen(decomposed, among: lists).get().id == WatchlistID("C"))
    }

    @Test func anUnknownNameIsRefusedNamingTheLists() {
        #expect(throws: LaunchError.unknownWatchlist("성장주", available: ["관심종목", "Growth Stocks", "배당주"])) { try OnceRun.chosen("성장주", among: lists).get() }
        #expect(LaunchError.unknownWatchlist("성장주", available: ["관심종목", "배당주"]).message
            == "there is no watchlist called \"성장주\"; the watchlists are \"관심종목\", \"배당주\".")
        #expect(LaunchError.unknownWatchlist("x", available: []).exitCode == 2)
    }
}
