// A re-entrant lock for the subjects and operators that emit while holding their lock.

/// A recursive pthread mutex: the same thread may take it again (an observer re-entering a subject).
final class RecursiveLock: Lock, @unchecked Sendable {
    // @unchecked: the base class's pthread mutex is the synchronisation; nothing is added here.
    init() {
        super.init(recursive: true)
    }
}
