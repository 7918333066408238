// Tests for `Observable.create`: the grammar it enforces and when it releases what it returned.

import Reactive
import ReactiveTesting
import Testing

@Suite struct CreateTests {
    @Test func dropsEventsAfterTheTerminalOneAndReleasesAtCompletion() {
        expectNoLeaks {
            var releases = 0
            var received: [Event<Int>] = []
            let source = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onCompleted()
                observer.onNext(2)
                observer.onError(TestError(1))
                return Disposables.create { releases += 1 }
            }
            let subscription = source.subscribe { received.append($0) }
            #expect(received == [.next(1), .completed])
            #expect(releases == 1)
            subscription.dispose()
            #expect(releases == 1)
        }
    }

    @Test func errorEndsTheSequence() {
        expectNoLeaks {
            var received: [Event<Int>] = []
            _ = Observable<Int>.create { observer in
                observer.onError(TestError(3))
                observer.onCompleted()
                return Disposables.create()
            }
            .subscribe { received.append($0) }
            #expect(received == [.error(TestError(3))])
        }
    }

    @Test func disposeReleasesOnceAndStopsDelivery() {
        expectNoLeaks {
            var releases = 0
            var sink: AnyObserver<Int>?
            var received: [Int] = []
            let subscription = Observable<Int>.create { observer in
                sink = observer
                return Disposables.create { releases += 1 }
            }
            .subscribe(onNext: { received.append($0) })
            sink?.onNext(1)
            subscription.dispose()
            subscription.dispose()
            sink?.onNext(2)
            #expect(received == [1])
            #expect(releases == 1)
            sink = nil
        }
    }

    @Test func marbleEventsFromTheVirtualClock() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.start {
                Observable<Int>.create { observer in
                    let first = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
                        observer.onNext(1)
                        return Disposables.create()
                    }
                    let second = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                        observer.onCompleted()
                        return Disposables.create()
                    }
                    return Disposables.create(first, second)
                }
            }
            #expect(observer.events == [.next(210, 1), .completed(220)])
        }
    }
}
