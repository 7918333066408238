// The simulated account's orders as data: accepting an order, filling what rests of it, cancelling or revising it.

import Domain
import FoundationEssentials

extension SimulatedAccountBook {
    /// Books `ticket` as a new open order at `time` and returns it; its number is the next in the file.
    mutating func accept(_ ticket: OrderTicket, at time: Date) -> AccountOrder {
        let order = AccountOrder(
            number: String(orders.count + 1), code: ticket.code, name: ticket.name, side: ticket.side, quantity: ticket.quantity,
            price: ticket.price.limit, time: time
        )
        orders.append(order)
        return order
    }

    /// Fills `shares` (nil: every share) of what still rests of order `number` at `price`: cash and the
    /// position follow (a buy pays amount + commission, a sale receives amount − commission − tax, its
    /// cost leaves the position pro rata), and the fill is recorded. Nil when no such order rests.
    mutating func fill(orderNumber number: String, at price: Int, time: Date, costs: TradingCosts, shares: Int? = nil) -> AccountOrder? {
        guard let index = orders.firstIndex(where: { $0.number == number }), orders[index].remainingQuantity > 0 else { return nil }
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
        orders[index] = order.filling(quantity, averagePrice: average)
        fills.append(AccountFill(orderNumber: number, code: order.code, side: order.side, quantity: quantity, price: price, time: time))
        return orders[index]
    }

    /// Cancels what rests of order `number`; nil when nothing of it rests.
    mutating func cancel(orderNumber number: String) -> AccountOrder? {
        guard let index = orders.firstIndex(where: { $0.number == number }), orders[index].remainingQuantity > 0 else { return nil }
        orders[index] = orders[index].cancelled
        return orders[index]
    }

    /// Fills the resting orders of `code` that a trade of `shares` at `price` crosses, in price-time
    /// priority — the best limit first (a market order before any), then the order that came to rest at
    /// its price first (the book's order: a revised order is a new one, at the back) — each taking what
    /// is left of the trade's shares. True when anything filled.
    mutating func match(_ code: StockCode, tradePrice price: Int, shares: Int, time: Date, costs: TradingCosts) -> Bool {
        let crossing = orders.enumerated().filter { _, order in
            order.code == code && order.remainingQuantity > 0 && Self.crossingPrice(of: order, lastPrice: price, onArrival: false) != nil
        }
        let queue = crossing.sorted { first, second in
            let (a, b) = (first.element, second.element)
            if a.price != b.price {
                guard let aLimit = a.price else { return true }
                guard let bLimit = b.price else { return false }
                return a.side == .buy ? aLimit > bLimit : aLimit < bLimit
            }
            return first.offset < second.offset
        }
        var left = shares
        var filled = false
        for (_, order) in queue where left > 0 {
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
    mutating func revise(orderNumber number: String, quantity: Int, price: Int, at time: Date) -> AccountOrder? {
        guard quantity > 0, let index = orders.firstIndex(where: { $0.number == number }), orders[index].remainingQuantity >= quantity else { return nil }
        let order = orders[index]
        orders[index] = order.revising(quantity)
        let revising = AccountOrder(
            number: String(orders.count + 1), code: order.code, name: order.name, side: order.side, quantity: quantity, price: price,
            originalNumber: order.number, time: time
        )
        orders.append(revising)
        return revising
    }

    /// The shares of `code` held in open sell orders.
    func sharesInOpenSells(of code: String) -> Int {
        orders.filter { $0.side == .sell && $0.code.rawValue == code }.reduce(0) { $0 + $1.remainingQuantity }
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
