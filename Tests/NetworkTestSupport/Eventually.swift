// Bounded polling for end-to-end tests that wait on another process.

import Foundation

/// Checks `condition` every 20 ms until it holds (true) or `timeout` seconds pass (false).
public func eventually(timeout: TimeInterval = 20, _ condition: () async -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(20))
    }
    return await condition()
}
