// One subscriber of a subject, behind a class its element type alone names; also its subscription.

/// A subject's handle on one subscriber; `ObserverList` keeps these and calls them by vtable.
///
/// It is also the disposable the subscriber gets back (one object per subscription, not two):
/// disposing removes it from its subject. It holds the subject weakly, so an undisposed
/// subscription does not keep the subject alive; disposing twice finds nothing the second time.
class SubjectObserver<Element>: SubjectSubscription, @unchecked Sendable {
    // @unchecked: `subject` is written only in init; the subject's lock guards its list.
    private weak let subject: SubjectObservers<Element>?
    #if DEBUG
    private let tracker = Resources.track()
    #endif

    init(subject: SubjectObservers<Element>) {
        self.subject = subject
    }

    /// Delivers one element.
    func onNext(_ element: Element) {
        preconditionFailure("SubjectObserver.onNext is abstract; ObserverBox overrides it")
    }

    /// Delivers one event.
    func on(_ event: Event<Element>) {
        preconditionFailure("SubjectObserver.on is abstract; ObserverBox overrides it")
    }

    final override func dispose() {
        subject?.unsubscribe(self)
    }
}

extension ObserverType {
    /// This observer behind a `SubjectObserver` of `subject`. An extension on the observer rather
    /// than a static method of `SubjectObserver`, so the call needs no `SubjectObserver<Element>`
    /// metadata lookup.
    func asSubjectObserver(of subject: SubjectObservers<Element>) -> SubjectObserver<Element> {
        ObserverBox(self, subject: subject)
    }
}

/// The concrete subscriber: forwards to the observer it wraps.
private final class ObserverBox<Observer: ObserverType>: SubjectObserver<Observer.Element>, @unchecked Sendable {
    // @unchecked: `observer` is immutable; the subject calls it under the Rx contract.
    private let observer: Observer

    init(_ observer: Observer, subject: SubjectObservers<Observer.Element>) {
        self.observer = observer
        super.init(subject: subject)
    }

    override func onNext(_ element: Observer.Element) {
        observer.onNext(element)
    }

    override func on(_ event: Event<Observer.Element>) {
        observer.on(event)
    }
}
