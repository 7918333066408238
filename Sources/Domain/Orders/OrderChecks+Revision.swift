// The local checks of a revise, as pure functions: the order ticket's grid, limits and cash rules applied to a new price.

extension OrderChecks {
    /// The revise `entry` makes of `order`, or the first refusal: a market price, more shares than rest,
    /// the same price, a stale quote, off the tick grid (both neighbours named), outside today's limits,
    /// or — a buy raised — more cash than the account can still hold back; with the precautions the
    /// revised shares pass, as a ticket's. The venue is the order's own.
    public static func revision(
        _ entry: OrderEntry, of order: AccountOrder, name: String, market: OrderMarket, mode: TradingMode, costs: TradingCosts,
        precautions: OrderPrecautions
    ) throws(OrderRefusal) -> OrderRevision {
        guard case .limit(let price) = entry.price else { throw .reviseNeedsLimit }
        let resting = order.remainingQuantity
        guard resting > 0 else { throw .nothingResting(orderNumber: order.number, status: order.status) }
        if entry.quantity > resting { throw .beyondResting(quantity: entry.quantity, resting: resting) }
        if price == order.price { throw .samePrice(price) }
        let quote = market.quote
        if let age = precautions.staleAge(of: quote, at: market.now) { throw .stalePrice(name: name, seconds: age) }
        try limitPrice(price, in: market)
        // The buying power already leaves out what this order holds back at its old price: a raise needs the difference.
        if order.side == .buy, let old = order.price, price > old {
            let extra = entry.quantity * (price - old)
            let power = market.buyingPower(costs: costs)
            if extra + costs.commission(on: extra) > power {
                let perShare = price - old + costs.commission(on: price - old)
                throw .beyondBuyingPower(quantity: entry.quantity, affordable: perShare > 0 ? power / perShare : 0, price: price, buyingPower: power)
            }
        }
        // The ticket the revised shares make, for the precautions (far from the last price, value, size).
        let revised = OrderTicket(
            side: order.side, code: order.code, name: name, quantity: entry.quantity, price: .limit(price), venue: market.openVenues.first ?? .krx,
            countedPrice: price
        )
        let warnings = warnings(revised, last: quote.price, precautions: precautions)
        return OrderRevision(order: order, quantity: entry.quantity, price: price, mode: mode, warnings: warnings)
    }
}
