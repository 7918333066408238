// A thread-safe list of what happened, in order, for run-loop tests.

import Synchronization

/// Records labels from any thread; tests compare the order.
final class EventLog: Sendable {
    private let entries = Mutex<[String]>([])

    func record(_ entry: String) {
        entries.withLock { $0.append(entry) }
    }

    var all: [String] { entries.withLock { $0 } }
}
