// When the app next uses what the sockets deliver, so a read can wait for it and take more at once.

import CWebSocketTransport

/// The app's next use of incoming messages (the UI's next frame), shared by the `WebSocketClient`s
/// given it: each connection's read waits until then and takes what came meanwhile at once, and after
/// handing messages over waits for the next announcement, so a frame interval's messages cost its
/// thread about two wakeups instead of one each. Without a use ahead (never told, or the time
/// passed), reads happen at once.
public final class WebSocketReadPacing: @unchecked Sendable {
    // @unchecked: the C object is a value under its own lock, written and read from any thread.
    let pointer: OpaquePointer

    public init() {
        pointer = sw_ws_pacing_create()
    }

    /// The next use, in CLOCK_MONOTONIC nanoseconds (the clock of `MonotonicClock`).
    public func setNextUse(at monotonicNanoseconds: UInt64) {
        sw_ws_pacing_set_next_use(pointer, monotonicNanoseconds)
    }

    /// How long a read waits at `now` for a next use at `nextUse` (nanoseconds): until it, at most
    /// 20 ms, none when it is past or unset.
    static func readWait(nextUse: UInt64, now: UInt64) -> UInt64 {
        sw_ws_read_wait(nextUse, now)
    }

    deinit {
        sw_ws_pacing_free(pointer)
    }
}
