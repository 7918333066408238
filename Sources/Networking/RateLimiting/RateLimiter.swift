// Spaces requests out on a scheduler's clock so an API's per-second limit is never exceeded.

import FoundationEssentials
import Reactive

/// A token-bucket limiter whose time comes from a scheduler, so tests run it on virtual time.
///
/// Callers wait in a queue; each slot the bucket allows goes, when it comes, to the most urgent waiter
/// (`RequestPriority`), the earliest among equals. So an order takes the next slot ahead of queued
/// reads, yet nothing is ever sent above the bucket's rate, bursts included: only the next slot is
/// reserved ahead, and it is handed to whoever is first in line when its time comes.
/// A hold (`holdRoutineRequests`) keeps `.routine` requests back while an order is about to go, so the
/// next slot is free when it comes; urgent ones are still served at the pace.
/// Thread-safe: the queue and the bucket are changed under a lock; waiting happens on the scheduler.
public final class RateLimiter {
    private let state: LockedState<State>
    private let scheduler: any SchedulerType

    /// The bucket, the callers waiting and the one slot reserved for them.
    private struct State {
        var bucket: TokenBucket
        var waiting: [Waiter] = []
        var nextWaiter = 0
        /// The permit of the slot the waiters' timer is set for; nil when no timer is set.
        var reservedPermit: Int?
        /// The holds keeping routine requests back, by number; empty when none is.
        var holds: Set<Int> = []
        var nextHold = 0

        /// Whether `waiter` may take a slot now: any request without a hold, only urgent ones during one.
        func mayServe(_ waiter: Waiter) -> Bool {
            holds.isEmpty || waiter.priority == .urgent
        }

        /// The most urgent waiter that may be served, the earliest among equals, taken out of the queue.
        /// An urgent one ends every hold: the slot kept free has gone to it.
        mutating func takeFirstInLine() -> Waiter? {
            guard let best = waiting.indices.filter({ mayServe(waiting[$0]) }).max(by: { lhs, rhs in
                waiting[lhs].priority != waiting[rhs].priority
                    ? waiting[lhs].priority < waiting[rhs].priority
                    : waiting[lhs].number > waiting[rhs].number
            }) else { return nil }
            if waiting[best].priority == .urgent { holds.removeAll() }
            return waiting.remove(at: best)
        }
    }

    /// A caller waiting for a slot.
    private struct Waiter {
        let number: Int
        let priority: RequestPriority
        let grant: (SingleEvent<Void>) -> Void
    }

    /// A limiter allowing bursts of `capacity` and `refillPerSecond` requests per second on average.
    public init(capacity: Int, refillPerSecond: Double, scheduler: any SchedulerType) {
        state = LockedState(State(bucket: TokenBucket(capacity: capacity, refillPerSecond: refillPerSecond)))
        self.scheduler = scheduler
    }

    /// Takes a permit now, for good; returns the seconds to wait before using it (0 when one was free).
    public func reserve() -> TimeInterval {
        let now = scheduler.now
        return state.withLock { $0.bucket.reserve(at: now) }.wait
    }

    /// Succeeds on the scheduler when this caller's slot has come: the next slot goes to the most urgent
    /// caller waiting then (`priority`), the earliest among equals. Disposed while waiting, the caller
    /// leaves the queue, so it holds up nobody; a granted slot is never given back.
    public func acquire(priority: RequestPriority = .routine) -> Single<Void> {
        Single.create { observer in
            let (number, slot) = self.state.withLock { state -> (Int, (wait: TimeInterval, permit: Int)?) in
                state.nextWaiter += 1
                state.waiting.append(Waiter(number: state.nextWaiter, priority: priority, grant: observer))
                return (state.nextWaiter, Self.reserveSlotIfNone(&state, at: self.scheduler.now))
            }
            if let slot { self.scheduleSlot(slot) }
            return Disposables.create {
                self.state.withLock { state in state.waiting.removeAll { $0.number == number } }
            }
        }
    }

    /// Holds `.routine` requests back so the next slot stays free for an `.urgent` one about to come (an
    /// order the user is reviewing): they wait, in their order, until the returned disposable is disposed,
    /// an urgent request has been granted a slot, or `seconds` have passed, whichever comes first.
    /// Urgent requests are served meanwhile at the bucket's pace, never faster.
    public func holdRoutineRequests(for seconds: TimeInterval) -> Disposable {
        let number = state.withLock { state -> Int in
            state.nextHold += 1
            state.holds.insert(state.nextHold)
            return state.nextHold
        }
        let expiry = scheduler.scheduleRelative((), dueTime: .nanoseconds(Self.nanoseconds(seconds))) { _ in
            self.endHold(number)
            return Disposables.create()
        }
        return Disposables.create {
            expiry.dispose()
            self.endHold(number)
        }
    }

    /// Ends the hold `number` (nothing when it has ended already); with no hold left, the routine
    /// requests waiting get the next slot.
    private func endHold(_ number: Int) {
        let now = scheduler.now
        let slot = state.withLock { state -> (wait: TimeInterval, permit: Int)? in
            guard state.holds.remove(number) != nil else { return nil }
            return Self.reserveSlotIfNone(&state, at: now)
        }
        if let slot { scheduleSlot(slot) }
    }

    /// Reserves the next slot for the queue when none is reserved yet and someone who may be served waits.
    private static func reserveSlotIfNone(_ state: inout State, at now: Date) -> (wait: TimeInterval, permit: Int)? {
        guard state.reservedPermit == nil, state.waiting.contains(where: state.mayServe) else { return nil }
        let slot = state.bucket.reserve(at: now)
        state.reservedPermit = slot.permit
        return slot
    }

    /// Hands out the reserved slot after `wait`: see `grantSlots`.
    private func scheduleSlot(_ slot: (wait: TimeInterval, permit: Int)) {
        _ = scheduler.scheduleRelative((), dueTime: .nanoseconds(Self.nanoseconds(slot.wait))) { _ in
            self.grantSlots()
            return Disposables.create()
        }
    }

    /// The reserved slot has come: it goes to the first in line, then every slot free at once goes to the
    /// next ones; the first slot not free yet is reserved for the queue and its timer set. With nobody
    /// waiting who may be served (none, or only routine requests during a hold), the reserved permit goes
    /// back to the bucket.
    private func grantSlots() {
        let now = scheduler.now
        let (granted, next) = state.withLock { state -> ([Waiter], (wait: TimeInterval, permit: Int)?) in
            guard let permit = state.reservedPermit else { return ([], nil) }
            state.reservedPermit = nil
            guard var waiter = state.takeFirstInLine() else {
                state.bucket.release(permit, at: now)
                return ([], nil)
            }
            var granted: [Waiter] = []
            while true {
                granted.append(waiter)
                guard let slot = Self.reserveSlotIfNone(&state, at: now) else { return (granted, nil) }
                guard slot.wait == 0, let following = state.takeFirstInLine() else { return (granted, slot) }
                state.reservedPermit = nil
                waiter = following
            }
        }
        for waiter in granted { waiter.grant(.success(())) }
        if let next { scheduleSlot(next) }
    }

    private static func nanoseconds(_ seconds: TimeInterval) -> Int {
        Int((seconds * 1_000_000_000).rounded(.up))
    }
}
