// The update loop under every view model: emission policies, effects, final states, errors, disposal.

@testable import Presentation
import Reactive
import ReactiveTesting
import Testing

@Suite struct UpdateLoopTests {
    /// A counter that adds what it is sent; sending a negative number finishes it; 100 asks for an echo effect.
    private func counter(
        _ actions: Observable<Int>,
        emission: UpdateLoopEmission<Int>,
        echoes: @escaping (Int, UpdateLoop<Int, Int, Int>.Context) -> Void = { _, _ in }
    ) -> Observable<Int> {
        UpdateLoop<Int, Int, Int>.observable(
            initial: { 0 },
            actions: [actions],
            startEffects: [1],
            update: { state, action in
                state = action < 0 ? -1 : state + action
                return action == 100 ? [state] : []
            },
            isFinished: { $0 < 0 },
            emission: emission,
            effects: { context in { effect in echoes(effect, context) } }
        )
    }

    private func record(
        _ events: [Recorded<Event<Int>>],
        emission: (TestScheduler) -> UpdateLoopEmission<Int>,
        disposed: TestTime = 1000,
        echoes: @escaping (Int, UpdateLoop<Int, Int, Int>.Context) -> Void = { _, _ in }
    ) -> [Recorded<Event<Int>>] {
        var recorded: [Recorded<Event<Int>>] = []
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let actions = scheduler.createHotObservable(events)
            let policy = emission(scheduler)
            recorded = scheduler.start(disposed: disposed) {
                counter(actions.asObservable(), emission: policy, echoes: echoes)
            }.events
        }
        #expect(live == 0)
        return recorded
    }

    @Test func eachChangeSkipsUpdatesThatChangeNothing() {
        let events = record([.next(210, 2), .next(220, 0), .next(230, 3)], emission: { _ in .eachChange })
        #expect(events == [.next(200, 0), .next(210, 2), .next(230, 5)])
    }

    @Test func eachUpdateEmitsEvenUnchangedStates() {
        let events = record([.next(210, 2), .next(220, 0)], emission: { _ in .eachUpdate })
        #expect(events == [.next(200, 0), .next(210, 2), .next(220, 2)])
    }

    @Test func oncePerFrameEmitsTheNewestStateAtEachFrame() {
        let events = record(
            [.next(210, 1), .next(212, 2), .next(214, 4), .next(216, 8), .next(230, 10)],
            emission: { .oncePerFrame(on: PacedFrames(on: $0, every: 5)) }
        )
        // A frame is due at 210 (it runs a tick later, the TestScheduler's processing delay); the next
        // is 5 ticks after it and takes the three updates since; 230 comes after a quiet frame.
        #expect(events == [.next(200, 0), .next(211, 1), .next(216, 15), .next(231, 25)])
    }

    @Test func oncePerFrameJoinsUpdatesWaitingForTheSameFrame() {
        let events = record([.next(210, 1), .next(210, 2), .next(210, 4)], emission: { .oncePerFrame(on: $0) })
        #expect(events == [.next(200, 0), .next(211, 7)])
    }

    @Test func oncePerFrameEmitsAnUpdateAfterAQuietFrameAtOnce() {
        let events = record([.next(201, 1), .next(220, 2)], emission: { .oncePerFrame(on: PacedFrames(on: $0, every: 5)) })
        #expect(events == [.next(200, 0), .next(202, 1), .next(221, 3)])
    }

    @Test func aFinalStateIsEmittedAtOnceAndCompletes() {
        let events = record([.next(210, 1), .next(212, -5), .next(220, 3)], emission: { .oncePerFrame(on: PacedFrames(on: $0, every: 5)) })
        #expect(events == [.next(200, 0), .next(211, 1), .next(212, -1), .completed(212)])
    }

    @Test func anInputErrorEndsTheSequenceWithIt() {
        let events = record([.next(210, 1), .error(220, LoopTestError()), .next(230, 1)], emission: { _ in .eachChange })
        #expect(events == [.next(200, 0), .next(210, 1), .error(220, LoopTestError())])
    }

    @Test func effectsRunAfterTheEmissionAndMaySendActions() {
        var performed: [Int] = []
        let events = record([.next(210, 100)], emission: { _ in .eachChange }) { effect, context in
            performed.append(effect)
            if effect == 100 { context.send(5) }
        }
        #expect(performed == [1, 100])
        #expect(events == [.next(200, 0), .next(210, 100), .next(210, 105)])
    }

    @Test func actionsSentAfterDisposalAreIgnoredAndOwnedResourcesReleased() {
        var kept: UpdateLoop<Int, Int, Int>.Context?
        let owned = BooleanDisposable()
        let events = record([], emission: { _ in .eachChange }, disposed: 300) { effect, context in
            if effect == 1 {
                kept = context
                context.own(owned)
            }
        }
        kept?.send(7)
        #expect(events == [.next(200, 0)])
        #expect(owned.isDisposed)
    }
}

private struct LoopTestError: Error, Equatable {}
