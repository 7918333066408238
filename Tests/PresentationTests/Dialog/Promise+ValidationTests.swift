// A domain check turned into the dialog's Promise<Validation>: refusals, failures, and cancellation.

import Domain
import Presentation
import Reactive
import ReactiveTesting
import Testing

@Suite struct PromiseValidationTests {
    private struct Taken: UserFacingError {
        var message: String { "The name is taken." }
    }

    @Test func successIsValid() {
        let validation = Promise.validating(Single.just("Growth"), refusals: Taken.self)
        #expect(validation.value == .valid)
    }

    @Test func aRefusalIsInvalidWithItsMessage() {
        let validation = Promise.validating(Single<String>.error(Taken()), refusals: Taken.self)
        #expect(validation.value == .invalid(message: "The name is taken."))
    }

    @Test func anyOtherFailureRejects() {
        let validation = Promise.validating(Single<String>.error(ScriptedCheck.Unreachable()), refusals: Taken.self)
        #expect(validation.error is ScriptedCheck.Unreachable)
    }

    @Test func cancellingTheValidationDisposesTheCheck() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([.next(300, "Growth"), .completed(300)])
            var validation: Promise<Validation>?
            scheduler.scheduleAt(200) { validation = Promise.validating(source.asSingle(), refusals: Taken.self) }
            scheduler.scheduleAt(250) { validation?.cancel() }
            scheduler.start()
            #expect(source.subscriptions == [Subscription(200, 250)])
            #expect(validation?.isCancelled == true)
        }
        #expect(live == 0)
    }
}
