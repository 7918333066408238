// The outcome of a Single run on virtual time, and when it came.

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
