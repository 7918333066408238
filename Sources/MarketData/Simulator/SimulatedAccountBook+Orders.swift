// The simulated account's orders as data: accepting an order, filling what rests of it, cancelling or revising it.

import Domain
import FoundationEssentials

extension SimulatedAccountBook {
    /// Books `ticket` as a new open order at `time` and returns it; its number is the next in the file.
    public mutating func accept(_ ticket: OrderTicket, at time: Date) -> AccountOrder {
        let order = AccountOrder(
            number: String(orders.count + 1), code: ticket.code, name: ticket.name, side: ticket.side, quantity: ticket.quantity,
            price: ticket.price.limit, time: time
        )
        append(order)
        return order
    }

    /// Books `ticket` at `time` and fills it at once at `lastPrice` when that price already crosses it
    /// (a market order always does); otherwise it rests. Returns the order as it stands.
    public mutating func place(_ ticket: OrderTicket, at time: Date, lastPrice: Int, costs: TradingCosts) -> AccountOrder {
        let order = accept(ticket, at: time)
        guard let price = Self.crossingPrice(of: order, lastPrice: lastPrice, onArrival: true) else { return order }
        return fill(orderNumber: order.number, at: price, time: time, costs: costs) ?? order
    }

    /// Whether any order of `code` has shares resting.
    public func hasResting(_ code: StockCode) -> Bool {
        restingByCode[code] != nil
    }

    /// Adds `order` at the end of the book, indexed while it rests.
    private mutating func append(_ order: AccountOrder) {
        if order.remainingQuantity > 0 { restingByCode[order.code, default: SimulatedRestingOrders()].insert(order, at: orders.count) }
        orders.append(order)
    }

    /// Puts `order` in place of the order at `index`, dropping it from the resting index once nothing of it rests.
    private mutating func replace(at index: Int, with order: AccountOrder) {
        orders[index] = order
        guard order.remainingQuantity == 0 else { return }
        restingByCode[order.code]?.remove(order, at: index)
        if restingByCode[order.code]?.isEmpty == true { restingByCode[order.code] = nil }
    }

    /// Where order `number` is in `orders`: the n-th order is numbered n, so this is a subscript unless a
    /// file says otherwise (then a search).
    private func index(ofOrder number: String) -> Int? {
        if let position = Int(number).map({ $0 - 1 }), orders.indices.contains(position), orders[position].number == number { return position }
        return orders.firstIndex { $0.number == number }
    }

    /// Fills `shares` (nil: every share) of what still rests of order `number` at `price`: cash and the
    /// position follow (a buy pays amount + commission, a sale receives amount − commission − tax, its
    /// cost leaves the position pro rata), and the fill is recorded. Nil when no such order rests.
    mutating func fill(orderNumber number: String, at price: Int, time: Date, costs: TradingCosts, shares: Int? = nil) -> AccountOrder? {
        guard let index = index(ofOrder: number), orders[index].remainingQuantity > 0 else { return nil }
        let order = orders[index]
        let quantity = min(order.remainingQuantity, max(1, shares ?? order.remainingQuantity))
        let amount = quantity * price
        let commission = costs.commission(on: amount)
        let key = order.code.rawValue
        switch order.side {
        case .buy:
            cash -= amount + commission
            if positions[key] == nil { positionOrder.append(key) }
            positions[key, default: Position(quantity: 0, purchaseAmount: 0)].quantity += quantity
            positions[key, default: Position(quantity: 0, purchaseAmount: 0)].purchaseAmount += amount
        case .sell:
            cash += amount - commission - costs.tax(on: amount)
            if let held = positions[key], held.quantity > 0 {
                let remaining = max(0, held.quantity - quantity)
                if remaining == 0 {
                    positions[key] = nil
                    positionOrder.removeAll { $0 == key }
                } else {
                    positions[key] = Position(quantity: remaining, purchaseAmount: held.purchaseAmount - held.purchaseAmount * quantity / held.quantity)
                }
            }
        }
        let filledBefore = order.filledQuantity
        let average = filledBefore == 0 ? price : ((order.averageFillPrice ?? price) * filledBefore + amount) / (filledBefore + quantity)
        replace(at: index, with: order.filling(quantity, averagePrice: average))
        fills.append(AccountFill(orderNumber: number, code: order.code, side: order.side, quantity: quantity, price: price, time: time))
        return orders[index]
    }

