// Tests for `empty`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct EmptyTests {
    @Test func completesAtSubscription() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.start { Observable<Int>.empty() }
            #expect(observer.events == [.completed(200)])
        }
    }

    @Test func completesEverySubscriber() {
        expectNoLeaks {
            let source = Observable<String>.empty()
            var completions = 0
            _ = source.subscribe(onCompleted: { completions += 1 })
            _ = source.subscribe(onCompleted: { completions += 1 })
            #expect(completions == 2)
        }
    }
}
