// The subscription planner: priorities, the 41 limit, unsubscribe before subscribe, no churn, reservations.

import Domain
@testable import MarketData
import Testing

@Suite struct KISSubscriptionPlannerTests {
    /// Codes "000001", "000002", …
    private static func codes(_ range: ClosedRange<Int>) -> [StockCode] {
        range.map { StockCode(String(repeating: "0", count: 6 - String($0).count) + String($0))! }
    }

    @Test func subscribesTheRowsOnScreenFirstThenTheRestUpToTheLimit() {
        var planner = KISSubscriptionPlanner()
        let all = Self.codes(1...50)
        let changes = planner.plan(onScreen: Array(all[20..<30]), watchlist: all)
        #expect(changes.count == 41)
        #expect(changes.prefix(10) == all[20..<30].map { .subscribe(.trades($0)) }[...])
        #expect(changes.dropFirst(10) == Array(all[0..<20] + all[30..<41]).map { .subscribe(.trades($0)) }[...])
        #expect(planner.liveCodes == Set(all[20..<30] + all[0..<20] + all[30..<41]))
    }

    @Test func planningTheSameViewAgainSendsNothing() {
        var planner = KISSubscriptionPlanner()
        let all = Self.codes(1...50)
        _ = planner.plan(onScreen: Array(all[0..<10]), watchlist: all)
        #expect(planner.plan(onScreen: Array(all[0..<10]), watchlist: all).isEmpty)
    }

    @Test func scrollingUnsubscribesBeforeSubscribingAndNeverExceedsTheLimit() {
        var planner = KISSubscriptionPlanner()
        let all = Self.codes(1...60)
        _ = planner.plan(onScreen: Array(all[0..<10]), watchlist: all)
        let changes = planner.plan(onScreen: Array(all[50..<60]), watchlist: all)
        let firstSubscribe = changes.firstIndex { $0.trType == "1" } ?? changes.endIndex
        #expect(changes[..<firstSubscribe].allSatisfy { $0.trType == "2" })
        #expect(changes[firstSubscribe...].allSatisfy { $0.trType == "1" })
        var held = 41
        for change in changes {
            held += change.trType == "1" ? 1 : -1
            #expect(held <= 41)
        }
        #expect(changes.filter { $0.trType == "1" }.map(\.registration) == all[50..<60].map(KISRegistration.trades))
        #expect(planner.liveCodes.isSuperset(of: all[50..<60]))
        #expect(planner.registered.count == 41)
    }

    @Test func removingACodeFreesItsSlotForTheNextInLine() {
        var planner = KISSubscriptionPlanner()
        let all = Self.codes(1...45)
        _ = planner.plan(onScreen: [], watchlist: all)
        let changes = planner.plan(onScreen: [], watchlist: all.filter { $0 != all[3] })
        #expect(changes == [.unsubscribe(.trades(all[3])), .subscribe(.trades(all[41]))])
    }

    @Test func reservationsComeFirstAndTakeSlotsFromTheWatchlist() {
        var planner = KISSubscriptionPlanner()
        let all = Self.codes(1...41)
        _ = planner.plan(onScreen: [], watchlist: all)
        let book = KISRegistration.orderBook(all[0])
        let changes = planner.plan(reserved: [book], onScreen: [], watchlist: all)
        #expect(changes == [.unsubscribe(.trades(all[40])), .subscribe(book)])
        #expect(planner.registered.count == 41)
    }

    @Test func aRefusalForTheLimitLowersItUntilTheSessionIsNew() {
        var planner = KISSubscriptionPlanner()
        let all = Self.codes(1...41)
        _ = planner.plan(onScreen: [], watchlist: all)
        planner.refused(.trades(all[40]))
        #expect(planner.limit == 40)
        #expect(planner.plan(onScreen: [], watchlist: all).isEmpty)
        planner.reset()
        #expect(planner.registered.isEmpty)
        #expect(planner.plan(onScreen: [], watchlist: all).count == 41)
    }

    @Test func duplicatesCountOnce() {
        var planner = KISSubscriptionPlanner()
        let all = Self.codes(1...3)
        #expect(planner.plan(onScreen: [all[1], all[1]], watchlist: all + all).map(\.registration) == [all[1], all[0], all[2]].map(KISRegistration.trades))
    }
}
