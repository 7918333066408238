// The Account view model's inner state: the latest valued account, the selection, a refresh's failure.

import Domain

/// What the Account view model's update loop keeps between actions.
struct AccountLoopState: Sendable {
    var valuation: AccountValuation?
    var selectedIndex = 0
    /// Why the last refresh failed, until one succeeds.
    var refreshProblem: String?
    /// The shown watchlist's positions by code (the user's own lots), to set beside the broker's holdings.
    var lots: [StockCode: Position] = [:]
    /// What the last key said (nothing to import), until the next key.
    var notice: String?

    /// The selected holding, nil without holdings.
    var selectedHolding: AccountHolding? {
        guard let holdings = valuation?.snapshot.holdings, !holdings.isEmpty else { return nil }
        return holdings[min(selectedIndex, holdings.count - 1)]
    }

    /// Moves the selection among `count` holdings, stopping at the ends.
    mutating func select(_ move: SelectionMove) {
        let count = valuation?.holdings.count ?? 0
        guard count > 0 else { return }
        let target: Int
        switch move {
        case .up: target = selectedIndex - 1
        case .down: target = selectedIndex + 1
        case .pageUp(let rows): target = selectedIndex - rows
        case .pageDown(let rows): target = selectedIndex + rows
        case .top: target = 0
        case .bottom: target = count - 1
        case .row(let row): target = row
        }
        selectedIndex = min(max(0, target), count - 1)
    }
}
