// The run's messages: every notice and failure logged with its time, a background failure on the message row only for a while (a refusal
// needing the user before a failure), R after a refusal.

import Domain
import Foundation
import Presentation
import Reactive
import ReactiveTesting
import Testing

@Suite struct WatchlistMessagesTests {
    private static let main = Watchlist(id: WatchlistID("main"), name: "관심종목", codes: [Listings.samsung.code, Listings.kakao.code])
    private static let bundled = StockCatalogStatus(source: .bundled(listingDate: "2026-08-12"), activity: .idle)
    private static let failedRefresh = StockCatalogStatus(source: .bundled(listingDate: "2026-08-12"), activity: .failed(reason: "HTTP 404 Not Found"))

    @Test func aFailedCatalogDownloadLeavesTheMessageRowAfterAWhileAndStaysInTheMessages() throws {
        let screen = WatchlistScreen([Self.main])
        screen.at(250) { screen.catalog.report(Self.bundled) }
        screen.at(305) { screen.catalog.report(Self.failedRefresh) }
        screen.run(until: 700)
        let failed = try #require(screen.state(at: 306))
        #expect(failed.backgroundMessage?.hasPrefix("catalog refresh failed, previous catalog kept: HTTP 404 Not Found") == true)
        // 15 s later (150 ticks) the row is gone; the status bar's short word and the messages keep it.
        #expect(screen.state(at: 445)?.backgroundMessage != nil)
        let later = try #require(screen.state(at: 460))
        #expect(later.backgroundMessage == nil)
        #expect(later.catalog?.problem != nil)
        #expect(later.messages.map(\.kind) == [.problem])
        #expect(later.messages.first?.text.contains("HTTP 404 Not Found") == true)
        #expect(later.messages.first?.clock == "09:00:30")
    }

    @Test func aLaterCatalogFailureWaitsBehindARefusalTheUserMustActOn() throws {
        let screen = WatchlistScreen([Self.main])
        let refusal = QuoteFeedFailure(code: nil, message: "KIS does not know this app key (EGW00103): check KIS_APP_KEY.", healsByItself: false)
        screen.failure(refusal, at: 300)
        screen.at(350) { screen.catalog.report(Self.failedRefresh) }
        screen.run(until: 700)
        let both = try #require(screen.state(at: 351))
        #expect(both.backgroundMessage?.contains("EGW00103") == true, "the refusal keeps the row")
        #expect(both.messages.map(\.kind) == [.problem, .problem], "the catalog failure is in the messages view")
        #expect(both.messages.last?.text.contains("catalog refresh failed") == true)
        // The refusal's 15 s end at 450; the catalog failure has the row for the rest of its own (until 500).
        #expect(screen.state(at: 449)?.backgroundMessage?.contains("EGW00103") == true)
        #expect(screen.state(at: 451)?.backgroundMessage?.hasPrefix("catalog refresh failed") == true)
        #expect(screen.state(at: 501)?.backgroundMessage == nil)
    }

    @Test func aRefusalTheUserMustActOnTakesTheRowFromAFailure() throws {
        let screen = WatchlistScreen([Self.main])
        screen.at(250) { screen.catalog.report(Self.failedRefresh) }
        screen.failure(QuoteFeedFailure(code: nil, message: "KIS does not know this app key (EGW00103): check KIS_APP_KEY.", healsByItself: false), at: 300)
        screen.run(until: 500)
        #expect(screen.state(at: 251)?.backgroundMessage?.hasPrefix("catalog refresh failed") == true)
        #expect(screen.state(at: 301)?.backgroundMessage?.contains("EGW00103") == true)
    }

    @Test func aLaterFailureOfEqualWeightTakesTheRow() throws {
        let screen = WatchlistScreen([Self.main])
        screen.failure(QuoteFeedFailure(code: nil, message: "Cannot connect to the host: down.", retryAfter: 30), at: 300)
        screen.at(350) { screen.catalog.report(Self.failedRefresh) }
        screen.run(until: 500)
        #expect(screen.state(at: 301)?.backgroundMessage?.contains("Cannot connect") == true)
        #expect(screen.state(at: 351)?.backgroundMessage?.hasPrefix("catalog refresh failed") == true)
    }

    @Test func escDismissesTheBackgroundFailureAtOnce() throws {
        let screen = WatchlistScreen([Self.main])
        screen.failure(QuoteFeedFailure(code: nil, message: "KIS refused a request: more than the account's requests a second (EGW00201).", retryAfter: 5), at: 300)
        screen.press(.filter(.clear), at: 320)
        screen.run(until: 400)
        #expect(screen.state(at: 301)?.backgroundMessage?.contains("EGW00201") == true)
        let dismissed = try #require(screen.state(at: 321))
        #expect(dismissed.backgroundMessage == nil)
        #expect(dismissed.feed.errorMessage != nil, "the bar still says the feed has an error")
        #expect(dismissed.messages.count == 1)
    }

