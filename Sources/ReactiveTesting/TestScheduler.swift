// A virtual-time scheduler: time-based operators tested without sleeping.

import Foundation
import Reactive

/// Runs scheduled work in virtual-time order, as RxTest's `TestScheduler`.
///
/// Work scheduled "now" runs one tick later (`simulateProcessingDelay`), like RxTest, so
/// hops between schedulers are visible in the recorded times.
public final class TestScheduler: SchedulerType {
    /// The default virtual times of `start`: create, subscribe, dispose.
    public enum Defaults {
        public static let created: TestTime = 100
        public static let subscribed: TestTime = 200
        public static let disposed: TestTime = 1000
    }

    /// The current virtual time.
    public private(set) var clock: TestTime
    private let resolution: Double
    private let simulateProcessingDelay: Bool
    private var queue: [WorkItem] = []
    private var nextID = 0
    private var running = false

    /// A scheduler starting at `initialClock`; one tick is `resolution` seconds of scheduler time.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        clock = initialClock
        self.resolution = resolution
        self.simulateProcessingDelay = simulateProcessingDelay
    }

    public var now: RxTime { Date(timeIntervalSince1970: Double(clock) * resolution) }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleAbsolute(clock) { action(state) }
    }

    public func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleAbsolute(clock + ticks(dueTime)) { action(state) }
    }

    /// Runs `action` at absolute virtual time `time`.
    @discardableResult
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) -> Disposable {
        scheduleAbsolute(time) {
            action()
            return Disposables.create()
        }
    }

    /// Runs `action` `delay` ticks from now.
    func scheduleRelativeVirtual(_ delay: TestTime, action: @escaping () -> Void) -> Disposable {
        scheduleAbsolute(clock + delay) {
            action()
            return Disposables.create()
        }
    }

    /// Converts a real interval to ticks, rounding to the nearest.
    public func ticks(_ interval: RxTimeInterval) -> TestTime {
        Int(interval.timeIntervalInSeconds / resolution + 0.5)
    }

    /// Runs all scheduled work in time order until nothing is left (or `stop()` is called).
    public func start() {
        running = true
        while running, let item = takeNext(upTo: nil) {
            if item.time > clock { clock = item.time }
            item.invoke()
        }
        running = false
    }

    /// Runs the work due up to `time`, then sets the clock to `time`.
    public func advanceTo(_ time: TestTime) {
        precondition(time >= clock, "cannot move virtual time backwards")
        running = true
        while running, let item = takeNext(upTo: time) {
            if item.time > clock { clock = item.time }
            item.invoke()
        }
        running = false
        clock = time
    }

    /// Stops `start()` after the current item.
    public func stop() { running = false }

    /// Creates an observer that records events with this scheduler's clock.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// A source that emits `events` at their absolute times to current subscribers.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(scheduler: self, events: events)
    }

    /// A source that emits `events` relative to each subscription's start.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(scheduler: self, events: events)
    }

    /// Creates the sequence at `created`, subscribes at `subscribed`, disposes at `disposed`, runs
    /// the scheduler and returns the recorded events.
    public func start<Element>(
        created: TestTime = Defaults.created,
        subscribed: TestTime = Defaults.subscribed,
        disposed: TestTime = Defaults.disposed,
        create: @escaping () -> Observable<Element>
    ) -> TestableObserver<Element> {
        var source: Observable<Element>?
        var subscription: Disposable?
        let observer = createObserver(Element.self)
        scheduleAt(created) { source = create() }
        scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
        scheduleAt(disposed) { subscription?.dispose() }
        start()
        return observer
    }

    /// Shorthand for `start(created:subscribed:disposed:create:)` with the default times but `disposed`.
    public func start<Element>(disposed: TestTime, create: @escaping () -> Observable<Element>) -> TestableObserver<Element> {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    private func scheduleAbsolute(_ time: TestTime, action: @escaping () -> Disposable) -> Disposable {
        let due = time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
        let item = WorkItem(time: due, id: nextID, action: action)
        nextID += 1
        let index = queue.firstIndex { ($0.time, $0.id) > (due, item.id) } ?? queue.endIndex
        queue.insert(item, at: index)
        return item
    }

    private func takeNext(upTo limit: TestTime?) -> WorkItem? {
        while let first = queue.first {
            if let limit, first.time > limit { return nil }
            queue.removeFirst()
            if !first.isDisposed { return first }
        }
        return nil
    }

    /// One piece of scheduled work.
    private final class WorkItem: Disposable {
        let time: TestTime
        let id: Int
        private var action: (() -> Disposable)?
        private let result = SingleAssignmentDisposable()

        init(time: TestTime, id: Int, action: @escaping () -> Disposable) {
            self.time = time
            self.id = id
            self.action = action
        }

        var isDisposed: Bool { result.isDisposed }

        func invoke() {
            guard let action else { return }
            self.action = nil
            result.setDisposable(action())
        }

        func dispose() {
            action = nil
            result.dispose()
        }
    }
}