    /// Cancels what rests of order `number`; nil when nothing of it rests.
    public mutating func cancel(orderNumber number: String) -> AccountOrder? {
        guard let index = index(ofOrder: number), orders[index].remainingQuantity > 0 else { return nil }
        replace(at: index, with: orders[index].cancelled)
        return orders[index]
    }

    /// Fills the resting orders of `code` that a trade of `shares` at `price` crosses, in price-time
    /// priority — the limit furthest past the trade's price first (a market order before any; a buy's
    /// limit above it, a sell's below), then the order that came to rest at its price first (the book's
    /// order: a revised order is a new one, at the back) — each taking what is left of the trade's
    /// shares. True when anything filled.
    public mutating func match(_ code: StockCode, tradePrice price: Int, shares: Int, time: Date, costs: TradingCosts) -> Bool {
        guard let crossing = restingByCode[code]?.crossing(at: price), !crossing.isEmpty else { return false }
        let ranked: [(reach: Int, index: Int)] = crossing.map { (Self.reach(of: orders[$0], past: price), $0) }
        let queue = ranked.sorted { $0.reach != $1.reach ? $0.reach > $1.reach : $0.index < $1.index }.map { orders[$0.index] }
        var left = shares
        var filled = false
        for order in queue where left > 0 {
            guard let fillPrice = Self.crossingPrice(of: order, lastPrice: price, onArrival: false) else { continue }
            let taken = min(left, order.remainingQuantity)
            if fill(orderNumber: order.number, at: fillPrice, time: time, costs: costs, shares: taken) != nil {
                left -= taken
                filled = true
            }
        }
        return filled
    }

    /// Revises `quantity` of what rests of order `number` to the limit `price` at `time`: those shares
    /// leave it (its revised quantity) and rest as a new order, numbered next and placed at the back of the
    /// book, so it queues behind every order already at its price. Nil when fewer shares rest.
    public mutating func revise(orderNumber number: String, quantity: Int, price: Int, at time: Date) -> AccountOrder? {
        guard quantity > 0, let index = index(ofOrder: number), orders[index].remainingQuantity >= quantity else { return nil }
        let order = orders[index]
        replace(at: index, with: order.revising(quantity))
        let revising = AccountOrder(
            number: String(orders.count + 1), code: order.code, name: order.name, side: order.side, quantity: quantity, price: price,
            originalNumber: order.number, time: time
        )
        append(revising)
        return revising
    }

    /// How far `order`'s limit lies past a trade at `price` on its side (a buy's above, a sell's below);
    /// a market order's is the greatest.
    private static func reach(of order: AccountOrder, past price: Int) -> Int {
        guard let limit = order.price else { return .max }
        return order.side == .buy ? limit - price : price - limit
    }

    /// The shares of `code` held in open sell orders.
    func sharesInOpenSells(of code: String) -> Int {
        guard let stock = StockCode(code), let resting = restingByCode[stock] else { return 0 }
        return resting.sellIndices.reduce(0) { $0 + orders[$1].remainingQuantity }
    }

    /// The price order `order` fills at against the last trade `price` now, nil when it does not cross:
    /// a market order takes the last price; a limit buy fills when the market trades at or below its
    /// limit, a limit sell at or above (at the last price when it crosses on arrival, else at its limit).
    static func crossingPrice(of order: AccountOrder, lastPrice price: Int, onArrival: Bool) -> Int? {
        guard let limit = order.price else { return price }
        let crosses = order.side == .buy ? price <= limit : price >= limit
        guard crosses else { return nil }
        return onArrival ? price : limit
    }
}