    @Test func aBackgroundFailureThatEndsLeavesTheMessageRowAtOnce() throws {
        let screen = WatchlistScreen([Self.main])
        screen.failure(QuoteFeedFailure(code: nil, message: "Cannot connect to the host: down.", retryAfter: 2), at: 300)
        screen.quote(Listings.samsung, price: 71_000, base: 70_000, at: 320)
        screen.run(until: 400)
        #expect(screen.state(at: 301)?.backgroundMessage != nil)
        let healed = try #require(screen.state(at: 321))
        #expect(healed.backgroundMessage == nil, "the feed works again: nothing to say on the row")
        #expect(healed.messages.count == 1)
    }

    @Test func aFailureRepeatedWithinAMinuteIsOneMessageSaidAgain() throws {
        let screen = WatchlistScreen([Self.main])
        let failure = QuoteFeedFailure(code: nil, message: "Cannot connect to the host: down.", retryAfter: 2)
        screen.failure(failure, at: 300)
        screen.quote(Listings.samsung, price: 71_000, base: 70_000, at: 320)
        screen.failure(failure, at: 340)
        screen.run(until: 400)
        let last = try #require(screen.last)
        #expect(last.messages.count == 1)
        #expect(last.messages.first?.repeats == 1)
    }

    @Test func editNoticesAndTheStoresNoticeAreLoggedToo() throws {
        let screen = WatchlistScreen([Self.main], notices: ["watchlists.json was damaged: kept aside as watchlists.json.damaged-1."])
        screen.press(.deleteWatchlist, at: 300)
        screen.run(until: 400)
        let last = try #require(screen.last)
        #expect(last.messages.map(\.kind) == [.notice, .notice])
        #expect(last.messages.map(\.text).last == WatchlistEditError.lastWatchlist.message)
    }

    @Test func settingsProblemsFoundAtStartAreTheFirstMessages() throws {
        let screen = WatchlistScreen([Self.main])
        screen.startupMessages = [(.settings, "config.json: \"refresh\" must be a number"), (.settings, "config.json: unknown key \"colour\"")]
        screen.run(until: 300)
        let last = try #require(screen.last)
        #expect(last.messages.map(\.kind) == [.settings, .settings])
        #expect(last.messages.map(\.text) == ["config.json: \"refresh\" must be a number", "config.json: unknown key \"colour\""])
    }

    @Test func rAfterARefusalOnlyTheUserCanEndAsksTheFeedAgain() throws {
        let screen = WatchlistScreen([Self.main], realtime: true)
        let refusal = QuoteFeedFailure(code: nil, message: "KIS does not know this app key (EGW00103): check KIS_APP_KEY.", healsByItself: false)
        screen.failure(refusal, at: 300)
        screen.press(.retryFeed, at: 400)
        screen.run(until: 500)
        let stopped = try #require(screen.state(at: 301))
        #expect(stopped.feed.isStopped)
        let retried = try #require(screen.state(at: 401))
        #expect(!retried.feed.isStopped)
        #expect(retried.feed.errorMessage == nil)
        #expect(screen.realtime?.retries == 1)
        #expect(screen.feed.requests.count == 2, "the watchlist's quotes are asked for again")
    }

    /// Settings read again that cannot be used (config.json damaged meanwhile).
    private final class DamagedSettings: FeedSettingsRepository {
        private(set) var reads = 0

        func reload() throws(FeedSettingsError) {
            reads += 1
            throw FeedSettingsError(message: "config.json: line 2, column 5: a comma is missing.")
        }
    }

    @Test func rWithSettingsThatCannotBeUsedSaysWhyOnTheMessageRowAndAsksWithTheKeysItHad() throws {
        let screen = WatchlistScreen([Self.main], realtime: true)
        let settings = DamagedSettings()
        screen.feedSettings = settings
        screen.failure(QuoteFeedFailure(code: nil, message: "KIS does not know this app key (EGW00103): check KIS_APP_KEY.", healsByItself: false), at: 300)
        screen.press(.retryFeed, at: 400)
        screen.run(until: 500)
        let retried = try #require(screen.state(at: 401))
        #expect(retried.notice == "config.json: line 2, column 5: a comma is missing. The feed is asked again with the keys it had.")
        #expect(retried.messages.last?.text == retried.notice, "and in the messages view")
        #expect(settings.reads == 1)
        #expect(screen.realtime?.retries == 1)
        #expect(screen.feed.requests.count == 2)
    }

    @Test func rWhileTheFeedRunsOnlySaysThereIsNothingToRetry() throws {
        let screen = WatchlistScreen([Self.main], realtime: true)
        screen.failure(QuoteFeedFailure(code: nil, message: "Cannot connect to the host: down.", retryAfter: 5), at: 300)
        screen.press(.retryFeed, at: 400)
        screen.run(until: 500)
        #expect(screen.state(at: 401)?.notice?.hasPrefix("The feed has not stopped") == true)
        #expect(screen.realtime?.retries == 0)
        #expect(screen.feed.requests.count == 1)
    }
}
