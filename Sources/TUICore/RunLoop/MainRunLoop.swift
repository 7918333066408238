// The UI thread's event loop: poll(2) on input and a self-pipe, timers, posted work, coalesced frames.

import CSignalForwarding
import Glibc
import Reactive
import Synchronization

/// The loop of the thread that owns the terminal; it drives `MainScheduler` once installed.
///
/// `run` waits in `poll(2)` on a self-pipe and an optional input descriptor, with the next timer
/// deadline (or the next allowed frame, when the screen is dirty) as the timeout, so an idle loop
/// uses no CPU. Work posted from any thread, timers and forwarded signals all wake it through the pipe.
/// Rendering is coalesced: `setNeedsDisplay` marks the screen dirty, and `render` runs at most once
/// per `frameInterval` and never when nothing changed. Work posted for the frame (`postBeforeFrame`, the
/// `FrameScheduler`) waits for the same pacer and runs right before the frame, so a fast stream's
/// states reach the screen once per frame with no clock of their own.
public final class MainRunLoop: MainSchedulerDriver {
    /// The byte a waker writes; signals write their own (non-zero) number.
    private static let wakeByte: UInt8 = 0
    /// Consecutive "readable but nothing read" wake-ups that mean end of input (see PITFALLS: EOF spin).
    private static let emptyReadLimit = 16
    /// How often posted work that posts more work runs again in the same pass (a load whose result
    /// subscribes a feed, whose snapshot is posted in turn, takes two), so a frame shows what is ready
    /// now; work that keeps re-posting runs on in the next pass, after input and the frame.
    private static let postedWorkRounds = 4
    /// How often frame work that posts more frame work runs again before the frame (a quote delivery
    /// that schedules a view model's emission takes two); work that keeps re-posting waits a frame.
    private static let frameWorkRounds = 4

    private let clock: any LoopClock
    private let frameInterval: UInt64
    private let pipe: SelfPipe
    private let schedule = LockedState(LoopSchedule())
    private let wakePending = Atomic<Bool>(false)
    /// The thread running `run` (0 outside it): work it posts needs no wake-up, the pass ahead sees it.
    private let loopThread = Atomic<UInt>(0)
    /// Wake-ups asked for from other threads (for tests: frame work costs one per frame at most).
    let wakeRequests = Atomic<Int>(0)
    private let needsDisplay = Atomic<Bool>(false)
    private let stopRequested = Atomic<Bool>(false)

    /// Reads a feed right before each frame (see `init`). A `let`: a closure kept in a `Mutex` and
    /// read through its `inout` is wrapped in two more thunks on every read.
    private let frameReader: FrameReader?

