// The Account view's view model: the account valued at live prices and the view's keys in, one state per frame out.

import Domain
import Reactive

/// The Account view in Input/Output `transform` style.
///
/// Input: the view's intents. Output: an `AccountState` at subscription (loading), then one per
/// frame at most while snapshots and quotes arrive. Opening reads the account once and `r` asks again;
/// a failure is a notice until a later refresh succeeds.
public final class AccountViewModel {
    public struct Input {
        public let intents: Observable<AccountIntent>

        public init(intents: Observable<AccountIntent>) {
            self.intents = intents
        }
    }

    public struct Output {
        public let state: Observable<AccountState>
    }

    private let watchAccount: WatchAccountUseCase
    private let scheduler: any SchedulerType
    private let frames: (any ImmediateSchedulerType)?

    /// - Parameters:
    ///   - scheduler: Where the account's updates are handled (the run loop's).
    ///   - frames: Where states are emitted once per frame; nil emits after every update (tests).
    public init(watchAccount: WatchAccountUseCase, scheduler: any SchedulerType, frames: (any ImmediateSchedulerType)? = nil) {
        self.watchAccount = watchAccount
        self.scheduler = scheduler
        self.frames = frames
    }

    enum Action {
        case intent(AccountIntent)
        case valued(AccountValuation)
        case refreshed
        case refreshFailed(String)
    }

    enum Effect {
        case refresh
    }

    public func transform(_ input: Input) -> Output {
        let watchAccount = watchAccount
        let scheduler = scheduler
        let state = UpdateLoop<AccountLoopState, Action, Effect>.observable(
            initial: { AccountLoopState() },
            actions: [
                // The account is read once on opening (a KIS account has nothing before it; its
                // failure is a notice), and again on `r`.
                Observable.just(.intent(.refresh)),
                input.intents.map { .intent($0) },
                watchAccount.execute().observe(on: scheduler).map { .valued($0) },
            ],
            update: Self.update,
            emission: frames.map { .oncePerFrame(on: $0) } ?? .eachUpdate,
            effects: { loop in
                { effect in
                    guard case .refresh = effect else { return }
                    watchAccount.refresh()
                        .done(on: scheduler) { _ in loop.send(.refreshed) }
                        .catch(on: scheduler) { loop.send(.refreshFailed("The account could not be read: " + $0.userFacingMessage)) }
                }
            }
        )
        return Output(state: state.map(AccountState.init))
    }

    private static func update(_ model: inout AccountLoopState, _ action: Action) -> [Effect] {
        switch action {
        case .intent(.select(let move)):
            model.select(move)
        case .intent(.refresh):
            return [.refresh]
        case .valued(let valuation):
            model.valuation = valuation
        case .refreshed:
            model.refreshProblem = nil
        case .refreshFailed(let message):
            model.refreshProblem = message
        }
        return []
    }
}
