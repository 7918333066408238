// The JSON shape of a watchlist's positions, sales and alerts in watchlists.json (version 3), and its checks.

import Domain
import FoundationEssentials

/// How positions and alerts are written inside a watchlist entry, and how a read one is checked: valid
/// codes, one position per code with at least one lot, whole numbers above 0, unique alert ids, known
/// condition kinds, a fired time and price together or not at all.
enum WatchlistHoldingsFormat {
    struct LotEntry: Codable {
        var quantity: Int
        var price: Int
        var date: TradeDate?
    }

    /// A sale with the figures it booked (version 3; absent before).
    struct SaleEntry: Codable {
        var quantity: Int
        var price: Int
        var date: TradeDate?
        var costAmount: Int
        var buyCommission: Int
        var sellCommission: Int
        var tax: Int
        var lotCount: Int
    }

    struct PositionEntry: Codable {
        var code: String
        var lots: [LotEntry]
        /// Written only when there are sales, so a position never sold reads as in version 2.
        var sales: [SaleEntry]?

        init(_ position: Position) {
            code = position.code.rawValue
            lots = position.lots.map { LotEntry(quantity: $0.quantity, price: $0.price, date: $0.date) }
            sales = position.sales.isEmpty ? nil : position.sales.map {
                SaleEntry(quantity: $0.quantity, price: $0.price, date: $0.date, costAmount: $0.costAmount,
                          buyCommission: $0.buyCommission, sellCommission: $0.sellCommission, tax: $0.tax, lotCount: $0.lotCount)
            }
        }
    }

    /// `kind` is atOrAbove / atOrBelow (value in KRW), riseOf / fallOf (value in basis points), or
    /// upperLimitTouched / lowerLimitTouched (no value), volumeMultiple (value in tenths of the 20-day average).
    struct ConditionEntry: Codable {
        var kind: String
        var value: Int?
    }

    struct AlertEntry: Codable {
        var id: Int
        var code: String
        var condition: ConditionEntry
        var firedAt: Date?
        var firedPrice: Int?

        init(_ alert: PriceAlert) {
            id = alert.id.rawValue
            code = alert.code.rawValue
            switch alert.condition {
            case .atOrAbove(let price): condition = ConditionEntry(kind: "atOrAbove", value: price)
            case .atOrBelow(let price): condition = ConditionEntry(kind: "atOrBelow", value: price)
            case .riseOf(let points): condition = ConditionEntry(kind: "riseOf", value: points)
            case .fallOf(let points): condition = ConditionEntry(kind: "fallOf", value: points)
            case .upperLimitTouched: condition = ConditionEntry(kind: "upperLimitTouched", value: nil)
            case .lowerLimitTouched: condition = ConditionEntry(kind: "lowerLimitTouched", value: nil)
            case .volumeMultiple(let tenths): condition = ConditionEntry(kind: "volumeMultiple", value: tenths)
            }
            if case .fired(let time, let price) = alert.state {
                firedAt = time
                firedPrice = price
            }
        }
    }

    /// The largest price or percentage of an alert accepted in a file, as the dialog accepts.
    private static let largest = MarketLimits.largestPrice

    /// The positions of `entries`; a bad one (an invalid code, no lots, figures beyond the limits, a code
    /// twice) is left out and added to `repairs`.
    static func positions(_ entries: [PositionEntry], watchlist name: String, repairs: inout [WatchlistDocumentRepair]) -> [Position] {
        var positions: [Position] = []
        for entry in entries {
            do throws(WatchlistDocumentError) {
                positions.append(try position(entry, after: positions, watchlist: name))
            } catch {
                repairs.append(WatchlistDocumentRepair(problem: error, outcome: .leftOut("the position")))
            }
        }
        return positions
    }

    private static func position(_ entry: PositionEntry, after earlier: [Position], watchlist name: String) throws(WatchlistDocumentError) -> Position {
        let code = try stockCode(entry.code, watchlist: name)
        let list = WatchlistDocumentError.quoted(name)
        guard !earlier.contains(where: { $0.code == code }) else { throw .malformed("watchlist \(list) has two positions in \(code)") }
        guard !entry.lots.isEmpty else { throw .malformed("watchlist \(list) has a position in \(code) without lots") }
        let position = Position(
            code: code, lots: entry.lots.map { PositionLot(quantity: $0.quantity, price: $0.price, date: $0.date) },
            sales: try sales(entry.sales ?? [], lotCount: entry.lots.count, code: code, watchlist: name)
        )
        guard position.isWithinLimits else {
            throw .malformed("watchlist \(list) has lots or sales of \(code) beyond the limits (each 1 to \(PositionLot.largestQuantity) shares at 1 to \(PositionLot.largestPrice) won, \(PositionLot.largestQuantity) shares together, sales costing no more than the lots)")
        }
        guard position.quantity >= 0 else { throw .malformed("watchlist \(list) sells more of \(code) than its lots bought") }
        return position
    }

