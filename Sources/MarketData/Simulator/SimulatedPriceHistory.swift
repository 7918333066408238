// The simulated exchange's chart endpoints: past days and today's minutes, offline and reproducible.

import Domain
import FoundationEssentials
import Reactive

/// Serves `SimulatedHistoryGenerator`'s bars for the listings of a `SimulatedExchange`, ending at each
/// listing's current quote so the chart meets the live price; the minutes before the exchange's launch are
/// the session it replayed, so the chart and the day's figures agree.
public final class SimulatedPriceHistory: PriceHistoryRepository {
    private let exchange: SimulatedExchange
    private let generator: SimulatedHistoryGenerator

    /// History for `exchange`'s listings, from the same seed as its prices; `calendar` decides which
    /// trading day was the last session's before today's opening (without one, the weekday before).
    public init(exchange: SimulatedExchange, seed: UInt64, calendar: KRXCalendar? = nil) {
        self.exchange = exchange
        generator = SimulatedHistoryGenerator(seed: seed, calendar: calendar)
    }

    public func intradayBars(for code: StockCode, after: Date?) -> Single<[PriceBar]> {
        answer(code) { [generator, exchange] quote, grid in
            generator.intradayBars(for: quote, grid: grid, opening: exchange.opening(for: code), nextrade: exchange.tradesOnNextrade(code))
                .filter { after == nil || $0.start > after! }
        }
    }

    public func dailyBars(for code: StockCode, from: Date, through: Date) -> Single<[PriceBar]> {
        answer(code) { [generator, exchange] quote, grid in
            generator.dailyBars(for: quote, grid: grid, from: from, through: through, nextrade: exchange.tradesOnNextrade(code))
        }
    }

    /// `bars` of the current quote of `code` on its grid, or the exchange's failure for a code it does not list.
    private func answer(_ code: StockCode, _ bars: @escaping (Quote, KRXPriceGrid) -> [PriceBar]) -> Single<[PriceBar]> {
        Single.create { [exchange] single in
            let grid = exchange.priceGrid(for: code)
            single(exchange.currentQuote(for: code).map { .success(bars($0, grid)) } ?? .failure(SimulatedExchange.notListed(code)))
            return Disposables.create()
        }
    }
}
