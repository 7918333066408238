// C on the watchlist: the KIS set-up's dialogs one after another over the screen, then a note to restart.

import Domain
import DomainTestDoubles
import Presentation
import Reactive
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
        #expect(last.notice == "KIS settings saved to /c/config.json: paper account 5012-****-01, key …1234, no HTS ID. Restart stockwatch to use them.")
        #expect(last.messages.last?.text == last.notice)
    }

    @Test func withoutASetUpCSaysSo() throws {
        let screen = WatchlistScreen([Self.main])
        screen.press(.setUpKIS, at: 300)
        screen.run(until: 400)
        #expect(screen.openedDialogs.isEmpty)
        #expect(screen.last?.notice == "The KIS set-up is not available in this run.")
    }
}
