// The KIS set-up's dialogs on virtual time: each answer checked by the caller, KIS's refusal on the error
// line, a superseded check cancelled, Esc back a step, the save at the end.

import Domain
import DomainTestDoubles
import Presentation
import Reactive
import ReactiveTesting
import Testing

/// Runs a set-up as the screen does: each presented dialog replaces the one before and takes the keys.
private final class SetupRun {
    let scheduler = TestScheduler(initialClock: 0)
    /// The broker accepts the keys `good` / `good-secret` and the account `50123456-01`, 50 ticks after each call.
    let repository: FakeBrokerSetupRepository
    /// Each dialog presented, by title, with the states it showed.
    private(set) var dialogs: [(title: String, states: [InputDialogState])] = []
    private(set) var finished: [BrokerSetupFlow.Saved?] = []
    private let keys = PublishSubject<DialogKey>()
    private var current: Disposable?

    init() {
        repository = FakeBrokerSetupRepository(acceptedKeys: ("good", "good-secret"), answers: (scheduler, .seconds(50)))
        let flow = BrokerSetupFlow(useCase: DefaultSetUpBrokerUseCase(repository: repository), scheduler: scheduler)
        present(flow.start(present: { [unowned self] in present($0) }, finished: { [unowned self] in finished.append($0) }))
    }

    /// Presses `key` at `time`.
    func press(_ key: DialogKey, at time: TestTime) {
        _ = scheduler.scheduleAt(time) { [keys] in keys.onNext(key) }
    }

    func run(until time: TestTime) {
        scheduler.advanceTo(time)
    }

    /// The latest state of the open dialog.
    var open: InputDialogState? { dialogs.last?.states.last }

    private func present(_ request: DialogViewModel) {
        guard case .input(let viewModel) = request else { return }
        current?.dispose()
        let index = dialogs.count
        dialogs.append((viewModel.title, []))
        let keys = keys.asObservable()
        let input = InputDialogViewModel.Input(
            edits: keys.compactMap { if case .type(let text) = $0 { .insert(text) } else if case .edit(let edit) = $0 { edit } else { nil } },
            submit: keys.compactMap { if case .enter = $0 { () } else { nil } },
            cancel: keys.compactMap { if case .escape = $0 { () } else { nil } },
            suggestionMoves: keys.compactMap { if case .down = $0 { .down } else if case .up = $0 { .up } else { nil } }
        )
        current = viewModel.transform(input).state.subscribe(onNext: { [unowned self] in dialogs[index].states.append($0) })
    }
}

@Suite struct BrokerSetupFlowTests {
    /// A run through the account type (paper) and the key `key`, at the secret at time 300.
    private func atTheSecret(key: String = "good") -> SetupRun {
        let run = SetupRun()
        run.press(.enter, at: 100)
        run.press(.type(key), at: 200)
        run.press(.enter, at: 210)
        run.run(until: 300)
        return run
    }

    @Test func theAccountTypeComesFirstThenTheKeyThenTheMaskedSecret() throws {
        let run = atTheSecret()
        #expect(run.dialogs.map(\.title) == ["KIS set-up 1/5: account type", "KIS set-up 2/5: app key", "KIS set-up 3/5: app secret"])
        #expect(run.dialogs[0].states.first?.text.text == "paper")
        let secret = try #require(run.open)
        #expect(secret.isMasked)
        #expect(!run.dialogs[0].states.contains(where: \.isMasked) && !run.dialogs[1].states.contains(where: \.isMasked))
    }

    @Test func theAccountTypeIsPickedFromTheListWithTheArrows() throws {
        let run = SetupRun()
        #expect(run.open?.suggestions.map(\.value) == ["paper", "real"])
        run.press(.down, at: 100)
        run.press(.down, at: 110)
        run.press(.enter, at: 120)
        run.press(.type("k"), at: 200)
        run.press(.enter, at: 210)
        run.run(until: 300)
        #expect(run.dialogs.last?.title == "KIS set-up 3/5: app secret")
        #expect(run.dialogs[1].states.first?.prompt.hasPrefix("The real account's app key") == true)
    }

