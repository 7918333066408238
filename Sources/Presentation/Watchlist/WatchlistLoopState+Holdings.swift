// Positions and alerts in the watchlist model: the p / ! / A / h keys, fired alerts, and the columns they add.

import Domain

extension WatchlistLoopState {
    /// Said for p / ! / A when this run has no position and alert use cases.
    static let holdingsUnavailableNotice = "Positions and alerts are not available in this run."

    /// `p`, `!` on the selected stock; `A`, `h` on the shown watchlist.
    mutating func handleHoldings(_ intent: WatchlistIntent) -> [WatchlistEffect] {
        guard let watchlist = activeWatchlist else { return [] }
        guard offersHoldings else {
            notices.notice = Self.holdingsUnavailableNotice
            return []
        }
        switch intent {
        case .listAlerts:
            let names = Dictionary(watchlist.alerts.map { ($0.code, rows[$0.code]?.name ?? $0.code.rawValue) }) { first, _ in first }
            return [.openAlertList(watchlist, names: names)]
        case .openHoldings:
            let codes = watchlist.positions.map(\.code)
            let names = Dictionary(codes.map { ($0, rows[$0]?.name ?? $0.rawValue) }) { first, _ in first }
            let prices = Dictionary(codes.compactMap { code in rows[code]?.quote.map { (code, $0.price) } }) { first, _ in first }
            return [.openHoldings(watchlist, names: names, prices: prices)]
        case .placeOrder(let side):
            guard let code = list.shownSelectedCode else { return [] }
            return [.openOrder(side, code, named: rows[code]?.name ?? code.rawValue)]
        case .importHolding(let proposal):
            return [.open(.importHolding(proposal, into: watchlist))]
        case .rebuildLots(let rebuild):
            return [.open(.rebuildLots(rebuild, in: watchlist))]
        case .addLot, .setAlert:
            guard let code = list.shownSelectedCode else { return [] }
            let name = rows[code]?.name ?? code.rawValue
            return [.open(intent == .addLot ? .addLot(code, named: name, in: watchlist) : .setAlert(code, named: name, in: watchlist))]
        default:
            return []
        }
    }

    /// The armed alerts of all watchlists, what the alert watch depends on.
    var armedAlerts: Set<ArmedAlert> {
        Set(watchlists.flatMap { list in
            list.alerts.filter(\.state.isArmed).map { ArmedAlert(watchlistID: list.id, alertID: $0.id, condition: $0.condition) }
        })
    }

    /// Watches the alerts anew when the armed ones differ from `before`.
    func rewatchAlerts(ifChangedFrom before: Set<ArmedAlert>) -> [WatchlistEffect] {
        offersHoldings && armedAlerts != before ? [.watchAlerts(watchlists)] : []
    }

    /// `firing` happened on the stock named `name`: the alert is marked fired at once (the save follows), the status line says
    /// so, and the screen is told (bell, notification).
    mutating func fire(_ firing: PriceAlertFiring, name: String?) -> [WatchlistEffect] {
        guard let list = watchlists.firstIndex(where: { $0.id == firing.watchlistID }),
              let index = watchlists[list].alerts.firstIndex(where: { $0.id == firing.alertID && $0.state.isArmed })
        else { return [] }
        watchlists[list].alerts[index].state = .fired(at: firing.time, price: firing.price)
        let alertNotice = AlertFiredNotice(firing, name: name ?? rows[firing.code]?.name ?? firing.code.rawValue)
        notices.notice = alertNotice.message
        return [.alertFired(firing, alertNotice)]
    }

    /// `shown` with the shown watchlist's position columns and fired-alert marks.
    func withHoldings(_ shown: [WatchlistRow]) -> [WatchlistRow] {
        guard let watchlist = activeWatchlist, !watchlist.positions.isEmpty || !watchlist.alerts.isEmpty else { return shown }
        let positions = Dictionary(watchlist.heldPositions.map { ($0.code.rawValue, $0) }) { first, _ in first }
        let fired = Set(watchlist.alerts.filter { !$0.state.isArmed }.map(\.code.rawValue))
        // Only what differs is written: a row's fields are shared with the table until changed.
        return shown.map { row in
            var marked = row
            let position = positions[row.code].map { PositionColumns($0, price: row.quote?.price, costs: tradingCosts) }
            if position != row.position { marked.position = position }
            let isFired = fired.contains(row.code)
            if isFired != row.hasFiredAlert { marked.hasFiredAlert = isFired }
            return marked
        }
    }

    /// The totals line of the shown watchlist, nil when it holds nothing the user can see (`heldPositions`).
    var positionTotals: PositionTotalsLine? {
        guard let held = activeWatchlist?.heldPositions, !held.isEmpty else { return nil }
        let prices = Dictionary(held.compactMap { position in rows[position.code]?.quote.map { (position.code, $0.price) } }) { first, _ in first }
        return PositionTotalsLine(held, prices: prices, costs: tradingCosts)
    }
}

/// One armed alert, as the alert watch sees it.
struct ArmedAlert: Hashable, Sendable {
    let watchlistID: WatchlistID
    let alertID: PriceAlertID
    let condition: PriceAlertCondition
}
