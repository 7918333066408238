// A typed per-thread slot over pthread keys.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One value per thread, typed; the value is released when its thread exits.
final class ThreadLocal<Value: AnyObject>: Sendable {
    private let key: pthread_key_t

    init() {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(pointer)).release() }
        }
        precondition(status == 0, "pthread_key_create failed: \(status)")
        self.key = key
    }

    /// This thread's value, if any.
    var value: Value? {
        get {
            guard let raw = pthread_getspecific(key) else { return nil }
            return Unmanaged<Value>.fromOpaque(raw).takeUnretainedValue()
        }
        set {
            if let old = pthread_getspecific(key) {
                Unmanaged<Value>.fromOpaque(old).release()
            }
            let raw = newValue.map { Unmanaged.passRetained($0).toOpaque() }
            pthread_setspecific(key, raw)
        }
    }
}
