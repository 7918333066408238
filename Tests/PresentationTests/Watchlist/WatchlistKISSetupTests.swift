// C on the watchlist: the KIS set-up's dialogs one after another over the screen, then the keys in use at once
// on a KIS run (a feed stopped on a wrong key asked again), or a note to restart where the run cannot take them.

import Domain
import DomainTestDoubles
import Presentation
import Reactive
import ReactiveTesting
import Testing

@Suite struct WatchlistKISSetupTests {
    private static let main = Watchlist(id: WatchlistID("main"), name: "관심종목", codes: [Listings.samsung.code])

    @Test func cOpensTheSetUpsDialogsInTurnAndASaveSaysToRestart() throws {
        let screen = WatchlistScreen([Self.main])
        screen.brokerSetup = BrokerSetupFlow(useCase: DefaultSetUpBrokerUseCase(repository: FakeBrokerSetupRepository()), scheduler: screen.scheduler)
        screen.press(.setUpKIS, at: 300)
        screen.dialog(.enter, at: 310)
        screen.dialog(.type("PSkey1234"), at: 320)
        screen.dialog(.enter, at: 330)
        screen.dialog(.type("secret"), at: 340)
        screen.dialog(.enter, at: 350)
        screen.dialog(.type("50123456-01"), at: 360)
        screen.dialog(.enter, at: 370)
        screen.dialog(.enter, at: 380)
        screen.run(until: 500)
        #expect(screen.openedDialogs.map(\.title) == [
            "KIS set-up 1/5: account type", "KIS set-up 2/5: app key", "KIS set-up 3/5: app secret", "KIS set-up 4/5: account number",
            "KIS set-up 5/5: HTS ID (optional)",
        ])
        let last = try #require(screen.last)
        #expect(last.notice == "KIS settings saved to /c/config.json: paper account 5012-****-01, key …1234, no HTS ID; feed kis from now on (--feed simulated for the simulator). Restart stockwatch to use them.")
        #expect(last.messages.last?.text == last.notice)
    }

    /// Settings read again that always take (the KIS feed's reload), counting the reads.
    private final class ReloadingSettings: FeedSettingsRepository {
        private(set) var reads = 0

        func reload() throws(FeedSettingsError) {
            reads += 1
        }
    }

    /// C, then the five answers of a paper account, from 300 on.
    private func setUp(on screen: WatchlistScreen) {
        screen.brokerSetup = BrokerSetupFlow(useCase: DefaultSetUpBrokerUseCase(repository: FakeBrokerSetupRepository()), scheduler: screen.scheduler)
        screen.press(.setUpKIS, at: 300)
        for (index, answer) in ["", "PSkey1234", "secret", "50123456-01", ""].enumerated() {
            if !answer.isEmpty { screen.dialog(.type(answer), at: TestTime(305 + index * 10)) }
            screen.dialog(.enter, at: TestTime(310 + index * 10))
        }
    }

    @Test func onAKISRunTheSavedKeysAreInUseAtOnceAndAFeedStoppedOnAWrongKeyIsAskedAgain() throws {
        let screen = WatchlistScreen([Self.main], realtime: true)
        let settings = ReloadingSettings()
        screen.feedSettings = settings
        screen.failure(QuoteFeedFailure(code: nil, message: "KIS does not know this app key (EGW00103): check KIS_APP_KEY.", healsByItself: false), at: 250)
        setUp(on: screen)
        screen.run(until: 500)
        let last = try #require(screen.last)
        #expect(last.notice == "KIS settings saved to /c/config.json: paper account 5012-****-01, key …1234, no HTS ID; feed kis from now on (--feed simulated for the simulator). "
            + "The keys are in use now; a changed account number or HTS ID is read at the next start.")
        #expect(!last.feed.isStopped && last.feed.errorMessage == nil)
        #expect(settings.reads == 1)
        #expect(screen.realtime?.retries == 1)
        #expect(screen.feed.requests.count == 2, "the watchlist's quotes are asked for again")
    }

    @Test func onARunningKISFeedTheKeysAreTakenWithoutAskingAgain() throws {
        let screen = WatchlistScreen([Self.main], realtime: true)
        let settings = ReloadingSettings()
        screen.feedSettings = settings
        setUp(on: screen)
        screen.run(until: 500)
        #expect(screen.last?.notice?.hasSuffix("The keys are in use now; a changed account number or HTS ID is read at the next start.") == true)
        #expect(settings.reads == 1)
        #expect(screen.realtime?.retries == 1, "asked once (a running session ignores it)")
        #expect(screen.feed.requests.count == 1, "the running feed's quotes are not asked for again")
    }

    @Test func withoutASetUpCSaysSo() throws {
        let screen = WatchlistScreen([Self.main])
        screen.press(.setUpKIS, at: 300)
        screen.run(until: 400)
        #expect(screen.openedDialogs.isEmpty)
        #expect(screen.last?.notice == "The KIS set-up is not available in this run.")
    }
}
