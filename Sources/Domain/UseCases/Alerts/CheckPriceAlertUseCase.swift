// Can this typed alert ever fire today, and not at once? The alert dialog's asynchronous check.

import Reactive

/// Reads a typed alert condition and checks it against the stock's quote now.
public protocol CheckPriceAlertUseCase {
    /// The condition `text` writes, or `PriceAlertError`, in this order: unreadable; beyond today's
    /// upper or lower limit (the limit named); a price off the tick grid (the nearest grid price
    /// offered); already true now ("it would fire at once"). Reads a fresh quote of `code`; `name` is the
    /// stock's name in the messages. A failed quote fails the single with its own error.
    func execute(text: String, code: StockCode, name: String) -> Single<PriceAlertCondition>
}

/// Checks against a `QuoteRepository`'s quote and the `KRXPriceGrid` of the stock's kind (the catalog's;
/// the shares' grid for a code it does not list).
public final class DefaultCheckPriceAlertUseCase: CheckPriceAlertUseCase {
    private let quotes: QuoteRepository
    private let catalog: StockCatalogRepository

    public init(quotes: QuoteRepository, catalog: StockCatalogRepository) {
        self.quotes = quotes
        self.catalog = catalog
    }

    public func execute(text: String, code: StockCode, name: String) -> Single<PriceAlertCondition> {
        let condition: PriceAlertCondition
        do throws(PriceAlertError) {
            condition = try PriceAlertCondition(parsing: text)
        } catch {
            return .error(error)
        }
        let grid = KRXPriceGrid.of(catalog.allStocks().first { $0.code == code }?.kind ?? .stock)
        return quotes.quote(for: code).map { quote in
            if let problem = Self.problem(with: condition, on: quote, grid: grid, name: name) { throw problem }
            return condition
        }
    }

    /// Why `condition` is refused on `quote`'s day with prices on `grid`, or nil.
    static func problem(with condition: PriceAlertCondition, on quote: Quote, grid: KRXPriceGrid, name: String) -> PriceAlertError? {
        let base = quote.basePrice
        if !condition.isMet(price: quote.upperLimit, basePrice: base) && !condition.isMet(price: quote.lowerLimit, basePrice: base) {
            switch condition {
            case .atOrAbove, .riseOf: return .aboveUpperLimit(condition, upper: quote.upperLimit, name: name)
            case .atOrBelow, .fallOf: return .belowLowerLimit(condition, lower: quote.lowerLimit, name: name)
            }
        }
        switch condition {
        case .atOrAbove(let price), .atOrBelow(let price):
            let isLimit = price == quote.upperLimit || price == quote.lowerLimit
            if !isLimit && !grid.isOnGrid(price) {
                let nearest = min(max(grid.nearestGridPrice(to: price), quote.lowerLimit), quote.upperLimit)
                return .offTickGrid(price: price, tick: grid.tickSize(at: price), nearest: nearest)
            }
        case .riseOf, .fallOf:
            break
        }
        if condition.isMet(price: quote.price, basePrice: base) {
            return .alreadyTrue(condition, price: quote.price, name: name)
        }
        return nil
    }
}
