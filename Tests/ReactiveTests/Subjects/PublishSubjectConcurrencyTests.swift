// PublishSubject under real threads: subscriptions coming and going while events flow.

import Reactive
import Synchronization
import Testing

@Suite struct PublishSubjectConcurrencyTests {
    @Test func subscribeAndDisposeRaceWithEventsFromOtherThreads() {
        let received = Atomic<Int>(0)
        let live = Resources.countingLive {
            let subject = PublishSubject<Int>()
            let joined = ConcurrentThreads.run(6) { thread in
                if thread < 3 {
                    for value in 0..<2_000 { subject.onNext(value) }
                } else {
                    for _ in 0..<400 {
                        subject.subscribe(onNext: { _ in received.add(1, ordering: .relaxed) }).dispose()
                    }
                }
            } meanwhile: {
                for _ in 0..<400 {
                    let subscription = subject.subscribe(onNext: { _ in received.add(1, ordering: .relaxed) })
                    subscription.dispose()
                }
            }
            #expect(joined)
            #expect(!subject.hasObservers)
        }
        #expect(live == 0)
    }

    @Test func everySubscriberRacingWithCompletionIsCompletedExactlyOnce() {
        let completions = Atomic<Int>(0)
        let subscribers = 4 * 500
        let live = Resources.countingLive {
            let subject = PublishSubject<Int>()
            let joined = ConcurrentThreads.run(4) { _ in
                for _ in 0..<500 {
                    _ = subject.subscribe(onCompleted: { completions.add(1, ordering: .relaxed) })
                }
            } meanwhile: {
                subject.onNext(1)
                subject.onCompleted()
            }
            #expect(joined)
            #expect(!subject.hasObservers)
        }
        #expect(live == 0)
        #expect(completions.load(ordering: .acquiring) == subscribers)
    }
}
