// When the app next uses what the sockets deliver, so a read can wait for it and take more at once.

import CWebSocketTransport

/// The app's next use of incoming messages (the UI's next frame), shared by the `WebSocketClient`s
/// given it: each connection's read waits until shortly before then, so the messages of one frame
/// interval cost its thread a few wakeups instead of one each. Without a use ahead (never told, or
/// the time passed), reads happen at once.
public final class WebSocketReadPacing: @unchecked Sendable {
    // @unchecked: the C object is one atomic, written and read from any thread.
    let pointer: OpaquePointer

    public init() {
        pointer = sw_ws_pacing_create()
    }

    /// The next use, in CLOCK_MONOTONIC nanoseconds (the clock of `MonotonicClock`).
    public func setNextUse(at monotonicNanoseconds: UInt64) {
        sw_ws_pacing_set_next_use(pointer, monotonicNanoseconds)
    }

    /// How long a read waits at `now` for a next use at `nextUse` (nanoseconds): until 2 ms before
    /// it, at most 20 ms, none when it is nearer or past.
    static func readWait(nextUse: UInt64, now: UInt64) -> UInt64 {
        sw_ws_read_wait(nextUse, now)
    }

    deinit {
        sw_ws_pacing_free(pointer)
    }
}
