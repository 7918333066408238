// The dialogs' text parsers (stock query, lot `10 @ 70,000`, alert condition) under fuzzing.

import Domain
import MarketData

/// The first byte chooses the parser the rest (as UTF-8 text) goes to. A lot parsed is within the lot
/// limits and its text parses back to the same lot; an alert condition's text parses back to the same
/// condition, and checking it against any price cannot trap; a search of the whole listing returns at
/// most the matches asked for, each a listed stock.
package enum DialogTextFuzzTarget: FuzzTarget {
    package static let name = "dialog-text"
    // The shipped listing is assembled into the binary: it parses.
    private static let stocks = try! BundledStockCatalog().allStocks()
    private static let resolver = StockResolver(stocks: stocks)
    private static let listed = Set(stocks.map(\.code))

    package static func check(_ input: [UInt8]) throws(InvariantViolation) {
        guard let mode = input.first else { return }
        let text = String(decoding: input.dropFirst(), as: UTF8.self)
        switch mode % 3 {
        case 0: try checkLot(text)
        case 1: try checkAlert(text)
        default: try checkSearch(text)
        }
    }

    private static func checkLot(_ text: String) throws(InvariantViolation) {
        guard let lot = try? PositionLot(parsing: text) else { return }
        try require((1...PositionLot.largestQuantity).contains(lot.quantity) && (1...PositionLot.largestPrice).contains(lot.price),
                    "a lot beyond the limits: \(lot)")
        _ = lot.amount
        let reparsed = try? PositionLot(parsing: lot.text)
        try require(reparsed == lot, "\(text.debugDescription) → \(lot.text.debugDescription) parses back to \(String(describing: reparsed))")
    }

    private static func checkAlert(_ text: String) throws(InvariantViolation) {
        guard let condition = try? PriceAlertCondition(parsing: text) else { return }
        let reparsed = try? PriceAlertCondition(parsing: condition.text)
        try require(reparsed == condition, "\(text.debugDescription) → \(condition.text.debugDescription) parses back to \(String(describing: reparsed))")
        for (price, base) in [(Int.max, 1), (1, Int.max), (Int.min, Int.max), (0, 0), (MarketLimits.largestPrice, 1)] {
            _ = condition.isMet(price: price, basePrice: base)
        }
    }

    private static func checkSearch(_ text: String) throws(InvariantViolation) {
        let result = resolver.search(text, limit: 5)
        try require(result.matches.count <= 5 && result.totalCount >= result.matches.count, "\(result.matches.count) of \(result.totalCount) matches")
        for match in result.matches {
            try require(listed.contains(match.stock.code), "a match that is not listed: \(match.stock.code)")
        }
        _ = resolver.resolve(text)
    }
}
