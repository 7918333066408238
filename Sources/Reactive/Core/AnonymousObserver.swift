// The observer behind closure-based subscribe.

/// Forwards events to closures and enforces the grammar: nothing after a terminal event. An error
/// with neither an event nor an error handler goes to `Hooks.defaultErrorHandler`, as in RxSwift.
///
/// Holds the handlers of `subscribe(onNext:onError:onCompleted:onDisposed:)` as its own fields
/// rather than behind one event closure, so such a subscription allocates this object alone.
@usableFromInline
final class AnonymousObserver<Element>: ObserverType {
    /// Receives elements directly (closure-based `subscribe(onNext:…)`), sparing an `Event`.
    /// Optional, as `subscribe(onNext:)` hands it over: storing it unwrapped put a second
    /// reabstraction thunk in front of every element (callgrind, rows b and c).
    private let nextHandler: ((Element) -> Void)?
    private let eventHandler: ((Event<Element>) -> Void)?
    private let errorHandler: ((Swift.Error) -> Void)?
    private let completedHandler: (() -> Void)?
    /// Disposed after the error or completion handler ran (`onDisposed`); a class, not an
    /// optional existential, whose copies cost value-witness calls in unspecialised code.
    private let terminated: AnonymousDisposable?
    private var isStopped = false
    #if DEBUG
    private let tracker = Resources.track()
    #endif

    /// An observer passing every event to `handler`.
    init(_ handler: @escaping (Event<Element>) -> Void) {
        nextHandler = { handler(.next($0)) }
        eventHandler = handler
        errorHandler = nil
        completedHandler = nil
        terminated = nil
    }

    /// An observer passing elements, errors and completion to the handlers given, then disposing
    /// `terminated` after a terminal event.
    @usableFromInline
    init(
        onNext: ((Element) -> Void)?,
        onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?,
        terminated: AnonymousDisposable?
    ) {
        nextHandler = onNext
        eventHandler = nil
        errorHandler = onError
        completedHandler = onCompleted
        self.terminated = terminated
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        if isStopped { return }
        switch event {
        case .next(let element):
            nextHandler?(element)
        case .error(let error):
            isStopped = true
            if let eventHandler {
                eventHandler(event)
            } else if let errorHandler {
                errorHandler(error)
            } else {
                Hooks.defaultErrorHandler([], error)
            }
            terminated?.dispose()
        case .completed:
            isStopped = true
            eventHandler?(event)
            completedHandler?()
            terminated?.dispose()
        }
    }

    @usableFromInline
    func onNext(_ element: Element) {
        if isStopped { return }
        nextHandler?(element)
    }
}
