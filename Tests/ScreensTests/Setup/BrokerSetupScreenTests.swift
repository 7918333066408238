// The set-up's own screen (before the app): its dialogs drawn over the explanation, the secret never
// drawn, and the session ended once the set-up has finished.

import Domain
import DomainTestDoubles
import Presentation
import Reactive
import Screens
import TUICore
import Testing

@Suite struct BrokerSetupScreenTests {
    private let keys = PublishSubject<Key>()
    private let screen = BrokerSetupScreen(
        flow: BrokerSetupFlow(useCase: DefaultSetUpBrokerUseCase(repository: FakeBrokerSetupRepository()), scheduler: ImmediateScheduler.instance), reason: "--setup: the keys and the account of the kis feed."
    )

    private func drawn() -> String {
        let canvas = MemoryCanvas(size: Size(width: 100, height: 30))
        screen.draw(on: canvas)
        return canvas.lines.joined(separator: "\n")
    }

    private func type(_ text: String) {
        for character in text { keys.onNext(.character(character)) }
        keys.onNext(.enter)
    }

    /// At 100×20 the first step's dialog was centred over the explanation ("Esc goes bac┌─ KIS set-up").
    @Test func theDialogIsDrawnUnderTheExplanationWhenThereIsRoom() throws {
        let subscription = screen.start(keys: keys.asObservable(), onChange: {}, onQuit: {})
        defer { subscription.dispose() }
        let canvas = MemoryCanvas(size: Size(width: 100, height: 20))
        screen.draw(on: canvas)
        let lines = canvas.lines
        let explanationEnd = try #require(lines.firstIndex { $0.contains("Esc goes back a step; in the first, it ends the set-up without saving.") })
        let dialogTop = try #require(lines.firstIndex { $0.contains("KIS set-up 1/5: account type") })
        #expect(dialogTop > explanationEnd, "\(lines.joined(separator: "\n"))")
    }

    @Test func escInTheFirstDialogEndsTheSessionWithNothingSaved() {
        var quits = 0
        let subscription = screen.start(keys: keys.asObservable(), onChange: {}, onQuit: { quits += 1 })
        defer { subscription.dispose() }
        #expect(drawn().contains("KIS set-up 1/5: account type"))
        #expect(drawn().contains("--setup: the keys and the account"))
        keys.onNext(.escape)
        #expect(quits == 1 && screen.saved == nil)
    }

    @Test func theAnswersGoThroughEveryStepTheSecretOnlyAsDotsThenTheSessionEnds() {
        var quits = 0
        let subscription = screen.start(keys: keys.asObservable(), onChange: {}, onQuit: { quits += 1 })
        defer { subscription.dispose() }
        keys.onNext(.enter)
        type("PSkey")
        #expect(drawn().contains("KIS set-up 3/5: app secret"))
        for character in "Qz9Vw" { keys.onNext(.character(character)) }
        let secretScreen = drawn()
        #expect(secretScreen.contains("•••••") && !secretScreen.contains("Qz9Vw"))
        keys.onNext(.enter)
        #expect(drawn().contains("KIS set-up 4/5: account number"))
        type("50123456-01")
        type("myhts")
        #expect(quits == 1)
        #expect(screen.saved?.setup == BrokerSetup(accountType: .paper, appKey: "PSkey", appSecret: "Qz9Vw", accountNumber: "50123456-01", htsID: "myhts"))
    }
}
