// The lock behind the Rx core's state that a Mutex cannot own, and the plain lock for modules above Reactive.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pthread mutex, optionally recursive. Above Reactive it orders work that guards no single value
/// (use `LockedState` for one that does): a `LockedState<Void>` taken from several threads trips
/// ThreadSanitizer's exclusivity checks on its empty value.
///
/// Not `Synchronization.Mutex`: on Linux its contended path waits on a futex inside the
/// uninstrumented standard library, so ThreadSanitizer misses the hand-over and reports races on
/// everything the mutex guards (`make tsan` fails). ThreadSanitizer intercepts pthread mutexes.
public class Lock: @unchecked Sendable {
    // @unchecked: the pthread mutex is itself the synchronisation; it lives at a stable address.
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// A lock that the thread holding it must not take again.
    public convenience init() {
        self.init(recursive: false)
    }

    /// A lock; a `recursive` one may be taken again by the thread holding it.
    init(recursive: Bool) {
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        if recursive { pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE)) }
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` holding the lock. Inlinable, so callers in other modules get it specialised (no
    /// generic metadata looked up per call).
    @inlinable
    public final func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
