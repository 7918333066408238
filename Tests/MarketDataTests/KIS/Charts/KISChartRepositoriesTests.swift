// The KIS chart and order-book repositories against the fake KIS server: paging, only-what-is-missing, fields.

import Domain
import Foundation
@testable import MarketData
import NetworkTestSupport
import Reactive
import Testing

@Suite final class KISChartRepositoriesTests {
    private let samsung = StockCode("005930")!
    private let credentials = KISCredentials.fakeServerAccount()
    /// 2025-12-01 00:00 KST, the fake server's chart day.
    private let chartDay = Date(timeIntervalSince1970: 1_764_514_800)

    private func client(_ server: FakeKISServer, at koreaSeconds: TimeInterval) throws -> KISClient {
        let now = chartDay.addingTimeInterval(koreaSeconds)
        return try KISClient(
            host: KISHost(baseURL: server.baseURL, accountType: .paper), credentials: credentials, cacheDirectory: nil,
            timeout: 5, requestsPerSecond: 200, scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "kis-chart-tests"),
            clock: { now }
        )
    }

    /// The chart history at `koreaSeconds` after `chartDay`'s midnight, on a calendar closing weekends and `closures`.
    private func history(_ server: FakeKISServer, at koreaSeconds: TimeInterval, closures: [CalendarDay] = []) throws -> KISPriceHistoryRepository {
        let calendar = KRXCalendar(closures: Dictionary(uniqueKeysWithValues: closures.map { ($0, .observed) }))
        return KISPriceHistoryRepository(client: try client(server, at: koreaSeconds)) { calendar }
    }

    private func hoursAsked(_ server: FakeKISServer) async -> [String] {
        await chartRequests(server, "inquire-time-itemchartprice").compactMap { $0.queryItems.first { $0.name == "FID_INPUT_HOUR_1" }?.value }
    }

    private func chartRequests(_ server: FakeKISServer, _ path: String) async -> [RecordedRequest] {
        await server.requests(appKey: credentials.appKey).filter { $0.path.hasSuffix(path) }
    }

    @Test func todaysMinutesArePagedBackwardsToTheOpen() async throws {
        let server = try await FakeKISServer.shared.value
        let history = try history(server, at: 10 * 3600 + 30)
        let bars = try await firstResult(of: history.intradayBars(for: samsung, after: nil)).get()
        #expect(bars.count == 61)
        #expect(bars.first?.start == chartDay.addingTimeInterval(9 * 3600))
        #expect(bars.last?.start == chartDay.addingTimeInterval(10 * 3600))
        let tenOClock = 10 * 60
        let close = 70_000 + 100 * (tenOClock % 7)
        let expected = PriceBar(
            start: chartDay.addingTimeInterval(10 * 3600), open: close - 100, high: close + 100, low: close - 200, close: close, volume: tenOClock
        )
        #expect(bars.last == expected)
        let requests = await chartRequests(server, "inquire-time-itemchartprice")
        #expect(requests.compactMap { $0.queryItems.first { $0.name == "FID_INPUT_HOUR_1" }?.value } == ["100030", "093000", "090000"])
        #expect(requests.allSatisfy { $0.header("tr_id") == "FHKST03010200" })
    }

    @Test func onAHolidayMorningTheLastSessionIsAskedThroughItsClose() async throws {
        let server = try await FakeKISServer.shared.value
        let holiday = CalendarDay(year: 2025, month: 12, day: 2)!
        let history = try history(server, at: 86_400 + 10 * 3600, closures: [holiday])
        let bars = try await firstResult(of: history.intradayBars(for: samsung, after: nil)).get()
        #expect(bars.count == 391)
        #expect(bars.first?.start == chartDay.addingTimeInterval(9 * 3600))
        #expect(bars.last?.start == chartDay.addingTimeInterval(15 * 3600 + 30 * 60))
        #expect(await hoursAsked(server).first == "153000")
        #expect(await hoursAsked(server).count == 14)
    }

    @Test func onASaturdayTheMinutesAfterFridaysCachedOnesAreAsked() async throws {
        let server = try await FakeKISServer.shared.value
        await server.setMinuteSession(day: "20251205", open: "0900", close: "1530", appKey: credentials.appKey)
        let friday = chartDay.addingTimeInterval(4 * 86_400)
        let history = try history(server, at: 5 * 86_400 + 10 * 3600)
        let bars = try await firstResult(of: history.intradayBars(for: samsung, after: friday.addingTimeInterval(15 * 3600 + 10 * 60))).get()
        let expected: [Date] = (11...30).map { friday.addingTimeInterval(TimeInterval(15 * 3600 + $0 * 60)) }
        #expect(bars.map(\.start) == expected)
        #expect(await hoursAsked(server) == ["153000"])
    }

    @Test func afterTheExamDaysLateCloseItsWholeSessionIsAsked() async throws {
        let server = try await FakeKISServer.shared.value
        await server.setMinuteSession(day: "20251113", open: "1000", close: "1630", appKey: credentials.appKey)
        let examDay = chartDay.addingTimeInterval(-18 * 86_400)
        let history = try history(server, at: -18 * 86_400 + 17 * 3600)
        let bars = try await firstResult(of: history.intradayBars(for: samsung, after: nil)).get()
        #expect(bars.count == 391)
        #expect(bars.first?.start == examDay.addingTimeInterval(10 * 3600))
        #expect(bars.last?.start == examDay.addingTimeInterval(16 * 3600 + 30 * 60))
        #expect(await hoursAsked(server).first == "163000")
    }

    @Test func whenKISAnswersWithAnEarlierSessionThanTheCalendarsThoseBarsAreShown() async throws {
        let server = try await FakeKISServer.shared.value
        // Tuesday 10:00, a trading day by the calendar; the fake server answers with Monday's session.
        let history = try history(server, at: 86_400 + 10 * 3600)
        let bars = try await firstResult(of: history.intradayBars(for: samsung, after: nil)).get()
        #expect(bars.count == 61)
        #expect(bars.first?.start == chartDay.addingTimeInterval(9 * 3600))
        #expect(bars.last?.start == chartDay.addingTimeInterval(10 * 3600))
        #expect(await hoursAsked(server) == ["100000", "093000", "090000"])
    }

    @Test func minutesAfterTheCachedOnesCostOneRequest() async throws {
        let server = try await FakeKISServer.shared.value
        let history = try history(server, at: 10 * 3600 + 30)
        let bars = try await firstResult(of: history.intradayBars(for: samsung, after: chartDay.addingTimeInterval(9 * 3600 + 50 * 60))).get()
        let opening = chartDay.addingTimeInterval(9 * 3600)
        let expected: [Date] = (51...60).map { minute in opening.addingTimeInterval(TimeInterval(minute * 60)) }
        #expect(bars.map(\.start) == expected)
        #expect(await chartRequests(server, "inquire-time-itemchartprice").count == 1)
    }

    @Test func dailyBarsArePagedAHundredDaysAtATime() async throws {
        let server = try await FakeKISServer.shared.value
        let history = try history(server, at: 12 * 3600)
        let from = chartDay.addingTimeInterval(-200 * 86_400)
        let bars = try await firstResult(of: history.dailyBars(for: samsung, from: from, through: chartDay)).get()
        let weekdays = (0...200).filter { offset in
            let weekday = KoreaTime.calendar.component(.weekday, from: chartDay.addingTimeInterval(TimeInterval(-offset * 86_400)))
            return weekday != 1 && weekday != 7
        }
        #expect(bars.count == weekdays.count)
        #expect(bars.last?.start == chartDay)
        #expect(bars.last?.close == 60_000 + 10 * 335)
        #expect(zip(bars, bars.dropFirst()).allSatisfy { $0.start < $1.start })
        let requests = await chartRequests(server, "inquire-daily-itemchartprice")
        #expect(requests.count == 2)
        #expect(requests.first?.queryItems.first { $0.name == "FID_INPUT_DATE_2" }?.value == "20251201")
    }

    @Test func theOrderBookHasTenLevelsASideAndTheTotals() async throws {
        let server = try await FakeKISServer.shared.value
        let repository = KISOrderBookRepository(
            client: try client(server, at: 10 * 3600), scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "kis-book-tests")
        )
        let book = try await firstResult(of: repository.orderBooks(for: samsung)).get()
        #expect(book.asks.map(\.price) == (1...10).map { 70_000 + 100 * $0 })
        #expect(book.bids.map(\.price) == (1...10).map { 70_100 - 100 * $0 })
        #expect(book.asks.first?.quantity == 1_001 && book.bids.last?.quantity == 2_010)
        #expect(book.totalAskQuantity == 99_000 && book.totalBidQuantity == 88_000)
        #expect(book.expectedPrice == nil)
        #expect(await chartRequests(server, "inquire-asking-price-exp-ccn").first?.header("tr_id") == "FHKST01010200")
    }

    /// What the detail view's retry relies on: a refused poll fails with KIS's reason, and watching again polls at once.
    @Test func aRefusedOrderBookPollSaysWhyAndWatchingAgainRecovers() async throws {
        let server = try await FakeKISServer.shared.value
        await server.inject(.kisError("EGW00201", message: "초당 거래건수를 초과하였습니다.", status: 500), on: .orderBook("005930"), appKey: credentials.appKey)
        let repository = KISOrderBookRepository(
            client: try client(server, at: 10 * 3600), scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "kis-book-retry-tests")
        )
        let refused = await firstResult(of: repository.orderBooks(for: samsung))
        #expect(throws: KISError.self) { try refused.get() }
        let book = try await firstResult(of: repository.orderBooks(for: samsung)).get()
        #expect(book.asks.count == 10 && book.source == .polled)
        #expect(await chartRequests(server, "inquire-asking-price-exp-ccn").count == 2)
    }
}
