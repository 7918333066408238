// A thread-safe list of strings, to record what a subscription received from another thread.

import Synchronization

/// Appends from any thread; read back in tests.
final class EventLog: Sendable {
    private let storage = Mutex<[String]>([])

    func append(_ entry: String) {
        storage.withLock { $0.append(entry) }
    }

    var entries: [String] { storage.withLock { $0 } }
}
