// The yes/no confirmation: y/Enter runs the action once and closes, n/Esc closes without it.

import Presentation
import Reactive
import ReactiveTesting
import Testing

@Suite struct ConfirmDialogViewModelTests {
    private func run(_ keys: [(TestTime, DialogKey)]) -> (events: [Recorded<Event<ConfirmDialogState>>], actions: Int) {
        var actions = 0
        var events: [Recorded<Event<ConfirmDialogState>>] = []
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let viewModel = ConfirmDialogViewModel(title: "Remove a stock", message: "Remove 카카오 from 관심종목?") { actions += 1 }
            events = DialogRecording.run(viewModel, keys: keys, on: scheduler).events
        }
        #expect(live == 0)
        return (events, actions)
    }

    @Test func startsOpenWithTheQuestion() throws {
        let (events, actions) = run([])
        let state = try #require(events.first?.value.element)
        #expect(state.title == "Remove a stock")
        #expect(state.message == "Remove 카카오 from 관심종목?")
        #expect(!state.isClosed)
        #expect(events.count == 1)
        #expect(actions == 0)
    }

    @Test(arguments: [(DialogKey.yes, ConfirmDialogResult.confirmed), (.enter, .confirmed), (.no, .declined), (.escape, .declined)])
    func anAnswerClosesAndOnlyYesRunsTheActionOnce(key: DialogKey, result: ConfirmDialogResult) {
        let (events, actions) = run([(300, key), (310, .yes)])
        #expect(actions == (result == .confirmed ? 1 : 0))
        #expect(events.last(where: { $0.value.element != nil })?.value.element?.result == result)
        #expect(events.last == .completed(300))
    }
}
