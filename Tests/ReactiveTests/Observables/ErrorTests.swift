// Tests for `error`.

import Reactive
import ReactiveTesting
import Testing

@Suite struct ErrorTests {
    @Test func failsAtSubscription() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.start { Observable<Int>.error(TestError(4)) }
            #expect(observer.events == [.error(200, TestError(4))])
        }
    }

    @Test func failsEverySubscriberWithTheSameError() {
        expectNoLeaks {
            let source = Observable<Int>.error(TestError(5))
            var errors: [TestError] = []
            _ = source.subscribe(onError: { errors.append($0 as? TestError ?? TestError(-1)) })
            _ = source.subscribe(onError: { errors.append($0 as? TestError ?? TestError(-1)) })
            #expect(errors == [TestError(5), TestError(5)])
        }
    }
}
