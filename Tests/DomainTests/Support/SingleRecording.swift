// Runs a Single on a TestScheduler and hands back its outcome and when it came.

import Reactive
import ReactiveTesting

/// The outcome of a single run on virtual time.
struct SingleOutcome<Element> {
    let time: TestTime
    let result: Result<Element, Error>

    var value: Element? { try? result.get() }

    var error: Error? {
        guard case .failure(let error) = result else { return nil }
        return error
    }
}

extension TestScheduler {
    /// Subscribes to `single` now and runs the scheduler until idle; nil if it never settled.
    func run<Element>(_ single: () -> Single<Element>) -> SingleOutcome<Element>? {
        var outcome: SingleOutcome<Element>?
        let subscription = single().subscribe { result in outcome = SingleOutcome(time: self.clock, result: result) }
        start()
        subscription.dispose()
        return outcome
    }
}
