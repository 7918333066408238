// Tests for `ObserverType`'s element and completion requirements and their defaults.

import Reactive
import Testing

@Suite struct ObserverTypeTests {
    /// Implements `on(_:)` only, as code written against RxSwift does.
    private final class EventLog: ObserverType {
        var events: [Event<Int>] = []
        func on(_ event: Event<Int>) { events.append(event) }
    }

    /// Also implements `onCompleted()`, the requirement the library's own observers use.
    private final class CompletionLog: ObserverType {
        var log: [String] = []
        func on(_ event: Event<Int>) { log.append("on \(event)") }
        func onCompleted() { log.append("onCompleted") }
    }

    @Test func anObserverWithOnlyOnGetsEveryEventThroughIt() {
        expectNoLeaks {
            let observer = EventLog()
            _ = Observable.just(7).subscribe(observer)
            _ = Observable.just(8).flatMap { Observable.just($0 + 1) }.subscribe(observer)
            #expect(observer.events == [.next(7), .completed, .next(9), .completed])
        }
    }

    @Test func aSequenceCompletingDuringSubscribeCallsTheObserversOwnOnCompleted() {
        expectNoLeaks {
            let observer = CompletionLog()
            _ = Observable.just(7).subscribe(observer)
            #expect(observer.log == ["on next(7)", "onCompleted"])
        }
    }
}
