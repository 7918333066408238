// The Account view model's inner state: the latest valued account, the selection, a refresh's failure.

import Domain

/// What the Account view model's update loop keeps between actions.
struct AccountLoopState: Sendable {
    var valuation: AccountValuation?
    /// The selected holding's index, while the selection is among the holdings.
    var selectedIndex = 0
    /// The selected order's number, while the selection is among today's orders (kept by number, so an
    /// order arriving above it does not move the selection onto another order).
    var selectedOrderNumber: String?
    /// Why the last refresh failed, until one succeeds.
    var refreshProblem: String?
    /// The shown watchlist's positions by code (the user's own lots), to set beside the broker's holdings.
    var lots: [StockCode: Position] = [:]
    /// What the last key said (nothing to import), or what became of a cancel, until the next key.
    var notice: String?
    /// The stock whose lots an import (`i`) or a rebuild (`f`) went to change: the next change of its
    /// lots is said, since a narrow view shows no lots column. Cleared by the next key.
    var awaitedLots: StockCode?

    /// Takes the shown watchlist's `positions`; when the awaited stock's lots changed, the notice says
    /// what they hold now beside the broker ("삼성전자 in your lots now: 10 shares at 70,070 (matches the broker)").
    mutating func takeLots(_ positions: [Position]) {
        let taken = Dictionary(positions.map { ($0.code, $0) }) { first, _ in first }
        defer { lots = taken }
        guard let code = awaitedLots, taken[code] != lots[code],
              let holding = valuation?.snapshot.holdings.first(where: { $0.code == code })
        else { return }
        awaitedLots = nil
        let held = taken[code]?.quantity ?? 0, average = taken[code]?.averagePrice ?? 0
        let difference = held != holding.quantity ? AccountHoldingRow.difference(broker: holding, lotsHeld: held, lotsAverage: average)
            : average == holding.averagePrice ? "matches the broker" : "the broker's average: \(NumberText.grouped(holding.averagePrice))"
        notice = "\(holding.name) in your lots now: \(NumberText.grouped(held)) shares at \(NumberText.grouped(average)) (\(difference))"
    }

    /// The selected holding, nil without holdings or while an order is selected.
    var selectedHolding: AccountHolding? {
        guard selectedOrder == nil, let holdings = valuation?.snapshot.holdings, !holdings.isEmpty else { return nil }
        return holdings[min(selectedIndex, holdings.count - 1)]
    }

    /// Today's orders as the view lists them: newest first.
    var listedOrders: [AccountOrder] { valuation?.snapshot.orders.reversed() ?? [] }

    /// The selected order, nil while the selection is among the holdings (or the order is gone).
    var selectedOrder: AccountOrder? {
        guard let selectedOrderNumber else { return nil }
        return listedOrders.first { $0.number == selectedOrderNumber }
    }

    /// The selected order's place in `listedOrders`, nil as `selectedOrder`.
    var selectedOrderIndex: Int? {
        guard let selectedOrderNumber else { return nil }
        return listedOrders.firstIndex { $0.number == selectedOrderNumber }
    }

    /// Moves the selection through the holdings, then on into today's orders (one list, holdings first),
    /// stopping at the ends.
    mutating func select(_ move: SelectionMove) {
        let holdingCount = valuation?.holdings.count ?? 0
        let orders = listedOrders
        let count = holdingCount + orders.count
        guard count > 0 else { return }
        let current = selectedOrderIndex.map { holdingCount + $0 } ?? min(selectedIndex, max(0, holdingCount - 1))
        let target: Int
        switch move {
        case .up: target = current - 1
        case .down: target = current + 1
        case .pageUp(let rows): target = current - rows
        case .pageDown(let rows): target = current + rows
        case .top: target = 0
        case .bottom: target = count - 1
        case .row(let row): target = row
        }
        place(at: min(max(0, target), count - 1), holdingCount: holdingCount, orders: orders)
    }

    /// Jumps between the holdings and today's orders (Tab): to the newest order, or back to the holding
    /// selected before.
    mutating func switchList() {
        if selectedOrder != nil {
            selectedOrderNumber = nil
        } else if let newest = listedOrders.first {
            selectedOrderNumber = newest.number
        }
    }

    private mutating func place(at index: Int, holdingCount: Int, orders: [AccountOrder]) {
        if index < holdingCount {
            selectedIndex = index
            selectedOrderNumber = nil
        } else {
            selectedOrderNumber = orders[index - holdingCount].number
        }
    }
}