    /// The sales of a position of `lotCount` lots: each booking 1 to `lotCount` lots, never fewer than the one before.
    private static func sales(_ entries: [SaleEntry], lotCount: Int, code: StockCode, watchlist name: String) throws(WatchlistDocumentError) -> [PositionSale] {
        var booked = 1
        return try entries.map { (entry) throws(WatchlistDocumentError) in
            guard entry.lotCount >= booked, entry.lotCount <= lotCount else {
                throw .malformed("watchlist \(WatchlistDocumentError.quoted(name)) has a sale of \(code) booking \(entry.lotCount) of \(lotCount) lots")
            }
            booked = entry.lotCount
            let fees = [entry.costAmount, entry.buyCommission, entry.sellCommission, entry.tax]
            guard (1...largest).contains(entry.quantity), (1...largest).contains(entry.price), fees.allSatisfy({ $0 >= 0 }) else {
                throw .malformed("watchlist \(WatchlistDocumentError.quoted(name)) has a sale of \(code) with quantity \(entry.quantity) at price \(entry.price)")
            }
            return PositionSale(
                quantity: entry.quantity, price: entry.price, date: entry.date, costAmount: entry.costAmount,
                buyCommission: entry.buyCommission, sellCommission: entry.sellCommission, tax: entry.tax,
                lotCount: entry.lotCount
            )
        }
    }

    /// The alerts of `entries`; a bad one (an invalid code, an id twice or below 1, an unknown kind, a
    /// value out of range, half a fired state) is left out and added to `repairs`.
    static func alerts(_ entries: [AlertEntry], watchlist name: String, repairs: inout [WatchlistDocumentRepair]) -> [PriceAlert] {
        var alerts: [PriceAlert] = []
        for entry in entries {
            do throws(WatchlistDocumentError) {
                alerts.append(try alert(entry, after: alerts, watchlist: name))
            } catch {
                repairs.append(WatchlistDocumentRepair(problem: error, outcome: .leftOut("the alert")))
            }
        }
        return alerts
    }

    private static func alert(_ entry: AlertEntry, after earlier: [PriceAlert], watchlist name: String) throws(WatchlistDocumentError) -> PriceAlert {
        let code = try stockCode(entry.code, watchlist: name)
        let id = PriceAlertID(entry.id)
        let list = WatchlistDocumentError.quoted(name)
        guard entry.id > 0, !earlier.contains(where: { $0.id == id }) else { throw .malformed("watchlist \(list) has alert id \(entry.id) twice or below 1") }
        let state: PriceAlertState
        switch (entry.firedAt, entry.firedPrice) {
        case (nil, nil): state = .armed
        case (let time?, let price?) where price > 0: state = .fired(at: time, price: price)
        default: throw .malformed("watchlist \(list) has alert \(entry.id) with only one of firedAt and firedPrice")
        }
        return PriceAlert(id: id, code: code, condition: try condition(entry.condition, alert: entry.id, watchlist: name), state: state)
    }

    private static func condition(_ entry: ConditionEntry, alert: Int, watchlist name: String) throws(WatchlistDocumentError) -> PriceAlertCondition {
        switch entry.kind {
        case "upperLimitTouched": return .upperLimitTouched
        case "lowerLimitTouched": return .lowerLimitTouched
        default: break
        }
        guard let value = entry.value, (1...largest).contains(value) else {
            throw .malformed("watchlist \(WatchlistDocumentError.quoted(name)) has alert \(alert) with value \(entry.value.map(String.init) ?? "missing")")
        }
        switch entry.kind {
        case "atOrAbove": return .atOrAbove(value)
        case "atOrBelow": return .atOrBelow(value)
        case "riseOf": return .riseOf(basisPoints: value)
        case "fallOf": return .fallOf(basisPoints: value)
        case "volumeMultiple": return .volumeMultiple(tenths: value)
        default: throw .malformed("watchlist \(WatchlistDocumentError.quoted(name)) has alert \(alert) of unknown kind \(WatchlistDocumentError.quoted(entry.kind))")
        }
    }

    private static func stockCode(_ raw: String, watchlist name: String) throws(WatchlistDocumentError) -> StockCode {
        guard let code = StockCode(raw), code.rawValue == raw else { throw .invalidCode(raw, watchlist: name) }
        return code
    }
}