    /// A loop on `clock` drawing at most one frame per `frameInterval`. `frameReader`, when given, is
    /// read on the loop's thread whenever a frame is due, before the frame's work, with the frame
    /// interval in nanoseconds: a feed reads there what came meanwhile (its deliveries become the
    /// frame's work). While its read returns true, or it says something is waiting, the loop wakes for
    /// the next frame, and each read takes a frame's slot, so reads stay a frame apart even when they
    /// change nothing on screen.
    public init(
        clock: any LoopClock = MonotonicClock(),
        frameInterval: Duration = .milliseconds(16),
        frameReader: FrameReader? = nil
    ) throws(RunLoopError) {
        guard let pipe = SelfPipe() else { throw .pipeUnavailable(errno: errno) }
        self.pipe = pipe
        self.clock = clock
        self.frameReader = frameReader
        let (seconds, attoseconds) = frameInterval.components
        self.frameInterval = UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000)
    }

    // MARK: Any thread

    public func post(_ work: @escaping @Sendable () -> Void) {
        schedule.withLock { $0.post(work) }
        wake()
    }

    public func post(after delay: RxTimeInterval, _ work: @escaping @Sendable () -> Void) -> Disposable {
        let deadline = clock.now() + Self.nanoseconds(delay)
        let (id, becameEarliest) = schedule.withLock { $0.schedule(at: deadline, work) }
        if becameEarliest { wake() }
        return Disposables.create { [weak self] in
            self?.schedule.withLock { $0.cancel(id) }
        }
    }

    public func postBeforeFrame(_ work: @escaping @Sendable () -> Void) {
        // A loop already waiting for the next frame (its timeout ends there) wakes for it anyway.
        let awaited = schedule.withLock { schedule in
            defer { schedule.postBeforeFrame(work) }
            return schedule.isFrameAwaited
        }
        if !awaited { wake() }
    }

    /// Marks the screen dirty: `render` runs on the loop soon, once however often this is called.
    public func setNeedsDisplay() {
        if !needsDisplay.exchange(true, ordering: .acquiringAndReleasing) { wake() }
    }

    /// Makes `run` return `.stopped` after the work it is running now.
    public func stop() {
        stopRequested.store(true, ordering: .releasing)
        wake()
    }

    /// Routes `signals` to `run`'s `onSignal` through the pipe; the handlers only write(2).
    public func forwardSignals(_ signals: [Int32]) throws(RunLoopError) {
        let status = signals.withUnsafeBufferPointer {
            signal_forwarding_install(pipe.writeEnd, $0.baseAddress, Int32($0.count))
        }
        if status != 0 { throw .signalsUnavailable(errno: errno) }
    }

    /// Gives the forwarded signals their previous actions back.
    public func stopForwardingSignals() {
        signal_forwarding_uninstall()
    }

    // MARK: The loop's thread

    /// Runs the loop on the calling thread until `stop()` or the end of `input`.
    ///
    /// - Parameters:
    ///   - input: a descriptor to poll and the function that reads it (nil: posted work and timers only).
    ///   - onSignal: called on this thread with each forwarded signal's number.
    ///   - render: draws a frame; called only when the screen is dirty and a frame is due.
    public func run(
        input: RunLoopInput? = nil,
        onSignal: (Int32) -> Void = { _ in },
        render: () -> Void = {}
    ) -> RunLoopExit {
        stopRequested.store(false, ordering: .releasing)
        loopThread.store(UInt(pthread_self()), ordering: .releasing)
        defer { loopThread.store(0, ordering: .releasing) }
        var pacer = FramePacer(interval: frameInterval)
        var emptyReads = 0
        // One array for every pass's poll (a new one each pass was an allocation per frame); poll(2)
        // writes every entry's `revents` on each return, and they are read only when it returned > 0.
        var descriptors = [pollfd(fd: pipe.readEnd, events: Int16(POLLIN), revents: 0)]
        if let input { descriptors.append(pollfd(fd: input.fileDescriptor, events: Int16(POLLIN), revents: 0)) }
        while true {
            let timeout = runPending(pacer: &pacer, render: render)
            if stopRequested.load(ordering: .acquiring) { return .stopped }
            if let input, input.drain() > 0 { continue }
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
            if ready <= 0 { continue }
            if descriptors[0].revents != 0 {
                // Empty the pipe before clearing the flag: a wake between the two finds the flag set and
                // writes nothing, which is right, as this pass goes on to run what it posted; cleared
                // first, the drain could swallow its byte and leave the flag set with the pipe empty, so
                // every later wake from another thread was skipped and the loop slept until its timeout.
                let bytes = pipe.drain()
                wakePending.store(false, ordering: .releasing)
                for byte in bytes where byte != Self.wakeByte { onSignal(Int32(byte)) }
            }
            guard let input, descriptors.count > 1 else { continue }
            let events = Int32(descriptors[1].revents)
            if events & (POLLHUP | POLLERR | POLLNVAL) != 0 {
                _ = input.drain()
                return .inputEnded
            }
            if events & POLLIN != 0 {
                emptyReads = input.drain() > 0 ? 0 : emptyReads + 1
                if emptyReads >= Self.emptyReadLimit { return .inputEnded }
            }
        }
    }

    /// One pass without waiting: posted work (oldest first, with the work it posts, a few rounds deep),
    /// then due timers (earliest first), then, if a frame is due, the read before it, the work for
    /// it (likewise) and the frame if the screen is dirty. Returns the `poll` timeout in ms (-1: wait forever).
    ///
    /// So the first frame of a run already shows what start-up work chained through posts (the loaded
    /// watchlist, then the feed's snapshot) made ready, instead of a frame without it and another one
    /// frame interval later; work that is not ready (a network feed) never holds a frame back.
    func runPending(pacer: inout FramePacer, render: () -> Void) -> Int32 {
        runRounds(Self.postedWorkRounds) { $0.takePosted() }
        let now = clock.now()
        while let timer = schedule.withLock({ $0.takeDueTimer(at: now) }) {
            timer()
        }
        if pacer.isDue(at: now) {
            if let frameReader {
                pacer.recordRead(at: now, wantsNext: frameReader.read(pacer.interval))
            }
            runRounds(Self.frameWorkRounds) { $0.takeFrameWork() }
            if needsDisplay.load(ordering: .acquiring) {
                needsDisplay.store(false, ordering: .releasing)
                pacer.recordFrame(at: now)
                render()
            }
        }
        if stopRequested.load(ordering: .acquiring) { return 0 }
        return timeout(now: now, pacer: pacer)
    }

    /// Runs the work `take` removes from the schedule, then the work that work added, up to `rounds` times.
    private func runRounds(_ rounds: Int, take: (inout LoopSchedule) -> [LoopSchedule.Work]) {
        for _ in 0..<rounds {
            let work = schedule.withLock(take)
            if work.isEmpty { return }
            work.forEach { $0() }
        }
    }

    private func timeout(now: UInt64, pacer: FramePacer) -> Int32 {
        // A dirty screen, or a feed to read before the next frame, ends the wait there: one that asked at
        // its last read, or one handed something since (its wake-up may have run after that read).
        let awaitsFrame = needsDisplay.load(ordering: .acquiring) || pacer.wantsNextRead || frameReader?.isWaiting() == true
        let (hasPosted, hasFrameWork, nextTimer) = schedule.withLock { schedule in
            // From here until the frame work is taken, the wait ends by the next frame (or sooner).
            schedule.isFrameAwaited = schedule.hasFrameWork || awaitsFrame
            return (schedule.hasPosted, schedule.hasFrameWork, schedule.nextDeadline)
        }
        if hasPosted { return 0 }
        var deadline = nextTimer
        if hasFrameWork || awaitsFrame { deadline = min(deadline ?? .max, pacer.nextFrame) }
        guard let deadline else { return -1 }
        if deadline <= now { return 0 }
        let milliseconds = (deadline - now + 999_999) / 1_000_000
        return Int32(clamping: milliseconds)
    }

    /// Makes a waiting `poll` return. Not needed on the loop's own thread: its next timeout accounts for
    /// whatever was posted, marked or stopped meanwhile.
    private func wake() {
        if loopThread.load(ordering: .acquiring) == UInt(pthread_self()) { return }
        wakeRequests.add(1, ordering: .relaxed)
        if !wakePending.exchange(true, ordering: .acquiringAndReleasing) { pipe.write(Self.wakeByte) }
    }

    private static func nanoseconds(_ interval: RxTimeInterval) -> UInt64 {
        switch interval {
        case .seconds(let value): return UInt64(max(0, value)) * 1_000_000_000
        case .milliseconds(let value): return UInt64(max(0, value)) * 1_000_000
        case .microseconds(let value): return UInt64(max(0, value)) * 1_000
        case .nanoseconds(let value): return UInt64(max(0, value))
        case .never: return .max / 2
        @unknown default: return .max / 2
        }
    }
}
