// The sink behind combineLatest and zip: one slot per source, combined when every slot has a value.

/// How `CombiningSink` pairs the elements of its sources.
enum CombiningRule {
    /// Each new element combines with the latest element of every other source (`combineLatest`).
    case latest
    /// The n-th elements of all sources combine, each used once (`zip`).
    case inOrder
}

/// The elements one source delivered that are still available for combining.
final class CombiningSlot<Element> {
    /// The source's position among the sources.
    let index: Int
    private let rule: CombiningRule
    private var values = Queue<Element>()

    init(index: Int, rule: CombiningRule) {
        self.index = index
        self.rule = rule
    }

    /// Keeps `value`: the only one for `.latest`, queued behind the others for `.inOrder`.
    func store(_ value: Element) {
        if rule == .latest { _ = values.dequeue() }
        values.enqueue(value)
    }

    /// The value to combine now: the latest (kept) or the oldest (used up). Only called when one is stored.
    func take() -> Element {
        switch rule {
        case .latest: return values.first!
        case .inOrder: return values.dequeue()!
        }
    }
}

/// Combines one element of every source whenever each has one available (see `CombiningRule`).
///
/// Ends as RxSwift's sinks do: completes when every source has completed; with
/// `completesWhenOthersDone`, also when a source emits while some source still has nothing to
/// combine and every other source has completed (`combineLatest`, and `zip` over a collection).
/// The first error from any source, or a throw from the combining function, ends it.
final class CombiningSink<Observer: ObserverType>: SerializingSink<Observer> {
    private let rule: CombiningRule
    private let completesWhenOthersDone: Bool
    private let combine: () throws -> Observer.Element
    /// How many values each source has available.
    private var available: [Int]
    private var emptySources: Int
    private var completed: [Bool]
    private var completedCount = 0

    /// `combine` takes one value from every slot; it runs under `lock`.
    init(
        arity: Int,
        rule: CombiningRule,
        completesWhenOthersDone: Bool,
        observer: Observer,
        cancel: SinkDisposer,
        combine: @escaping () throws -> Observer.Element
    ) {
        self.rule = rule
        self.completesWhenOthersDone = completesWhenOthersDone
        self.combine = combine
        available = Array(repeating: 0, count: arity)
        emptySources = arity
        completed = Array(repeating: false, count: arity)
        super.init(observer: observer, cancel: cancel)
    }

    /// Subscribes `source`, storing its elements in `slot`.
    func subscribe<Element>(_ source: Observable<Element>, storingIn slot: CombiningSlot<Element>) -> Disposable {
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(source.subscribe(CombiningSourceObserver(parent: self, slot: slot, subscription: subscription)))
        return subscription
    }

    /// Called once every source is subscribed: with no sources at all the result ends at once
    /// (`combineLatest` first emits the combination of nothing, as RxSwift does).
    func sourcesSubscribed() {
        lock.withLock {
            guard available.isEmpty else { return }
            if rule == .latest { emitCombination() }
            stop(with: .completed)
        }
    }

    /// Source `index` stored a value; the caller holds the lock.
    fileprivate func sourceDidEmit(_ index: Int) {
        if stopped { return }
        if available[index] == 0 { emptySources -= 1 }
        available[index] = rule == .latest ? 1 : available[index] + 1
        if emptySources == 0 {
            emitCombination()
        } else if completesWhenOthersDone, completedCount - (completed[index] ? 1 : 0) == completed.count - 1 {
            stop(with: .completed)
        }
    }

    /// Source `index` completed; the caller holds the lock.
    fileprivate func sourceDidComplete(_ index: Int) {
        if completed[index] { return }
        completed[index] = true
        completedCount += 1
        if completedCount == completed.count { stop(with: .completed) }
    }

    /// A source failed; the caller holds the lock.
    fileprivate func sourceDidFail(_ error: Swift.Error) {
        stop(with: .error(error))
    }

    private func emitCombination() {
        let result: Observer.Element
        do {
            result = try combine()
        } catch {
            stop(with: .error(error))
            return
        }
        if rule == .inOrder {
            for index in available.indices {
                available[index] -= 1
                if available[index] == 0 { emptySources += 1 }
            }
        }
        forwardNext(result)
    }
}

