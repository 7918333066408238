// `combineLatest` and `zip` under real threads: sources emitting concurrently are serialised.

import Reactive
import Testing

@Suite struct CombineLatestConcurrencyTests {
    private static let perThread = 500

    @Test func combineLatestOfEightThreadsNeverDeliversConcurrently() {
        let probe = DeliveryProbe()
        let live = Resources.countingLive {
            let subjects = (0..<8).map { _ in PublishSubject<Int>() }
            _ = Observable.combineLatest(subjects) { $0.reduce(0, +) }.subscribe(onNext: probe.receive)
            let joined = ConcurrentThreads.run(subjects.count) { thread in
                for value in 1...Self.perThread { subjects[thread].onNext(value) }
                subjects[thread].onCompleted()
            }
            #expect(joined)
        }
        #expect(live == 0)
        #expect(probe.overlaps == 0)
        #expect(probe.received.last == 8 * Self.perThread)
    }

    @Test func zipOfTwoThreadsPairsEveryElementInOrder() {
        let probe = DeliveryProbe()
        let live = Resources.countingLive {
            let left = PublishSubject<Int>()
            let right = PublishSubject<Int>()
            _ = Observable.zip(left, right) { $0 * 10_000 + $1 }.subscribe(onNext: probe.receive)
            let joined = ConcurrentThreads.run(2) { thread in
                let subject = thread == 0 ? left : right
                for value in 0..<Self.perThread { subject.onNext(value) }
                subject.onCompleted()
            }
            #expect(joined)
        }
        #expect(live == 0)
        #expect(probe.overlaps == 0)
        #expect(probe.received == (0..<Self.perThread).map { $0 * 10_000 + $0 })
    }
}
