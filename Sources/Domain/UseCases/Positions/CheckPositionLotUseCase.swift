// Is this typed lot or sale acceptable for this stock? The lot and sale dialogs' asynchronous check.

import Reactive

/// Reads a typed lot (or sale, written the same way) and checks it against the stock's grid and day.
public protocol CheckPositionLotUseCase {
    /// The lot `text` writes, or `PositionLotError`, in this order: unreadable; a price off the tick
    /// grid (both neighbours named); dated after today; dated on a day KRX was shut; dated today at a
    /// price outside today's limits (read from a fresh quote of `code`; `name` is the stock's name in
    /// the message). A failed quote fails the single with its own error.
    func execute(text: String, code: StockCode, name: String) -> Single<PositionLot>
    /// As `execute`, for a sale out of a position holding `held` shares: more than that is refused too.
    func executeSale(text: String, code: StockCode, name: String, held: Int) -> Single<PositionLot>
}

/// Checks with today's date from a clock, closed days from the KRX calendar, and today's limits from a
/// `QuoteRepository`.
public final class DefaultCheckPositionLotUseCase: CheckPositionLotUseCase {
    private let quotes: QuoteRepository
    private let clock: any SchedulerType
    private let calendar: () -> KRXCalendar

    /// The first day of the tick grid in force (2023-01-25): trades dated before it are not held to it.
    static let gridSince = TradeDate("2023-01-25")!

    /// - Parameters:
    ///   - quotes: Gives today's limits for a lot dated today.
    ///   - clock: Gives today's date (Korea time).
    ///   - calendar: The exchange calendar in use (asked at each check, so it follows a confirmed one).
    public init(quotes: QuoteRepository, clock: any SchedulerType, calendar: @escaping () -> KRXCalendar) {
        self.quotes = quotes
        self.clock = clock
        self.calendar = calendar
    }

    public func execute(text: String, code: StockCode, name: String) -> Single<PositionLot> {
        check(text: text, code: code, name: name, held: nil)
    }

    public func executeSale(text: String, code: StockCode, name: String, held: Int) -> Single<PositionLot> {
        check(text: text, code: code, name: name, held: held)
    }

    private func check(text: String, code: StockCode, name: String, held: Int?) -> Single<PositionLot> {
        let lot: PositionLot
        let today = TradeDate(koreaDayOf: clock.now)
        do throws(PositionLotError) {
            lot = try PositionLot(parsing: text)
            try Self.checkWithoutQuote(lot, today: today, calendar: calendar(), held: held)
        } catch {
            return .error(error)
        }
        guard lot.date == today else { return .just(lot) }
        return quotes.quote(for: code).map { quote in
            guard (quote.lowerLimit...quote.upperLimit).contains(lot.price) else {
                throw PositionLotError.outsideTodaysLimits(price: lot.price, lower: quote.lowerLimit, upper: quote.upperLimit, name: name)
            }
            return lot
        }
    }

    /// What refutes `lot` without a quote: more than `held` shares, a price off the grid, a future
    /// date, a day the exchange was shut.
    static func checkWithoutQuote(_ lot: PositionLot, today: TradeDate, calendar: KRXCalendar, held: Int?) throws(PositionLotError) {
        if let held, lot.quantity > held { throw .moreThanHeld(quantity: lot.quantity, held: held) }
        if lot.date.map({ $0 >= gridSince }) ?? true, !KRXPriceGrid.isOnGrid(lot.price) {
            let below = KRXPriceGrid.priceBelow(lot.price)
            throw .offTickGrid(price: lot.price, tick: KRXPriceGrid.tickSize(at: lot.price), below: below, above: KRXPriceGrid.priceAbove(below))
        }
        guard let date = lot.date else { return }
        if date > today { throw .dateInFuture(date, today: today) }
        guard let day = CalendarDay(year: date.year, month: date.month, day: date.day) else { return }
        switch calendar.marketDay(day) {
        case .weekend: throw .marketClosed(date, reason: day.isoWeekday == 6 ? "a Saturday" : "a Sunday")
        case .holiday: throw .marketClosed(date, reason: "a holiday")
        case .trading: return
        }
    }
}