/// Stores one source's elements in its slot and reports to the sink, under the sink's lock.
private final class CombiningSourceObserver<Element, Observer: ObserverType>: ObserverType {
    private let parent: CombiningSink<Observer>
    private let slot: CombiningSlot<Element>
    private let subscription: Disposable
    #if DEBUG
    private let tracker = Resources.track()
    #endif

    init(parent: CombiningSink<Observer>, slot: CombiningSlot<Element>, subscription: Disposable) {
        self.parent = parent
        self.slot = slot
        self.subscription = subscription
    }

    func onNext(_ value: Element) {
        parent.lock.withLock {
            slot.store(value)
            parent.sourceDidEmit(slot.index)
        }
    }

    func on(_ event: Event<Element>) {
        parent.lock.withLock {
            switch event {
            case .next(let value):
                slot.store(value)
                parent.sourceDidEmit(slot.index)
            case .error(let error):
                parent.sourceDidFail(error)
            case .completed:
                subscription.dispose()
                parent.sourceDidComplete(slot.index)
            }
        }
    }
}

/// Combines a fixed set of sources of different element types (`combineLatest(a, b, …)`, `zip(a, b, …)`).
final class CombiningPackProducer<each SourceElement, Result>: Producer<Result> {
    private let sources: (repeat Observable<each SourceElement>)
    private let rule: CombiningRule
    /// Nil for the tuple forms, whose result is the tuple of the values itself.
    private let resultSelector: ((repeat each SourceElement) throws -> Result)?

    init(sources: (repeat Observable<each SourceElement>), rule: CombiningRule, resultSelector: @escaping (repeat each SourceElement) throws -> Result) {
        self.sources = sources
        self.rule = rule
        self.resultSelector = resultSelector
    }

    /// The tuple forms. (Passing a tuple-building function as `resultSelector` crashes Swift 6.3's SILGen.)
    init(sources: (repeat Observable<each SourceElement>), rule: CombiningRule) where Result == (repeat each SourceElement) {
        self.sources = sources
        self.rule = rule
        self.resultSelector = nil
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        var arity = 0
        func makeSlot<Element>(for _: Observable<Element>) -> CombiningSlot<Element> {
            defer { arity += 1 }
            return CombiningSlot(index: arity, rule: rule)
        }
        let slots = (repeat makeSlot(for: each sources))
        let combine: () throws -> Result
        if let resultSelector {
            combine = { try resultSelector(repeat (each slots).take()) }
        } else {
            // Result is this very tuple type (see the tuple init), so the cast cannot fail.
            combine = { (repeat (each slots).take()) as! Result }
        }
        // RxSwift's zip of a fixed set of sources completes only once all of them have completed.
        let sink = CombiningSink(
            arity: arity, rule: rule, completesWhenOthersDone: rule == .latest, observer: observer, cancel: cancel, combine: combine
        )
        var subscriptions: [Disposable] = []
        func subscribe<Element>(_ source: Observable<Element>, _ slot: CombiningSlot<Element>) {
            subscriptions.append(sink.subscribe(source, storingIn: slot))
        }
        repeat subscribe(each sources, each slots)
        sink.sourcesSubscribed()
        return (sink, Disposables.create(subscriptions))
    }
}

/// Combines a collection of sources of one element type (`combineLatest([…])`, `zip([…])`).
final class CombiningCollectionProducer<SourceElement, Result>: Producer<Result> {
    private let sources: [Observable<SourceElement>]
    private let rule: CombiningRule
    private let resultSelector: ([SourceElement]) throws -> Result

    init(sources: [Observable<SourceElement>], rule: CombiningRule, resultSelector: @escaping ([SourceElement]) throws -> Result) {
        self.sources = sources
        self.rule = rule
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: SinkDisposer) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        let slots = sources.indices.map { CombiningSlot<SourceElement>(index: $0, rule: rule) }
        let resultSelector = self.resultSelector
        let sink = CombiningSink(arity: slots.count, rule: rule, completesWhenOthersDone: true, observer: observer, cancel: cancel) {
            try resultSelector(slots.map { $0.take() })
        }
        let subscriptions = Swift.zip(sources, slots).map { sink.subscribe($0, storingIn: $1) }
        sink.sourcesSubscribed()
        return (sink, Disposables.create(subscriptions))
    }
}
