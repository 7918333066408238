// Runs a body on several threads at once, for the concurrency tests.

import Dispatch
import Foundation

/// Starts real threads that begin together (behind a gate) and waits for all of them.
enum ConcurrentThreads {
    /// Runs `body(index)` for `index` in `0..<count`, each on its own thread, all released at once,
    /// and `meanwhile` on the calling thread; returns when every thread has finished (false if they
    /// did not within `timeout` seconds).
    @discardableResult
    static func run(
        _ count: Int,
        timeout: Double = 10,
        _ body: @escaping @Sendable (Int) -> Void,
        meanwhile: () -> Void = {}
    ) -> Bool {
        let gate = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        for index in 0..<count {
            finished.enter()
            Thread {
                gate.wait()
                body(index)
                finished.leave()
            }.start()
        }
        for _ in 0..<count { gate.signal() }
        meanwhile()
        return finished.wait(timeout: .now() + timeout) == .success
    }
}
