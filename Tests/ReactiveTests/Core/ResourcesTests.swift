// Proves the leak check itself: it must see a subscription that was never disposed.

import Reactive
import ReactiveTesting
import Testing

@Suite struct ResourcesTests {
    @Test func undisposedSubscriptionToAnEndlessSourceStaysCounted() {
        let subject = PublishSubject<Int>()
        var subscription: Disposable?
        let live = Resources.countingLive {
            subscription = subject.map { $0 + 1 }.subscribe(onNext: { _ in })
        }
        #expect(live > 0)
        subscription?.dispose()
        #expect(!subject.hasObservers)
    }

    @Test func forgottenSubscriptionStaysAliveInsideTheSubject() {
        let subject = PublishSubject<Int>()
        let live = Resources.countingLive {
            _ = subject.filter { $0 > 0 }.subscribe(onNext: { _ in })
        }
        #expect(live > 0)
        #expect(subject.hasObservers)
        subject.dispose()
    }

    @Test func disposedSubscriptionIsReleased() {
        let subject = PublishSubject<Int>()
        let live = Resources.countingLive {
            subject.map { $0 + 1 }.subscribe(onNext: { _ in }).dispose()
        }
        #expect(live == 0)
    }

    @Test func totalCountsLiveResourcesProcessWide() {
        let subject = PublishSubject<Int>()
        let subscription = subject.map { $0 }.subscribe(onNext: { _ in })
        #expect(Resources.total > 0)
        subscription.dispose()
    }
}
