// Why an order cannot be sent, in the exchange's language: the ticket's error line.

import DisplayText

/// A refused order: it does not read as an order, or the tick grid, today's limits, the cash, the
/// shares held, the session, the price's age or the settings refute it. Nothing is sent.
public enum OrderRefusal: UserFacingError, Sendable, Equatable {
    case empty
    /// No `@` between the quantity and the price.
    case notAnOrder(String)
    case notAQuantity(String)
    case notAPrice(String)
    case notAVenue(String)
    /// A price no order can rest at; `below` and `above` are the grid prices around it.
    case offTickGrid(price: Int, tick: Int, below: Int, above: Int)
    case aboveUpperLimit(price: Int, upper: Int)
    case belowLowerLimit(price: Int, lower: Int)
    /// More than the cash buys: `affordable` shares at `price`, `buyingPower` won.
    case beyondBuyingPower(quantity: Int, affordable: Int, price: Int, buyingPower: Int)
    /// More shares than can be sold now (held minus those in open sell orders).
    case beyondSellable(quantity: Int, sellable: Int)
    /// The last price is older than the limit allows (the feed has gone quiet).
    case stalePrice(name: String, seconds: Int)
    /// No venue takes orders for the stock now, or not the one asked for.
    case venueNotTrading(Venue?, name: String, open: [Venue] = [])
    /// A market order for Nextrade outside its main market: its pre- and after-market take limit orders only.
    case limitOnlyOnNextrade
    /// This action is switched off in the settings (`order_permissions`).
    case notPermitted(OrderAction)
    /// Another StockWatch owns the data folder: this one only reads.
    case readOnlyInstance
    /// `trading` is paper or live but the run's prices come from the simulated exchange: KIS takes those orders.
    case modeNeedsKIS(TradingMode)
    /// `trading = "simulated"` with the KIS feed: the simulated exchange is not this run's market.
    case simulatedNeedsSimulatedFeed
    /// `trading = "paper"` with a real account's key and host: paper orders go to KIS's paper host only.
    case paperNeedsPaperHost
    /// `trading = "live"` without the one-time consent: nothing is ever sent to the real account.
    case liveNeedsConsent
    /// `trading = "live"` with a paper account's key and host: live orders go to KIS's real host only.
    case liveNeedsRealHost
    /// The LIVE order's confirmation is not the stock's code.
    case confirmationNotTyped(code: StockCode)
    /// KIS orders need the account number (`kis_account_number`).
    case noKISAccountNumber
    /// The ticket was built for the simulated exchange but the run has no account to trade.
    case noAccount
    /// The account's cash and shares could not be read, so no order can be checked; the reason is the read's.
    case accountUnreadable(String)
    /// A cancel or revise of an order with nothing resting: it is filled, cancelled, revised or rejected.
    case nothingResting(orderNumber: String, status: AccountOrder.Status)
    /// A revise of more shares than rest of the order.
    case beyondResting(quantity: Int, resting: Int)
    /// A revise to the price the order already asks: a revise changes the price (정정), not the size.
    case samePrice(Int)
    /// A revise to the market price: a revise names a limit price.
    case reviseNeedsLimit

