// WebSocket connections through the system's libwebsockets (loaded on first use), each serviced on its own thread
// or, while busy, read by the app's thread right before its frames.

import CWebSocketTransport
import Dispatch
import FoundationEssentials
import Reactive
import Synchronization

/// Opens plain `ws://` connections with libwebsockets.
///
/// Events arrive on the connection's service thread (or, while busy, on the thread reading its
/// `readPacing`); observe them on your own scheduler. The library
/// answers pings itself; `pingInterval` makes it ping an idle server and `hangUpAfter` drops a server
/// that answers neither data nor pings, so a frozen peer ends as `.closed` instead of hanging for ever.
/// A slow peer is cut too: the handshake must be done within `handshakeDeadline` and each message
/// whole within `messageDeadline` of its first byte, however the bytes trickle.
public struct WebSocketClient: WebSocketConnecting {
    /// Seconds of silence before the library pings the server.
    public let pingInterval: UInt16
    /// Seconds of silence (no pong either) before it hangs up.
    public let hangUpAfter: UInt16
    /// A longer message ends the connection instead of filling memory.
    public let maximumMessageLength: Int
    /// Seconds from connecting to an accepted handshake before the attempt fails.
    public let handshakeDeadline: UInt16
    /// Seconds from a message's first byte to its last before the connection ends as `.closed`.
    public let messageDeadline: UInt16

    /// Who reads a busy connection right before the app's frames (nil: its own thread, each message at once).
    public let readPacing: ReadPacing?

    public init(
        pingInterval: UInt16 = 5, hangUpAfter: UInt16 = 15, maximumMessageLength: Int = 1 << 20, handshakeDeadline: UInt16 = 10, messageDeadline: UInt16 = 10,
        readPacing: ReadPacing? = nil
    ) {
        self.pingInterval = pingInterval
        self.hangUpAfter = hangUpAfter
        self.maximumMessageLength = maximumMessageLength
        self.handshakeDeadline = handshakeDeadline
        self.messageDeadline = messageDeadline
        self.readPacing = readPacing
    }

    public func connect(to url: URL) -> Observable<WebSocketEvent> {
        Observable.create { observer in
            guard let target = Target(url) else {
                observer.onNext(.failed(reason: "\(url.absoluteString) is not a ws:// URL (host, optional port and path)."))
                observer.onCompleted()
                return Disposables.create()
            }
            let events = ConnectionEvents(observer: observer)
            let context = Unmanaged.passRetained(events).toOpaque()
            let connection = events.attach {
                target.host.withCString { host in
                    target.path.withCString { path in
                        var options = sw_ws_options(
                            host: host, port: Int32(target.port), path: path,
                            ping_seconds: UInt32(pingInterval), hangup_seconds: UInt32(hangUpAfter),
                            max_message_length: maximumMessageLength, handshake_seconds: UInt32(handshakeDeadline),
                            message_seconds: UInt32(messageDeadline), pacing: readPacing?.pointer
                        )
                        return Handle(sw_ws_open(&options, deliver, context))
                    }
                }
            }
            return Disposables.create {
                events.stop()
                // sw_ws_close waits for the service thread; it must not run inside an event (an observer
                // disposing from one, on either thread that reports them) nor block the caller's loop.
                DispatchQueue.global().async { [readPacing] in
                    connection.withPointer { sw_ws_close($0) }
                    // The service thread read the pacing until sw_ws_close returned.
                    withExtendedLifetime(readPacing) {}
                    // Balances passRetained above: the C side held the object until sw_ws_close returned.
                    Unmanaged.passUnretained(events).release()
                }
            }
        }
    }

    /// Host, port and path of a `ws://` URL.
    private struct Target {
        let host: String
        let port: Int
        let path: String

        init?(_ url: URL) {
            guard url.scheme?.lowercased() == "ws", let host = url.host, !host.isEmpty else { return nil }
            self.host = host
            port = url.port ?? 80
            let query = url.query.map { "?" + $0 } ?? ""
            path = (url.path.isEmpty ? "/" : url.path) + query
        }
    }
}

