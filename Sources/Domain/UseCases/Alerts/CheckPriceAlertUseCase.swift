// Is this typed alert a price the stock can trade at, and not true at once? The alert dialog's asynchronous check.

import Reactive

/// Reads a typed alert condition and checks it against the stock's quote now.
public protocol CheckPriceAlertUseCase {
    /// The condition `text` writes, or `PriceAlertError`, in this order: unreadable; a price off the tick
    /// grid (the nearest grid price offered); already true now ("it would fire at once"). A condition
    /// beyond today's upper or lower limit is accepted with a note naming the limit. Reads a fresh quote
    /// of `code`; `name` is the stock's name in the messages. A failed quote fails the single with its own error.
    func execute(text: String, code: StockCode, name: String) -> Single<CheckedPriceAlert>
}

/// Checks against a `QuoteRepository`'s quote and `KRXPriceGrid`.
public final class DefaultCheckPriceAlertUseCase: CheckPriceAlertUseCase {
    private let quotes: QuoteRepository

    public init(quotes: QuoteRepository) {
        self.quotes = quotes
    }

    public func execute(text: String, code: StockCode, name: String) -> Single<CheckedPriceAlert> {
        let condition: PriceAlertCondition
        do throws(PriceAlertError) {
            condition = try PriceAlertCondition(parsing: text)
        } catch {
            return .error(error)
        }
        return quotes.quote(for: code).map { quote in
            if let problem = Self.problem(with: condition, on: quote, name: name) { throw problem }
            return CheckedPriceAlert(condition: condition, note: Self.note(on: condition, quote: quote))
        }
    }

    /// "not reachable today; upper limit 91,000" when `condition` holds at neither of today's limits.
    static func note(on condition: PriceAlertCondition, quote: Quote) -> String? {
        let base = quote.basePrice
        guard !condition.isMet(price: quote.upperLimit, basePrice: base), !condition.isMet(price: quote.lowerLimit, basePrice: base) else { return nil }
        switch condition {
        case .atOrAbove, .riseOf: return CheckedPriceAlert.unreachableNote(limitName: "upper", limit: quote.upperLimit)
        case .atOrBelow, .fallOf: return CheckedPriceAlert.unreachableNote(limitName: "lower", limit: quote.lowerLimit)
        }
    }

    /// Why `condition` is refused on `quote`'s day, or nil.
    static func problem(with condition: PriceAlertCondition, on quote: Quote, name: String) -> PriceAlertError? {
        switch condition {
        case .atOrAbove(let price), .atOrBelow(let price):
            let isLimit = price == quote.upperLimit || price == quote.lowerLimit
            if !isLimit && !KRXPriceGrid.isOnGrid(price) {
                let nearest = KRXPriceGrid.nearestGridPrice(to: price)
                return .offTickGrid(price: price, tick: KRXPriceGrid.tickSize(at: price), nearest: nearest)
            }
        case .riseOf, .fallOf:
            break
        }
        if condition.isMet(price: quote.price, basePrice: quote.basePrice) {
            return .alreadyTrue(condition, price: quote.price, name: name)
        }
        return nil
    }
}
