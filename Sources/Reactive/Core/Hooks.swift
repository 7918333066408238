// Process-wide hooks into the Rx core, as RxSwift's `Hooks`.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Settable process-wide behaviour of the Rx core.
public enum Hooks {
    /// Receives an error that reached a closure subscription without an `onError` handler, with the
    /// call stack of that subscription (always empty here: no call stacks are recorded).
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void

    /// Called with every error that reaches `subscribe(onNext:onError:onCompleted:onDisposed:)`
    /// (or a `Single`'s) when no `onError` was given. Settable and restorable: keep the old value
    /// and assign it back.
    ///
    /// By default, in debug builds, it writes "Unhandled error happened: …" to standard error (not
    /// standard output, which a full-screen terminal app draws on); in release builds it does nothing.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { handler.withLock { $0 }.function }
        set { handler.withLock { $0 = Stored(newValue) } }
    }

    /// Called in debug builds when an event reaches a sink while another delivery to it is still
    /// running (see `SynchronizationAnomaly`). By default it writes a warning to standard error, as
    /// RxSwift's `SynchronizationTracker` prints one. Settable and restorable like `defaultErrorHandler`.
    public static var synchronizationAnomalyHandler: (SynchronizationAnomaly) -> Void {
        get { anomalyHandler.withLock { $0 }.function }
        set { anomalyHandler.withLock { $0 = Stored(newValue) } }
    }

    private static let anomalyHandler = LockedState(Stored<(SynchronizationAnomaly) -> Void> { anomaly in
        writeToStandardError("⚠️ \(anomaly) anomaly: an event reached a sink while another delivery to it was running\n")
    })

    /// Writes `text` to standard error in one call.
    private static func writeToStandardError(_ text: String) {
        var text = text
        _ = text.withUTF8 { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    private static let handler = LockedState(Stored<DefaultErrorHandler> { _, error in
        #if DEBUG
        writeToStandardError("Unhandled error happened: \(error)\n")
        #endif
    })

    /// A handler behind a reference: a closure kept in the lock itself and read through its `inout`
    /// came back wrapped in two more thunks on every read, so each call got slower and deeper.
    private final class Stored<Function>: @unchecked Sendable {
        // @unchecked: immutable; the handlers are called from any thread, as before.
        let function: Function

        init(_ function: Function) {
            self.function = function
        }
    }
}
