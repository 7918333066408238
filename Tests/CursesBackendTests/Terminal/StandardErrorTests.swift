// Writing whole: a frame larger than what a non-blocking terminal takes at once still arrives whole.

@testable import CursesBackend
import Foundation
import Glibc
import Testing

@Suite struct StandardErrorTests {
    /// A pipe whose write end is non-blocking (as a terminal another program left so), read slowly on
    /// another thread: the writer meets EAGAIN once the pipe's 64 KB are full and must wait, not stop.
    @Test func bytesBeyondANonBlockingPipesCapacityAllArrive() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        _ = fcntl(writeEnd, F_SETFL, fcntl(writeEnd, F_GETFL) | O_NONBLOCK)
        let bytes = (0..<256 * 1024).map { UInt8(truncatingIfNeeded: $0 % 251) }
        let received = ReceivedBytes()
        let reader = Thread {
            usleep(50_000)
            var buffer = [UInt8](repeating: 0, count: 16 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                received.append(buffer[0..<count])
            }
            received.finish()
        }
        reader.start()
        StandardError.write(bytes: bytes, to: writeEnd)
        close(writeEnd)
        received.waitUntilFinished()
        close(readEnd)
        let arrived = received.bytes
        #expect(arrived.count == bytes.count)
        #expect(arrived.elementsEqual(bytes), "the bytes arrived out of order or changed")
    }
}

/// What the reader thread read, handed to the test once the pipe is closed.
private final class ReceivedBytes: @unchecked Sendable {
    // @unchecked: every access holds `condition`.
    private let condition = NSCondition()
    private var storage: [UInt8] = []
    private var isFinished = false

    func append(_ slice: ArraySlice<UInt8>) {
        condition.lock()
        storage += slice
        condition.unlock()
    }

    func finish() {
        condition.lock()
        isFinished = true
        condition.broadcast()
        condition.unlock()
    }

    func waitUntilFinished() {
        condition.lock()
        while !isFinished { condition.wait() }
        condition.unlock()
    }

    var bytes: [UInt8] {
        condition.lock()
        defer { condition.unlock() }
        return storage
    }
}
