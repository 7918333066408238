// The order ticket's local checks as pure functions: what refuses an order, and what needs an override.

/// Checks a typed order against an `OrderMarket` without asking anyone: the dialog runs them on every
/// keystroke and again on Enter.
public enum OrderChecks {
    /// The ticket `entry` makes on `side` of `name`, or the first refusal in this order: the action
    /// switched off, a stale price, no venue open (or not the one asked), a market order for Nextrade while
    /// KRX is not trading continuously (Nextrade's pre- and after-market take limit orders only), off the
    /// tick grid (both neighbours named), outside today's limits, beyond the buying power or the sellable shares.
    public static func ticket(
        _ entry: OrderEntry, side: OrderSide, name: String, market: OrderMarket, costs: TradingCosts, precautions: OrderPrecautions,
        permissions: Set<OrderAction>
    ) throws(OrderRefusal) -> OrderTicket {
        guard permissions.contains(.placing(side)) else { throw .notPermitted(.placing(side)) }
        let quote = market.quote
        if let age = precautions.staleAge(of: quote, at: market.now) { throw .stalePrice(name: name, seconds: age) }
        let venue: Venue
        if let asked = entry.venue {
            guard market.openVenues.contains(asked) else { throw .venueNotTrading(asked, name: name, open: market.openVenues) }
            venue = asked
        } else {
            guard let first = market.openVenues.first else { throw .venueNotTrading(nil, name: name) }
            venue = first
        }
        // Nextrade's main market runs while KRX trades continuously; outside it, Nextrade is in its pre- or after-market.
        if venue == .nxt, entry.price.limit == nil, !market.openVenues.contains(.krx) { throw .limitOnlyOnNextrade }
        if case .limit(let price) = entry.price { try limitPrice(price, in: market) }
        let counted = entry.price.limit ?? (side == .buy ? quote.upperLimit : quote.price)
        let ticket = OrderTicket(side: side, code: quote.code, name: name, quantity: entry.quantity, price: entry.price, venue: venue, countedPrice: counted)
        switch side {
        case .buy:
            let power = market.buyingPower(costs: costs)
            let perShare = counted + costs.commission(on: counted)
            if ticket.amount + costs.commission(on: ticket.amount) > power {
                throw .beyondBuyingPower(quantity: entry.quantity, affordable: perShare > 0 ? power / perShare : 0, price: counted, buyingPower: power)
            }
        case .sell:
            let sellable = market.sellableQuantity
            if entry.quantity > sellable { throw .beyondSellable(quantity: entry.quantity, sellable: sellable) }
        }
        return ticket
    }

    /// Refuses a limit `price` off the tick grid (both neighbours named) or outside today's limits.
    static func limitPrice(_ price: Int, in market: OrderMarket) throws(OrderRefusal) {
        let quote = market.quote
        // KRX accepts the limit prices themselves even where they lie off their band's grid.
        let isLimitPrice = price == quote.upperLimit || price == quote.lowerLimit
        if !isLimitPrice, !market.grid.isOnGrid(price) {
            let below = market.grid.priceBelow(price)
            throw .offTickGrid(price: price, tick: market.grid.tickSize(at: price), below: below, above: market.grid.priceAbove(below))
        }
        if price > quote.upperLimit { throw .aboveUpperLimit(price: price, upper: quote.upperLimit) }
        if price < quote.lowerLimit { throw .belowLowerLimit(price: price, lower: quote.lowerLimit) }
    }

    /// The precautions `ticket` goes past, for the review to ask an override of; `last` is the last price.
    public static func warnings(_ ticket: OrderTicket, last: Int, precautions: OrderPrecautions) -> [OrderWarning] {
        var warnings: [OrderWarning] = []
        if let limit = ticket.price.limit, last > 0 {
            let percent = abs(limit - last) * 100 / last
            if percent > precautions.maximumDeviationPercent {
                warnings.append(.farFromLastPrice(percent: percent, last: last, allowed: precautions.maximumDeviationPercent))
            }
        }
        if ticket.amount > precautions.maximumValue { warnings.append(.valueAboveCap(value: ticket.amount, cap: precautions.maximumValue)) }
        if ticket.quantity > precautions.maximumQuantity { warnings.append(.quantityAboveCap(quantity: ticket.quantity, cap: precautions.maximumQuantity)) }
        return warnings
    }
}
