// Tests for `never`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct NeverTests {
    @Test func sendsNothing() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.start { Observable<Int>.never() }
            #expect(observer.events.isEmpty)
        }
    }

    @Test func disposingCallsOnDisposedOnce() {
        expectNoLeaks {
            var disposals = 0
            let subscription = Observable<Int>.never().subscribe(onDisposed: { disposals += 1 })
            #expect(disposals == 0)
            subscription.dispose()
            subscription.dispose()
            #expect(disposals == 1)
        }
    }
}
