// The loop every view model here runs for its subscriber: actions in, a new state out, effects after.

import Reactive
import Synchronization

/// One subscriber's run of a view model, in the manner of bubbletea's update loop.
///
/// Each action changes the state under a lock through a pure `update`, which also returns the effects
/// to run (a check to start, a completion to call, a feed to subscribe). The new state is emitted when
/// it differs, then the effects run, outside the lock, so an effect may send further actions. When the
/// state is final (`isFinished`), the sequence completes and the inputs are released; later actions
/// are ignored. Disposing the subscription releases the inputs and whatever the effects own.
///
/// Inputs and effects are expected on one thread at a time (the UI loop, the view model's scheduler):
/// the lock keeps the state whole, not the order of emissions from competing threads.
final class UpdateLoop<State: Equatable & Sendable, Action, Effect: Sendable>: Disposable {
    /// What effects can do to the loop that runs them.
    struct Context {
        /// Feeds an action back into the loop (ignored once the loop has ended); safe to keep.
        let send: (Action) -> Void
        /// Keeps `disposable` (a subscription an effect started) until the loop ends.
        let own: (Disposable) -> Void
    }

    /// Runs one effect.
    typealias Perform = (Effect) -> Void

    private struct Progress: Sendable {
        var state: State
        var isOver = false
    }

    private let progress: Mutex<Progress>
    private let update: (inout State, Action) -> [Effect]
    private let isFinished: (State) -> Bool
    private var perform: Perform = { _ in }
    private let observer: AnyObserver<State>
    private let subscriptions = CompositeDisposable()

    private init(
        initial: State,
        observer: AnyObserver<State>,
        update: @escaping (inout State, Action) -> [Effect],
        isFinished: @escaping (State) -> Bool
    ) {
        progress = Mutex(Progress(state: initial))
        self.observer = observer
        self.update = update
        self.isFinished = isFinished
    }

    /// A sequence that, for each subscriber, emits `initial`, then runs the loop on the merged `actions`.
    ///
    /// - Parameters:
    ///   - initial: Makes the first state at subscription (reading a clock then, say); it is emitted at once.
    ///   - actions: The inputs, already turned into actions; an error in one ends the sequence with it.
    ///   - startEffects: Effects run once the inputs are subscribed (a first load).
    ///   - update: Changes the state for one action and returns the effects to run; must be pure.
    ///   - isFinished: True for a final state: the sequence completes after emitting it.
    ///   - effects: Called once per subscriber with its loop's context; returns what runs each effect
    ///     (per-subscriber resources, such as the current feed subscription, live in that closure).
    static func observable(
        initial: @escaping () -> State,
        actions: [Observable<Action>],
        startEffects: [Effect] = [],
        update: @escaping (inout State, Action) -> [Effect],
        isFinished: @escaping (State) -> Bool = { _ in false },
        effects: @escaping (Context) -> Perform = { _ in { _ in } }
    ) -> Observable<State> {
        Observable.create { observer in
            let first = initial()
            let loop = UpdateLoop(initial: first, observer: observer, update: update, isFinished: isFinished)
            let subscriptions = loop.subscriptions
            loop.perform = effects(Context(
                send: { [weak loop] action in loop?.send(action) },
                own: { subscriptions.insert($0) }
            ))
            observer.onNext(first)
            for source in actions {
                subscriptions.insert(source.subscribe { event in loop.receive(event) })
            }
            startEffects.forEach(loop.perform)
            return loop
        }
    }

    private func receive(_ event: Event<Action>) {
        switch event {
        case .next(let action): send(action)
        case .error(let error): end { self.observer.onError(error) }
        case .completed: break
        }
    }

    /// Applies `action`, emits the new state if it changed, runs the effects, and completes when final.
    func send(_ action: Action) {
        let outcome: (state: State, changed: Bool, finished: Bool, effects: [Effect])? = progress.withLock { progress in
            guard !progress.isOver else { return nil }
            let before = progress.state
            let effects = update(&progress.state, action)
            progress.isOver = isFinished(progress.state)
            return (progress.state, progress.state != before, progress.isOver, effects)
        }
        guard let outcome else { return }
        if outcome.changed { observer.onNext(outcome.state) }
        outcome.effects.forEach(perform)
        if outcome.finished {
            observer.onCompleted()
            subscriptions.dispose()
        }
    }

    /// Marks the loop over, runs `finalEvent` if it was not over yet, and releases the inputs.
    private func end(_ finalEvent: () -> Void) {
        let wasOver = progress.withLock { progress in
            defer { progress.isOver = true }
            return progress.isOver
        }
        if !wasOver { finalEvent() }
        subscriptions.dispose()
    }

    func dispose() {
        end {}
    }
}
