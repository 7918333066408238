// Is this typed lot acceptable for this stock? The lot dialog's asynchronous check.

import Reactive

/// Reads a typed lot and checks it against the stock's day.
public protocol CheckPositionLotUseCase {
    /// The lot `text` writes, or `PositionLotError`: unreadable, dated after today, or dated today at a
    /// price outside today's limits (read from a fresh quote of `code`; `name` is the stock's name in
    /// the message). A failed quote fails the single with its own error.
    func execute(text: String, code: StockCode, name: String) -> Single<PositionLot>
}

/// Checks with today's date from a clock and today's limits from a `QuoteRepository`.
public final class DefaultCheckPositionLotUseCase: CheckPositionLotUseCase {
    private let quotes: QuoteRepository
    private let clock: any SchedulerType

    /// - Parameters:
    ///   - quotes: Gives today's limits for a lot dated today.
    ///   - clock: Gives today's date (Korea time).
    public init(quotes: QuoteRepository, clock: any SchedulerType) {
        self.quotes = quotes
        self.clock = clock
    }

    public func execute(text: String, code: StockCode, name: String) -> Single<PositionLot> {
        let lot: PositionLot
        do throws(PositionLotError) {
            lot = try PositionLot(parsing: text)
        } catch {
            return .error(error)
        }
        let today = TradeDate(koreaDayOf: clock.now)
        guard let date = lot.date, date >= today else { return .just(lot) }
        guard date == today else { return .error(PositionLotError.dateInFuture(date, today: today)) }
        return quotes.quote(for: code).map { quote in
            guard (quote.lowerLimit...quote.upperLimit).contains(lot.price) else {
                throw PositionLotError.outsideTodaysLimits(price: lot.price, lower: quote.lowerLimit, upper: quote.upperLimit, name: name)
            }
            return lot
        }
    }
}
