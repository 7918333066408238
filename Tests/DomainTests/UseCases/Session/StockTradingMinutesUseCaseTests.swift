// A stock's trading minutes on this feed: Nextrade's hours only for a stock the feed prices on Nextrade.

import Domain
import Reactive
import Testing

@Suite struct StockTradingMinutesUseCaseTests {
    /// Prices the codes in `apart` on each venue; no quote is asked for here.
    private final class Venues: VenueQuoteRepository {
        let apart: Set<StockCode>
        init(apart: Set<StockCode>) { self.apart = apart }
        func pricesVenuesApart(_ code: StockCode) -> Bool { apart.contains(code) }
        func quote(for code: StockCode, on venue: Venue) -> Single<Quote> { .error(QuoteFeedFailure(code: code, message: "not asked")) }
    }

    private static let samsung = StockCode("005930")!
    private static let kakao = StockCode("035720")!
    private static let friday = CalendarDay("2026-12-04")!

    @Test func aStockTheFeedPricesOnNextradeTrades0800To2000AndTheOthers0900To1530() {
        let useCase = DefaultStockTradingMinutesUseCase(calendar: KRXCalendar(closures: [:]), venues: Venues(apart: [Self.samsung]))
        #expect(useCase.execute(code: Self.samsung).on(Self.friday) == 8 * 60..<20 * 60)
        #expect(useCase.execute(code: Self.kakao).on(Self.friday) == 9 * 60..<(15 * 60 + 30))
    }

    @Test func aFeedWithoutVenuePricesAndAClosedDayGiveKRXsRegularHours() {
        let useCase = DefaultStockTradingMinutesUseCase(calendar: KRXCalendar(closures: [:]), venues: nil)
        #expect(useCase.execute(code: Self.samsung).on(Self.friday) == 9 * 60..<(15 * 60 + 30))
        #expect(useCase.execute(code: Self.samsung).on(CalendarDay("2026-12-05")!) == 9 * 60..<(15 * 60 + 30), "Saturday")
    }
}
