// The app's thread reading busy WebSocket connections right before its frames.

import CWebSocketTransport
import Reactive

/// Lets the UI's thread read the `WebSocketClient`s given it while they are busy: once a connection's
/// own thread has handed a message over, the connection is read by `readBeforeFrame` (each frame's
/// messages at once, on a thread that is awake for the frame anyway) until it falls quiet, and then
/// goes back to its thread, which waits for the next message. A busy stream thus costs its thread no
/// wakeup and the UI none beyond its frames; a UI that stops reading loses the connection after 100 ms.
public final class WebSocketReadPacing: @unchecked Sendable {
    // @unchecked: the C object keeps its state under its own lock; `readBeforeFrame` is called from
    // one thread.
    let pointer: OpaquePointer
    private let reader: Unmanaged<Reader>

    /// What a connection handed over while no read is expected schedules an empty action on, so the
    /// reading thread's loop comes round to `readBeforeFrame` (the UI's `FrameScheduler`).
    public init(reader: any ImmediateSchedulerType & Sendable) {
        let reader = Unmanaged.passRetained(Reader(scheduler: reader))
        self.reader = reader
        pointer = sw_ws_pacing_create({ context in
            guard let context else { return }
            Unmanaged<Reader>.fromOpaque(context).takeUnretainedValue().wake()
        }, reader.toOpaque())
    }

    /// Reads the connections handed over, reporting what came meanwhile on this thread; one that
    /// brought nothing for `quietAfter` nanoseconds goes back to its thread. Returns whether any
    /// remains, so the caller reads again before its next frame.
    public func readBeforeFrame(quietAfter: UInt64) -> Bool {
        sw_ws_pacing_read(pointer, quietAfter) > 0
    }

    /// Whether a connection is handed over now, waiting for `readBeforeFrame`: the reading thread keeps
    /// its wait to the next frame while this holds, so a hand-over whose wake-up it handled just after a
    /// read (in that frame's work) is still read a frame later, not taken back unread after 100 ms.
    public var hasHandedOver: Bool {
        sw_ws_pacing_has_handed_over(pointer) != 0
    }

    /// How many times the connections' own threads woke while handed over (every 100 ms at most).
    var handedOverWakeups: Int {
        Int(sw_ws_pacing_handed_over_wakeups(pointer))
    }

    deinit {
        sw_ws_pacing_free(pointer)
        reader.release()
    }

    /// The scheduler of the reading thread, held for the C callback.
    private final class Reader: Sendable {
        let scheduler: any ImmediateSchedulerType & Sendable

        init(scheduler: any ImmediateSchedulerType & Sendable) {
            self.scheduler = scheduler
        }

        func wake() {
            _ = scheduler.schedule(()) { _ in Disposables.create() }
        }
    }
}