    public var message: String {
        switch self {
        case .empty:
            return "Type an order: \(OrderEntry.example)."
        case .notAnOrder(let text):
            return "\"\(text)\" is not an order: write quantity @ price, e.g. 10 @ 70,000 or 10 @ market."
        case .notAQuantity(let text):
            return "The quantity \"\(text)\" is not a whole number of shares."
        case .notAPrice(let text):
            return "The price \"\(text)\" is not a whole number of won nor market (시장가)."
        case .notAVenue(let text):
            return "\"\(text)\" is not a venue: write KRX or NXT, or nothing for the one trading now."
        case .offTickGrid(let price, let tick, let below, let above):
            return "\(grouped(price)) is not on the tick grid (steps of \(grouped(tick)) here): \(grouped(below)) or \(grouped(above))."
        case .aboveUpperLimit(_, let upper):
            return "The price is above today's upper limit \(grouped(upper)) (상한가)."
        case .belowLowerLimit(_, let lower):
            return "The price is below today's lower limit \(grouped(lower)) (하한가)."
        case .beyondBuyingPower(let quantity, let affordable, let price, let buyingPower):
            return "Buying power (\(grouped(buyingPower)) won) covers \(grouped(affordable)) shares at \(grouped(price)): \(grouped(quantity)) shares cannot be bought."
        case .beyondSellable(let quantity, let sellable):
            return "Only \(grouped(sellable)) shares can be sold now: \(grouped(quantity)) cannot."
        case .stalePrice(let name, let seconds):
            return "No quote of \(name) for \(grouped(seconds)) seconds: the price is stale, so no order is sent."
        case .venueNotTrading(let venue?, let name, let open):
            let others = open.map(\.mark).joined(separator: " and ")
            return "\(venue.mark) is not trading \(name) now" + (open.isEmpty ? "." : "; \(others) is: end the order with \(others), or with no venue.")
        case .venueNotTrading(nil, let name, _):
            return "No venue takes orders for \(name) now (the market is shut)."
        case .limitOnlyOnNextrade:
            return "Nextrade's pre- and after-market take limit orders only: give a price (10 @ 70,000), not market."
        case .notPermitted(let action):
            switch action {
            case .buy, .sell: return "\(action.rawValue.capitalized) orders are switched off (order_permissions in config.json)."
            case .cancel: return "Cancelling orders is switched off (order_permissions in config.json)."
            case .revise: return "Revising orders is switched off (order_permissions in config.json)."
            }
        case .readOnlyInstance:
            return "This StockWatch is read-only (another one owns the data folder): place orders from that one."
        case .modeNeedsKIS(let mode):
            return "trading = \"\(mode.rawValue)\" sends orders to KIS: run with --feed kis (and kis_account_number set), or set trading = \"simulated\"."
        case .simulatedNeedsSimulatedFeed:
            return "trading = \"simulated\" trades on the simulated exchange (--feed simulated): with --feed kis, set trading = \"paper\" for KIS's paper account."
        case .paperNeedsPaperHost:
            return "trading = \"paper\" sends orders to KIS's paper (모의투자) host, but this key is a real account's: set kis_account = \"paper\" with a paper key."
        case .liveNeedsConsent:
            return "LIVE trading (real money) needs the one-time consent (b or s asks for it): nothing was sent."
        case .liveNeedsRealHost:
            return "trading = \"live\" sends orders to KIS's real host, but this key is a paper account's: set kis_account = \"real\" with a real key,"
                + " or trade on paper with trading = \"paper\"."
        case .confirmationNotTyped(let code):
            return "Type \(code) to send this LIVE order; Esc goes back to the ticket."
        case .noKISAccountNumber:
            return "KIS orders need the account number: set kis_account_number (12345678-01) in config.json."
        case .noAccount:
            return "This run has no account to trade with."
        case .accountUnreadable(let reason):
            return "The account could not be read, so the order cannot be checked against its cash and shares: \(reason) Enter tries again."
        case .nothingResting(let number, let status):
            return "Order \(number) has nothing resting to change: it is \(Self.words(status))."
        case .beyondResting(let quantity, let resting):
            return "Only \(grouped(resting)) shares rest: \(grouped(quantity)) cannot be revised."
        case .samePrice(let price):
            return "The order already asks \(grouped(price)): type another price (to rest fewer shares, cancel with c and order again)."
        case .reviseNeedsLimit:
            return "A revise names a limit price (10 @ 70,100): to trade at the market, cancel with c and order again."
        }
    }

    private func grouped(_ value: Int) -> String { FixedPointText.grouped(value) }

    /// Where an order with nothing resting stands, in words.
    private static func words(_ status: AccountOrder.Status) -> String {
        switch status {
        case .open, .partiallyFilled: "still resting"
        case .filled: "filled"
        case .cancelled: "cancelled"
        case .revised: "revised (its shares rest as the revising order)"
        case .rejected: "rejected"
        }
    }
}
