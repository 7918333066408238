// Spaces requests out on a scheduler's clock so an API's per-second limit is never exceeded.

import FoundationEssentials
import Reactive

/// A token-bucket limiter whose time comes from a scheduler, so tests run it on virtual time.
///
/// Thread-safe: reservations are taken under a lock; waiting happens on the scheduler.
public final class RateLimiter {
    private let bucket: LockedState<TokenBucket>
    private let scheduler: any SchedulerType

    /// A limiter allowing bursts of `capacity` and `refillPerSecond` requests per second on average.
    public init(capacity: Int, refillPerSecond: Double, scheduler: any SchedulerType) {
        bucket = LockedState(TokenBucket(capacity: capacity, refillPerSecond: refillPerSecond))
        self.scheduler = scheduler
    }

    /// Takes a permit now, for good; returns the seconds to wait before using it (0 when one was free).
    public func reserve() -> TimeInterval {
        let now = scheduler.now
        return bucket.withLock { $0.reserve(at: now) }.wait
    }

    /// Succeeds on the scheduler when a permit is ready. The permit is taken at subscription, so
    /// callers are served in the order they subscribe; disposed before that, it gives the permit back
    /// (`TokenBucket.release`), so a cancelled request does not hold up the ones after it.
    public func acquire() -> Single<Void> {
        Single.create { observer in
            let now = self.scheduler.now
            let (wait, permit) = self.bucket.withLock { $0.reserve(at: now) }
            // Whichever comes first, the grant or the disposal, settles the permit.
            let isSettled = LockedState(false)
            func settle() -> Bool {
                isSettled.withLock { settled in
                    defer { settled = true }
                    return !settled
                }
            }
            let nanoseconds = Int((wait * 1_000_000_000).rounded(.up))
            let grant = self.scheduler.scheduleRelative((), dueTime: .nanoseconds(nanoseconds)) { _ in
                if settle() { observer(.success(())) }
                return Disposables.create()
            }
            return Disposables.create {
                grant.dispose()
                guard settle() else { return }
                let now = self.scheduler.now
                self.bucket.withLock { $0.release(permit, at: now) }
            }
        }
    }
}
