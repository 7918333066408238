// The lock behind the Rx core's state that a Mutex cannot own (observers, disposables).

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pthread mutex, optionally recursive.
///
/// Not `Synchronization.Mutex`: on Linux its contended path waits on a futex inside the
/// uninstrumented standard library, so ThreadSanitizer misses the hand-over and reports races on
/// everything the mutex guards (`make tsan` fails). ThreadSanitizer intercepts pthread mutexes.
class Lock: @unchecked Sendable {
    // @unchecked: the pthread mutex is itself the synchronisation; it lives at a stable address.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// A lock; a `recursive` one may be taken again by the thread holding it.
    init(recursive: Bool = false) {
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

    /// Runs `body` holding the lock.
    @inline(__always)
    final func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
