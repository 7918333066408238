// Tests for DisposeBag.

import Reactive
import Testing

@Suite struct DisposeBagTests {
    @Test func disposesEverythingWhenDeallocated() {
        let first = CountingDisposable(), second = CountingDisposable(), third = CountingDisposable()
        var bag: DisposeBag? = DisposeBag()
        if let bag {
            bag.insert(first)
            bag.insert(second, third)
        }
        #expect(first.disposals == 0)
        bag = nil
        #expect([first.disposals, second.disposals, third.disposals] == [1, 1, 1])
    }

    @Test func endsSubscriptionsAddedWithDisposedBy() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            var received: [Int] = []
            var bag: DisposeBag? = DisposeBag()
            if let bag { subject.subscribe(onNext: { received.append($0) }).disposed(by: bag) }
            subject.onNext(1)
            bag = nil
            subject.onNext(2)
            #expect(received == [1])
            #expect(!subject.hasObservers)
        }
    }
}
