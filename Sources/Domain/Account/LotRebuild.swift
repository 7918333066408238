// A stock's lots rebuilt from the account's fills, checked against what the broker holds.

/// The position a stock's fills since `since` make, checked against the broker's holding: one lot per
/// buy (the fills of one order at one price together), one sale per sell at the moving average (as
/// KIS keeps it). Shares held before `since` open the position as one undated lot, priced so that the
/// position costs what the broker says (매입금액). When the fills once left no shares held, those before
/// that point only closed older shares whose cost is unknown: they are left out.
public struct LotRebuild: Hashable, Sendable {
    /// The broker's holding the fills explain.
    public let holding: AccountHolding
    /// The first day of the fills read.
    public let since: TradeDate
    /// The rebuilt lots and sales.
    public let position: Position
    /// Shares held before `since`: the undated first lot of `position`, 0 when there is none.
    public let openingQuantity: Int
    /// How many fills made the position, and how many were left out (they closed older shares).
    public let usedFillCount: Int
    public let leftOutFillCount: Int

    /// Rebuilds `holding` from `fills` (those of its stock, in any order) read since `since`, booking
    /// sales with `costs`; refuses fills that do not explain the holding.
    public init(holding: AccountHolding, fills: [AccountFill], since: TradeDate, costs: TradingCosts) throws(LotRebuildError) {
        let ofStock = fills.filter { $0.code == holding.code && $0.quantity > 0 && $0.price > 0 }
        // Figures past a lot's limits (a feed's nonsense) are refused before any sum, so none can trap.
        guard ofStock.allSatisfy({ $0.quantity <= PositionLot.largestQuantity && $0.price <= PositionLot.largestPrice }) else { throw .tooLarge }
        let trades = Self.trades(of: ofStock)
        let net = trades.reduce(0) { $0 + ($1.side == .buy ? $1.quantity : -$1.quantity) }
        let heldBefore = holding.quantity - net
        guard heldBefore >= 0 else { throw .fillsExceedHolding(explained: net, held: holding.quantity, since: since) }
        let bought = trades.reduce(heldBefore) { $0 + ($1.side == .buy ? $1.quantity : 0) }
        guard bought <= PositionLot.largestQuantity else { throw .tooLarge }
        var held = heldBefore
        var lastFlat: Int?
        for (index, trade) in trades.enumerated() {
            if trade.side == .sell, trade.quantity > held { throw .soldMoreThanHeld(date: trade.date, quantity: trade.quantity, held: held) }
            held += trade.side == .buy ? trade.quantity : -trade.quantity
            if held == 0 { lastFlat = index }
        }
        // Older shares all sold within the window: what came before is left out and nothing opens the position.
        let leftOut = heldBefore > 0 ? lastFlat.map { $0 + 1 } ?? 0 : 0
        let used = Array(trades.dropFirst(leftOut))
        let opening = leftOut > 0 ? 0 : heldBefore
        guard opening > 0 || used.contains(where: { $0.side == .buy }) else { throw .nothingToRebuild(since: since) }

        var position = Position(code: holding.code, lots: [])
        if opening > 0 {
            let price = try Self.openingPrice(of: opening, before: used, costing: holding.purchaseAmount, since: since)
            position.lots.append(PositionLot(quantity: opening, price: price))
        }
        for trade in used {
            let lot = PositionLot(quantity: trade.quantity, price: trade.price, date: trade.date)
            guard trade.side == .sell else {
                position.lots.append(lot)
                continue
            }
            do {
                position.sales.append(try position.sale(quantity: lot.quantity, price: lot.price, date: lot.date, costs: costs))
            } catch {
                throw .soldMoreThanHeld(date: trade.date, quantity: trade.quantity, held: position.quantity)
            }
        }
        guard position.isWithinLimits else { throw .tooLarge }
        self.holding = holding
        self.since = since
        self.position = position
        openingQuantity = opening
        usedFillCount = used.reduce(0) { $0 + $1.fillCount }
        leftOutFillCount = trades.prefix(leftOut).reduce(0) { $0 + $1.fillCount }
    }

    /// One buy or sell: consecutive fills of one order at one price, dated the Korean day of the first.
    private struct Trade {
        let orderNumber: String
        let side: OrderSide
        let price: Int
        let date: TradeDate
        var quantity: Int
        var fillCount: Int
    }

    /// `fills` in time order, consecutive fills of one order at one price merged.
    private static func trades(of fills: [AccountFill]) -> [Trade] {
        var trades: [Trade] = []
        for fill in fills.enumerated().sorted(by: { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }).map(\.element) {
            if let last = trades.last, last.orderNumber == fill.orderNumber, last.side == fill.side, last.price == fill.price {
                trades[trades.count - 1].quantity += fill.quantity
                trades[trades.count - 1].fillCount += 1
            } else {
                trades.append(Trade(
                    orderNumber: fill.orderNumber, side: fill.side, price: fill.price, date: TradeDate(koreaDayOf: fill.time),
                    quantity: fill.quantity, fillCount: 1
                ))
            }
        }
        return trades
    }

    /// The price of `quantity` shares held before `trades` that leaves the position costing `amount`:
    /// the cost is linear in that price (a buy adds to it, a sale scales it by the shares it leaves), so
    /// it is solved, rounded to whole won, and refused below 1 won or above KRX's largest price.
    private static func openingPrice(of quantity: Int, before trades: [Trade], costing amount: Int, since: TradeDate) throws(LotRebuildError) -> Int {
        var perWon = Double(quantity), fixed = 0.0, held = Double(quantity)
        for trade in trades {
            let shares = Double(trade.quantity)
            if trade.side == .buy {
                fixed += shares * Double(trade.price)
                held += shares
            } else {
                let kept = (held - shares) / held
                perWon *= kept
                fixed *= kept
                held -= shares
            }
        }
        let price = ((Double(amount) - fixed) / perWon).rounded()
        guard perWon > 0, price >= 1, price <= Double(PositionLot.largestPrice) else {
            throw .costDisagrees(quantity: quantity, since: since, brokerAmount: amount)
        }
        return Int(price)
    }
}
