// Disposing while another thread emits, through each multi-source and sharing operator.

import Dispatch
import Reactive
import Synchronization
import Testing

@Suite struct DisposeRaceConcurrencyTests {
    /// An operator chain between the emitting subject and the observer; elements keep their value.
    enum Chain: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case flatMap, flatMapLatest, concatMap, merge, combineLatest, withLatestFrom, share

        var testDescription: String { rawValue }

        func apply(to source: Observable<Bool>) -> Observable<Bool> {
            switch self {
            case .flatMap: return source.flatMap(Self.just)
            case .flatMapLatest: return source.flatMapLatest(Self.just)
            case .concatMap: return source.concatMap(Self.just)
            case .merge: return Observable.merge(source, Observable.create { _ in Disposables.create() })
            case .combineLatest: return Observable.combineLatest(source, BehaviorSubject(value: 0)) { value, _ in value }
            case .withLatestFrom: return source.withLatestFrom(BehaviorSubject(value: 0)) { value, _ in value }
            case .share: return source.share(replay: 1)
            }
        }

        private static func just(_ value: Bool) -> Observable<Bool> {
            Observable.create { observer in
                observer.onNext(value)
                observer.onCompleted()
                return Disposables.create()
            }
        }
    }

    /// The emitter sends whether `dispose()` had already returned when it sent; such an element
    /// must never arrive, whatever was in flight at the moment of disposal.
    @Test(arguments: Chain.allCases)
    func elementsSentAfterDisposeReturnedAreNeverDelivered(chain: Chain) {
        let lateDeliveries = Atomic<Int>(0)
        let live = Resources.countingLive {
            let disposeReturned = Atomic<Bool>(false)
            let delivered = Atomic<Int>(0)
            let subject = PublishSubject<Bool>()
            let streaming = DispatchSemaphore(value: 0)
            let subscription = chain.apply(to: subject.asObservable()).subscribe(onNext: { sentAfterDispose in
                if sentAfterDispose { lateDeliveries.add(1, ordering: .relaxed) }
                if delivered.add(1, ordering: .relaxed).newValue == 200 { streaming.signal() }
            })
            let joined = ConcurrentThreads.run(1) { _ in
                for _ in 0..<5_000 { subject.onNext(disposeReturned.load(ordering: .acquiring)) }
            } meanwhile: {
                _ = streaming.wait(timeout: .now() + 10)
                subscription.dispose()
                disposeReturned.store(true, ordering: .releasing)
            }
            #expect(joined)
            #expect(!subject.hasObservers)
        }
        #expect(live == 0)
        #expect(lateDeliveries.load(ordering: .acquiring) == 0)
    }
}
