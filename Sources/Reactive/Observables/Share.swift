// `share(replay:scope:)`: one subscription to the source, shared by every subscriber.

extension ObservableType {
    /// Shares one subscription to the source among all subscribers, replaying the last `replay`
    /// elements to each new subscriber.
    ///
    /// The source is subscribed when the first subscriber arrives and unsubscribed when the last
    /// one leaves; `scope` decides what happens to the replay buffer and after termination.
    /// - seealso: [replay operator on reactivex.io](http://reactivex.io/documentation/operators/replay.html)
    /// - parameter replay: How many of the latest elements a new subscriber receives first.
    /// - parameter scope: The lifetime of the sharing subject (see `SubjectLifetimeScope`).
    /// - returns: The shared sequence.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        precondition(replay >= 0, "replay must not be negative")
        return ShareObservable(source: asObservable(), replay: replay, scope: scope)
    }
}

/// The subject subscribers see: a `PublishSubject`, or a `ReplaySubject` when elements are replayed.
private struct ShareSubject<Element> {
    let output: Observable<Element>
    let input: AnyObserver<Element>

    init(replay: Int) {
        if replay == 0 {
            let subject = PublishSubject<Element>()
            output = subject
            input = AnyObserver(subject)
        } else {
            let subject = ReplaySubject<Element>.create(bufferSize: replay)
            output = subject
            input = AnyObserver(subject)
        }
    }
}

private final class ShareObservable<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let replay: Int
    private let scope: SubjectLifetimeScope
    /// Guards the state below. Recursive: subscribing replays to the new observer, and connecting
    /// may run a synchronous source to its end, both while it is held.
    private let lock = RecursiveLock()
    private var connection: ShareConnection<Element>?
    /// The one subject of the `.forever` scope.
    private var foreverSubject: ShareSubject<Element>?
    /// `.forever` only: the source has terminated and is never subscribed again.
    private var terminated = false

    init(source: Observable<Element>, replay: Int, scope: SubjectLifetimeScope) {
        self.source = source
        self.replay = replay
        self.scope = scope
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.withLock {
            if terminated, let foreverSubject {
                return foreverSubject.output.subscribe(observer)
            }
            let connection = self.connection ?? startConnection()
            let subscription = connection.subject.output.subscribe(observer)
            connection.observerCount += 1
            if !connection.isConnected {
                connection.isConnected = true
                connection.sourceSubscription.setDisposable(source.subscribe(connection))
            }
            return Disposables.create { [self] in
                subscription.dispose()
                leave(connection)
            }
        }
    }

    /// The source terminated on `connection`; the caller does not hold the lock.
    fileprivate func ended(_ connection: ShareConnection<Element>) {
        lock.withLock {
            guard self.connection === connection else { return }
            self.connection = nil
            if scope == .forever { terminated = true }
        }
        connection.sourceSubscription.dispose()
    }

    private func startConnection() -> ShareConnection<Element> {
        let subject: ShareSubject<Element>
        switch scope {
        case .whileConnected:
            subject = ShareSubject(replay: replay)
        case .forever:
            subject = foreverSubject ?? ShareSubject(replay: replay)
            foreverSubject = subject
        }
        let connection = ShareConnection(parent: self, subject: subject)
        self.connection = connection
        return connection
    }

    /// One subscriber of `connection` left; the last one disconnects the source.
    private func leave(_ connection: ShareConnection<Element>) {
        let disconnect: Bool = lock.withLock {
            connection.observerCount -= 1
            guard connection.observerCount == 0, self.connection === connection else { return false }
            self.connection = nil
            return true
        }
        if disconnect { connection.sourceSubscription.dispose() }
    }
}

/// One subscription to the source, feeding the subject.
private final class ShareConnection<Element>: ObserverType {
    private let parent: ShareObservable<Element>
    let subject: ShareSubject<Element>
    let sourceSubscription = SingleAssignmentDisposable()
    /// Guarded by the parent's lock.
    var observerCount = 0
    /// Guarded by the parent's lock.
    var isConnected = false
    #if DEBUG
    private let tracker = Resources.track()
    #endif

    init(parent: ShareObservable<Element>, subject: ShareSubject<Element>) {
        self.parent = parent
        self.subject = subject
    }

    func on(_ event: Event<Element>) {
        if event.isStopEvent { parent.ended(self) }
        subject.input.on(event)
    }
}
