// The alert list (A): a watchlist's alerts, to change, re-arm or delete, in Input/Output transform style.

import Domain
import Reactive

/// The list of one watchlist's alerts. ↑/↓ select; r re-arms the selected alert, d deletes it (both
/// saved at once, the list following what was saved); e/Enter hands the alert to `change`, which opens
/// the change dialog over the list, which stays open and saves the accepted condition (re-arming it); Esc closes. Every saved edit goes to `saved`, so the
/// watchlist screen shows the lists as stored and watches the alerts anew.
public final class AlertListViewModel {
    /// The list's keys: ↑/↓ (and PgUp/PgDn/g/G) `moves`, e/Enter `change`, r `rearm`, d `delete`, Esc `close`.
    public struct Input {
        public let moves: Observable<SelectionMove>
        public let change: Observable<Void>
        public let rearm: Observable<Void>
        public let delete: Observable<Void>
        public let close: Observable<Void>

        public init(moves: Observable<SelectionMove>, change: Observable<Void>, rearm: Observable<Void>, delete: Observable<Void>, close: Observable<Void>) {
            self.moves = moves
            self.change = change
            self.rearm = rearm
            self.delete = delete
            self.close = close
        }
    }

    /// What the list shows.
    public struct Output {
        /// The state at subscription, then after every change; completes after the closed state.
        public let state: Observable<AlertListState>
    }

    private let watchlist: Watchlist
    private let names: [StockCode: String]
    private let editAlerts: EditPriceAlertsUseCase
    private let scheduler: any ImmediateSchedulerType
    private let change: (PriceAlert, @escaping (CheckedPriceAlert) -> Void) -> Void
    private let saved: ([Watchlist]) -> Void

    /// - Parameters:
    ///   - watchlist: The list whose alerts are shown, as stored.
    ///   - names: The stocks' names by code (a code without one shows as itself).
    ///   - editAlerts: Re-arms and deletes.
    ///   - scheduler: Where the edits' outcomes are handled (the main scheduler).
    ///   - change: Opens the change dialog for an alert over the list; the dialog hands the accepted
    ///     condition to the closure it is given.
    ///   - saved: Receives all watchlists after each saved edit.
    public init(
        watchlist: Watchlist, names: [StockCode: String], editAlerts: EditPriceAlertsUseCase, scheduler: any ImmediateSchedulerType,
        change: @escaping (PriceAlert, @escaping (CheckedPriceAlert) -> Void) -> Void, saved: @escaping ([Watchlist]) -> Void
    ) {
        self.watchlist = watchlist
        self.names = names
        self.editAlerts = editAlerts
        self.scheduler = scheduler
        self.change = change
        self.saved = saved
    }

    enum Action {
        case move(SelectionMove)
        case change
        case rearm
        case delete
        case close
        /// The change dialog accepted a condition for the alert `id`.
        case changed(PriceAlertID, CheckedPriceAlert)
        /// A saved edit, with what to say about it.
        case edited(Result<[Watchlist], Error>, note: String?)
    }

    enum Effect: Sendable {
        case rearm(PriceAlertID)
        case delete(PriceAlertID)
        case change(PriceAlert)
        case save(PriceAlertID, CheckedPriceAlert)
    }

    /// The list's own state: the alerts as last saved, and what is shown.
    struct Model: Hashable, Sendable {
        var alerts: [PriceAlert]
        var shown: AlertListState
    }

    /// Runs the list on `input` for each subscriber of the output.
    public func transform(_ input: Input) -> Output {
        let watchlistID = watchlist.id
        let names = names
        let state = UpdateLoop<Model, Action, Effect>.observable(
            initial: { [watchlist] in
                Model(alerts: watchlist.alerts, shown: AlertListState(title: "Alerts in \(watchlist.name)", rows: Self.rows(watchlist.alerts, names: names), selectedIndex: watchlist.alerts.isEmpty ? nil : 0))
            },
            actions: [
                input.moves.map { .move($0) }, input.change.map { .change }, input.rearm.map { .rearm },
                input.delete.map { .delete }, input.close.map { .close },
            ],
            update: { model, action in Self.update(&model, action, watchlistID: watchlistID, names: names) },
            isFinished: \.shown.isClosed,
            emission: .eachChange,
            effects: { [editAlerts, scheduler, change, saved] loop in
                { effect in
                    let edit: Single<[Watchlist]>
                    var note: String?
                    switch effect {
                    case .change(let alert):
                        change(alert) { loop.send(.changed(alert.id, $0)) }
                        return
                    case .save(let id, let checked):
                        edit = editAlerts.change(id, to: checked.condition, in: watchlistID)
                        note = checked.note.map { "Alert \(id) \(checked.condition.text): \($0)." }
                    case .rearm(let id): edit = editAlerts.rearm(id, in: watchlistID)
                    case .delete(let id): edit = editAlerts.delete(id, in: watchlistID)
                    }
                    _ = edit.asObservable().observe(on: scheduler).asSingle().subscribe { result in
                        if case .success(let lists) = result { saved(lists) }
                        loop.send(.edited(result, note: note))
                    }
                }
            }
        )
        return Output(state: state.map { $0.shown })
    }

    private static func update(_ model: inout Model, _ action: Action, watchlistID: WatchlistID, names: [StockCode: String]) -> [Effect] {
        let selected = model.shown.selectedIndex.flatMap { model.alerts.indices.contains($0) ? model.alerts[$0] : nil }
        if case .edited = action {} else { model.shown.notice = nil }
        switch action {
        case .move(let move):
            guard let index = model.shown.selectedIndex else { return [] }
            model.shown.selectedIndex = move.applied(to: index, count: model.alerts.count)
        case .change:
            guard let selected else { return [] }
            return [.change(selected)]
        case .changed(let id, let checked):
            return [.save(id, checked)]
        case .rearm:
            guard let selected else { return [] }
            guard !selected.state.isArmed else {
                model.shown.notice = "Alert \(selected.id) is armed already."
                return []
            }
            return [.rearm(selected.id)]
        case .delete:
            return selected.map { [.delete($0.id)] } ?? []
        case .close:
            model.shown.isClosed = true
        case .edited(.success(let lists), let note):
            model.shown.notice = note
            model.alerts = lists.first { $0.id == watchlistID }?.alerts ?? []
            model.shown.rows = rows(model.alerts, names: names)
            model.shown.selectedIndex = model.alerts.isEmpty ? nil : min(model.shown.selectedIndex ?? 0, model.alerts.count - 1)
        case .edited(.failure(let error), _):
            model.shown.notice = error.userFacingMessage
        }
        return []
    }

    static func rows(_ alerts: [PriceAlert], names: [StockCode: String]) -> [AlertListState.Row] {
        alerts.map { alert in
            let status: String
            switch alert.state {
            case .armed: status = "armed"
            case .fired(let time, let price): status = "fired \(KoreaTimeText.clock(time)) at \(NumberText.grouped(price))"
            }
            return AlertListState.Row(
                id: alert.id.description, name: names[alert.code] ?? alert.code.rawValue, code: alert.code.rawValue,
                condition: alert.condition.text, status: status, isFired: !alert.state.isArmed
            )
        }
    }
}
