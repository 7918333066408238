// The loop every view model here runs for its subscriber: actions in, a new state out, effects after.

import Reactive

/// One subscriber's run of a view model, in the manner of bubbletea's update loop.
///
/// Each action changes the state under a lock through a pure `update`, which also returns the effects
/// to run (a check to start, a completion to call, a feed to subscribe). The new state is emitted as
/// the `UpdateLoopEmission` says (on change, or once per frame through Reactive's `coalesce`), then the
/// effects run, outside the lock, so an effect may send further actions. When the state is final
/// (`isFinished`), it is emitted, the sequence completes and the inputs are released; later actions are
/// ignored. Disposing the subscription releases the inputs and whatever the effects own.
///
/// Inputs and effects are expected on one thread at a time (the UI loop, the view model's scheduler):
/// the lock keeps the state whole, not the order of emissions from competing threads.
final class UpdateLoop<State: Sendable, Action, Effect: Sendable>: Disposable {
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

    /// What an update asks `send` to do once the lock is released.
    private struct Outcome {
        /// The state to emit now, if any.
        var emitted: State?
        var finished: Bool
        /// For `.oncePerFrame`: tell the frame pacing that the state changed.
        var signalsFrame: Bool
        var effects: [Effect]
    }

    private let progress: LockedState<Progress>
    private let update: (inout State, Action) -> [Effect]
    private let isFinished: (State) -> Bool
    private let emission: UpdateLoopEmission<State>
    private var perform: Perform = { _ in }
    private let observer: AnyObserver<State>
    private let subscriptions = CompositeDisposable()
    /// For `.oncePerFrame`: where an update says the state changed; `coalesce` keeps one emission waiting on the frames.
    private var frameSignal: AnyObserver<Void>?

    private init(
        initial: State,
        observer: AnyObserver<State>,
        update: @escaping (inout State, Action) -> [Effect],
        isFinished: @escaping (State) -> Bool,
        emission: UpdateLoopEmission<State>
    ) {
        progress = LockedState(Progress(state: initial))
        self.observer = observer
        self.update = update
        self.isFinished = isFinished
        self.emission = emission
        if case .oncePerFrame(let frames) = emission { subscriptions.insert(paceEmissions(on: frames)) }
    }

    /// A sequence that, for each subscriber, emits `initial`, then runs the loop on the merged `actions`.
    ///
    /// - Parameters:
    ///   - initial: Makes the first state at subscription (reading a clock then, say); it is emitted at once.
    ///   - actions: The inputs, already turned into actions; an error in one ends the sequence with it.
    ///   - startEffects: Effects run once the inputs are subscribed (a first load).
    ///   - update: Changes the state for one action and returns the effects to run; must be pure.
    ///   - isFinished: True for a final state: the sequence completes after emitting it.
    ///   - emission: When states are emitted.
    ///   - effects: Called once per subscriber with its loop's context; returns what runs each effect
    ///     (per-subscriber resources, such as the current feed subscription, live in that closure).
    static func observable(
        initial: @escaping () -> State,
        actions: [Observable<Action>],
        startEffects: [Effect] = [],
        update: @escaping (inout State, Action) -> [Effect],
        isFinished: @escaping (State) -> Bool = { _ in false },
        emission: UpdateLoopEmission<State>,
        effects: @escaping (Context) -> Perform = { _ in { _ in } }
    ) -> Observable<State> {
        Observable.create { observer in
            let first = initial()
            let loop = UpdateLoop(initial: first, observer: observer, update: update, isFinished: isFinished, emission: emission)
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

    /// Applies `action`, emits (or schedules) the new state, runs the effects, and completes when final.
    func send(_ action: Action) {
        let outcome: Outcome? = progress.withLock { progress in
            guard !progress.isOver else { return nil }
            return apply(action, to: &progress)
        }
        guard let outcome else { return }
        if let state = outcome.emitted { observer.onNext(state) }
        if outcome.signalsFrame { frameSignal?.onNext(()) }
        outcome.effects.forEach(perform)
        if outcome.finished {
            observer.onCompleted()
            subscriptions.dispose()
        }
    }

    /// Runs `update` under the lock and decides what to emit.
    private func apply(_ action: Action, to progress: inout Progress) -> Outcome {
        let effects: [Effect]
        var emitted: State?
        var signalsFrame = false
        switch emission {
        case .eachChange(let isSame):
            let before = progress.state
            effects = update(&progress.state, action)
            if !isSame(before, progress.state) { emitted = progress.state }
        case .eachUpdate:
            effects = update(&progress.state, action)
            emitted = progress.state
        case .oncePerFrame:
            effects = update(&progress.state, action)
            signalsFrame = true
        }
        progress.isOver = isFinished(progress.state)
        if progress.isOver {
            emitted = progress.state
            signalsFrame = false
        }
        return Outcome(emitted: emitted, finished: progress.isOver, signalsFrame: signalsFrame, effects: effects)
    }

    /// For `.oncePerFrame`: Reactive's one pacing operator, `coalesce`, keeps at most one emission waiting on
    /// `frames` for the updates' signals; when it runs, the state is read as it is then (not copied per update).
    private func paceEmissions(on frames: any ImmediateSchedulerType) -> Disposable {
        Observable<Void>.create { [weak self] signal in
            self?.frameSignal = signal
            return Disposables.create()
        }
        .coalesce(into: (), on: frames, fold: { _, _ in }, drain: { [weak self] _ in
            self?.progress.withLock { $0.isOver ? nil : $0.state }
        })
        .subscribe(onNext: { [weak self] state in
            if let state { self?.observer.onNext(state) }
        })
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
