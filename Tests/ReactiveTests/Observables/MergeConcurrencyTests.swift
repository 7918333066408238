// `merge` and `flatMap` under real threads: inner sequences emitting concurrently are serialised.

import Reactive
import Testing

@Suite struct MergeConcurrencyTests {
    private static let threadCount = 8
    private static let perThread = 400

    /// Each thread feeds its own subject, then completes it.
    private func feed(_ subjects: [PublishSubject<Int>]) -> Bool {
        ConcurrentThreads.run(subjects.count) { thread in
            for index in 0..<Self.perThread { subjects[thread].onNext(thread * Self.perThread + index) }
            subjects[thread].onCompleted()
        }
    }

    @Test func mergeOfEightSubjectsFedFromEightThreadsDeliversEachElementOnceNeverConcurrently() {
        let probe = DeliveryProbe()
        var completions = 0
        let live = Resources.countingLive {
            let subjects = (0..<Self.threadCount).map { _ in PublishSubject<Int>() }
            _ = Observable.merge(subjects.map { $0.asObservable() })
                .subscribe(onNext: probe.receive, onCompleted: { completions += 1 })
            #expect(feed(subjects))
        }
        #expect(live == 0)
        #expect(completions == 1)
        #expect(probe.overlaps == 0)
        #expect(probe.received.sorted() == Array(0..<Self.threadCount * Self.perThread))
    }

    @Test func flatMapOfSubjectsFedFromEightThreadsDeliversEachElementOnceNeverConcurrently() {
        let probe = DeliveryProbe()
        var completions = 0
        let live = Resources.countingLive {
            let outer = PublishSubject<PublishSubject<Int>>()
            let subjects = (0..<Self.threadCount).map { _ in PublishSubject<Int>() }
            _ = outer.flatMap { $0 }.subscribe(onNext: probe.receive, onCompleted: { completions += 1 })
            for subject in subjects { outer.onNext(subject) }
            outer.onCompleted()
            #expect(feed(subjects))
        }
        #expect(live == 0)
        #expect(completions == 1)
        #expect(probe.overlaps == 0)
        #expect(probe.received.sorted() == Array(0..<Self.threadCount * Self.perThread))
    }
}
