// The buffer between a source and the drains of `observe(on:)`.

/// The events waiting for delivery by `observe(on:)`: the source pushes into one buffer under the
/// lock, a drain swaps it for the other (emptied) buffer and delivers from it without the lock.
///
/// The buffers are raw contiguous memory rather than arrays: the operator's code runs unspecialised
/// (its element type is known only at run time), where every `Array` operation costs generic
/// metadata look-ups; here pushing an element is one copy through its value witness.
final class ObserveOnQueue<Element> {
    /// Above this capacity a delivered buffer is released instead of being reused.
    private static var retainedCapacity: Int { 16_384 }
    private static var initialCapacity: Int { 64 }

    /// Guards the `incoming` buffer, `finished`, `terminal`, `drainScheduled` and the swap.
    private let lock = Lock()
    private var incoming: UnsafeMutablePointer<Element>
    private var incomingCount = 0
    private var incomingCapacity: Int
    /// The batch being delivered: only the drain that claimed it touches it, outside the lock.
    private var outgoing: UnsafeMutablePointer<Element>
    private var outgoingCount = 0
    private var outgoingCapacity: Int
    private var finished = false
    private var terminal: Event<Element>?
    /// True from the moment a drain is claimed until a drain finds nothing left to deliver.
    private var drainScheduled = false

    init() {
        incomingCapacity = Self.initialCapacity
        incoming = .allocate(capacity: incomingCapacity)
        outgoingCapacity = Self.initialCapacity
        outgoing = .allocate(capacity: outgoingCapacity)
    }

    deinit {
        incoming.deinitialize(count: incomingCount)
        incoming.deallocate()
        outgoing.deinitialize(count: outgoingCount)
        outgoing.deallocate()
    }

    /// Queues `element`; true when the caller must schedule a drain.
    func push(_ element: Element) -> Bool {
        lock.withLock {
            if finished { return false }
            if incomingCount == incomingCapacity { growIncoming() }
            (incoming + incomingCount).initialize(to: element)
            incomingCount += 1
            return claimDrain()
        }
    }

    /// Queues the terminal event; true when the caller must schedule a drain.
    func finish(with event: Event<Element>) -> Bool {
        lock.withLock {
            if finished { return false }
            finished = true
            terminal = event
            return claimDrain()
        }
    }

    /// Drain side: takes everything queued as the batch to deliver, and the terminal event once it
    /// has arrived (every element is then in the batch).
    func takeBatch() -> (count: Int, terminal: Event<Element>?) {
        lock.withLock {
            swap(&incoming, &outgoing)
            swap(&incomingCapacity, &outgoingCapacity)
            outgoingCount = incomingCount
            incomingCount = 0
            return (outgoingCount, terminal)
        }
    }

    /// Drain side: element `index` of the batch.
    func batchElement(at index: Int) -> Element {
        outgoing[index]
    }

    /// Drain side: empties the delivered batch, keeping its memory for reuse unless it grew large.
    func clearBatch() {
        outgoing.deinitialize(count: outgoingCount)
        outgoingCount = 0
        if outgoingCapacity > Self.retainedCapacity {
            outgoing.deallocate()
            outgoingCapacity = Self.initialCapacity
            outgoing = .allocate(capacity: outgoingCapacity)
        }
    }

    /// True when events wait for delivery.
    var hasWaiting: Bool {
        lock.withLock { incomingCount > 0 || finished }
    }

    /// Drain side, at the end of a drain: true (and the drain stays claimed) when events are waiting.
    func drainFinished() -> Bool {
        lock.withLock {
            drainScheduled = incomingCount > 0 || finished
            return drainScheduled
        }
    }

    /// Drops the waiting elements (the subscription was disposed).
    func removeWaiting() {
        lock.withLock {
            incoming.deinitialize(count: incomingCount)
            incomingCount = 0
        }
    }

    private func claimDrain() -> Bool {
        if drainScheduled { return false }
        drainScheduled = true
        return true
    }

    private func growIncoming() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: incomingCapacity * 2)
        larger.moveInitialize(from: incoming, count: incomingCount)
        incoming.deallocate()
        incoming = larger
        incomingCapacity *= 2
    }
}