// MARK: Read pacing

extension WebSocketClient {
    /// Lets the UI's thread read the `WebSocketClient`s given it while they are busy: once a connection's
    /// own thread has handed a message over, the connection is read by `readBeforeFrame` (each frame's
    /// messages at once, on a thread that is awake for the frame anyway) until it falls quiet, and then
    /// goes back to its thread, which waits for the next message. A busy stream thus costs its thread no
    /// wakeup and the UI none beyond its frames; a UI that stops reading loses the connection after 100 ms.
    public final class ReadPacing: @unchecked Sendable {
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
}

/// The C connection, owned by its `ConnectionEvents` until closed.
private struct Handle: @unchecked Sendable {
    // @unchecked: the pointer is used only through sw_ws_*, which are safe from any thread until
    // sw_ws_close, and ConnectionEvents stops every send before that call.
    private let pointer: OpaquePointer?

    init(_ pointer: OpaquePointer?) { self.pointer = pointer }

    func withPointer<Result>(_ body: (OpaquePointer?) -> Result) -> Result { body(pointer) }
}

/// Receives one connection's C events and forwards them to the subscriber until disposed.
private final class ConnectionEvents: @unchecked Sendable {
    // @unchecked: `observer` is called by one thread at a time (the service thread, or the pacing's
    // reader while the connection is handed over, the handover ordered by the pacing's lock);
    // the rest is a lock and an atomic.
    private let observer: AnyObserver<WebSocketEvent>
    /// The connection while sends are allowed; nil once disposed.
    private let connection = LockedState<Handle?>(nil)
    private let stopped = Atomic<Bool>(false)

    init(observer: AnyObserver<WebSocketEvent>) {
        self.observer = observer
    }

    /// Opens the connection with `open` under the lock, so a send from the first event waits until
    /// the handle is stored instead of finding none.
    func attach(_ open: () -> Handle) -> Handle {
        connection.withLock { stored in
            let handle = open()
            stored = handle
            return handle
        }
    }

    func stop() {
        stopped.store(true, ordering: .releasing)
        connection.withLock { $0 = nil }
    }

    /// Queues `frame` while the connection is not disposed.
    func write(_ frame: WebSocketSender.Frame) -> Bool {
        connection.withLock { handle in
            guard let handle else { return false }
            return handle.withPointer { pointer in
                switch frame {
                case .text(let text):
                    var text = text
                    return text.withUTF8 { sw_ws_send_text(pointer, $0.baseAddress, $0.count) } != 0
                case .pong(let payload):
                    var payload = payload
                    return payload.withUTF8 { sw_ws_send_pong(pointer, $0.baseAddress, $0.count) } != 0
                }
            }
        }
    }

    func receive(_ event: sw_ws_event, _ bytes: UnsafeBufferPointer<UInt8>) {
        if stopped.load(ordering: .acquiring) { return }
        switch event {
        case SW_WS_CONNECTED:
            observer.onNext(.connected(WebSocketSender { [weak self] frame in self?.write(frame) ?? false }))
        case SW_WS_TEXT:
            observer.onNext(.text(String(decoding: bytes, as: UTF8.self)))
        case SW_WS_CLOSED:
            observer.onNext(.closed(reason: String(decoding: bytes, as: UTF8.self)))
            observer.onCompleted()
        default:
            observer.onNext(.failed(reason: String(decoding: bytes, as: UTF8.self)))
            observer.onCompleted()
        }
    }
}

/// The C callback: finds the connection's `ConnectionEvents` from its context pointer.
private func deliver(_ context: UnsafeMutableRawPointer?, _ event: sw_ws_event, _ data: UnsafePointer<CChar>?, _ length: Int) {
    guard let context else { return }
    let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(data)?.assumingMemoryBound(to: UInt8.self), count: data == nil ? 0 : length)
    Unmanaged<ConnectionEvents>.fromOpaque(context).takeUnretainedValue().receive(event, bytes)
}