    @Test func aWrongKeyPutsKISsCodeAndMessageOnTheErrorLineAndKeepsTheSecretDialog() throws {
        let run = atTheSecret(key: "nosuch")
        run.press(.type("nosuch-secret"), at: 310)
        run.press(.enter, at: 320)
        run.run(until: 330)
        #expect(run.open?.statusLine == InputDialogState.checkingText)
        run.run(until: 400)
        let open = try #require(run.open)
        #expect(open.errorMessage == "KIS refused the key and secret: EGW00103 유효하지 않은 AppKey입니다.")
        #expect(!open.isClosed && run.dialogs.count == 3)
        #expect(run.repository.keyChecks == ["nosuch-secret"])
    }

    @Test func aNewerEnterCancelsTheCheckItSupersedes() throws {
        let run = atTheSecret()
        run.press(.type("good-secret"), at: 310)
        run.press(.enter, at: 320)
        run.press(.enter, at: 340)
        run.run(until: 500)
        #expect(run.repository.keyChecks == ["good-secret", "good-secret"])
        #expect(run.repository.cancelledKeyChecks == ["good-secret"], "the first check is disposed when the second starts")
        #expect(run.dialogs[2].states.contains { $0.isChecking }, "checking… was shown")
        #expect(run.dialogs.last?.title == "KIS set-up 4/5: account number", "the second check's answer goes on")
    }

    @Test func typingWhileAKeyCheckRunsCancelsIt() throws {
        let run = atTheSecret()
        run.press(.type("good-secre"), at: 310)
        run.press(.enter, at: 320)
        run.press(.type("t"), at: 330)
        run.run(until: 500)
        #expect(run.repository.cancelledKeyChecks == ["good-secre"])
        #expect(run.open?.errorMessage == nil && run.dialogs.count == 3, "a cancelled check's answer never arrives")
    }

    @Test func escOnTheSecretGoesBackToTheKeyItKeeps() throws {
        let run = atTheSecret(key: "nosuch")
        run.press(.escape, at: 310)
        run.run(until: 320)
        #expect(run.dialogs.last?.title == "KIS set-up 2/5: app key")
        #expect(run.open?.text.text == "nosuch")
        #expect(run.finished.isEmpty)
    }

    @Test func escOnTheFirstDialogEndsTheSetUpWithNothingSaved() {
        let run = SetupRun()
        run.press(.escape, at: 100)
        run.run(until: 200)
        #expect(run.finished.count == 1 && run.finished.first == .some(nil))
        #expect(run.repository.saved.isEmpty)
    }

    @Test func theWholeSetUpSavesOnceAndSaysItMasked() throws {
        let run = atTheSecret()
        run.press(.type("good-secret"), at: 310)
        run.press(.enter, at: 320)
        run.press(.type("50123457-01"), at: 400)
        run.press(.enter, at: 410)
        run.run(until: 470)
        #expect(run.open?.errorMessage == "KIS refused the account number: OPSQ2000 ERROR : INPUT INVALID_CHECK_ACNO")
        run.press(.edit(.deleteToStart), at: 480)
        run.press(.type("5012345601"), at: 490)
        run.press(.enter, at: 500)
        run.press(.type("my hts"), at: 600)
        run.press(.enter, at: 610)
        run.run(until: 620)
        #expect(run.open?.errorMessage == BrokerSetupRefusal.notAnHTSID.message)
        #expect(run.repository.saved.isEmpty, "a mistyped HTS ID saves nothing")
        run.press(.edit(.deleteToStart), at: 630)
        run.press(.type("myhts"), at: 640)
        run.press(.enter, at: 650)
        run.run(until: 700)
        #expect(run.repository.saved == [BrokerSetup(accountType: .paper, appKey: "good", appSecret: "good-secret", accountNumber: "50123456-01", htsID: "myhts")])
        let saved = try #require(run.finished.first ?? nil)
        #expect(saved.summary == "KIS settings saved to /c/config.json: paper account 5012-****-01, key …good, HTS ID myhts; feed kis from now on (--feed simulated for the simulator).")
        #expect(!saved.summary.contains("good-secret") && !saved.summary.contains("50123456"))
    }
}
