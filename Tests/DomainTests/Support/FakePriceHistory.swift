// Test doubles for the chart use cases: a history that records what it was asked and a cache in memory.

import Domain
import Foundation
import Reactive

/// Answers bar requests from fixed series (or fails), recording each request.
final class FakePriceHistoryRepository: PriceHistoryRepository {
    var minuteBars: [PriceBar] = []
    var dailyBars: [PriceBar] = []
    var failure: QuoteFeedFailure?
    private(set) var intradayRequests: [Date?] = []
    private(set) var dailyRequests: [ClosedRange<Date>] = []

    func intradayBars(for code: StockCode, after: Date?) -> Single<[PriceBar]> {
        intradayRequests.append(after)
        if let failure { return .error(failure) }
        return .just(minuteBars.filter { after == nil || $0.start > after! })
    }

    func dailyBars(for code: StockCode, from: Date, through: Date) -> Single<[PriceBar]> {
        dailyRequests.append(from...through)
        if let failure { return .error(failure) }
        return .just(dailyBars.filter { $0.start >= from && $0.start <= through })
    }
}

/// A `PriceBarCache` in a dictionary, optionally failing every call.
final class MemoryPriceBarCache: PriceBarCache, @unchecked Sendable {
    // @unchecked: the tests use it from one thread.
    var stored: [BarInterval: [Date: PriceBar]] = [:]
    var failing = false
    /// "read minute", "store day" … in the order the calls came (a test may log its own steps between).
    var operations: [String] = []

    func bars(for code: StockCode, interval: BarInterval, from: Date, through: Date) throws(PriceBarCacheError) -> [PriceBar] {
        operations.append("read \(interval)")
        if failing { throw .unavailable(reason: "disk I/O error") }
        return (stored[interval] ?? [:]).values.filter { $0.start >= from && $0.start <= through }.sorted { $0.start < $1.start }
    }

    func store(_ bars: [PriceBar], for code: StockCode, interval: BarInterval) throws(PriceBarCacheError) {
        operations.append("store \(interval)")
        if failing { throw .unavailable(reason: "disk I/O error") }
        for bar in bars { stored[interval, default: [:]][bar.start] = bar }
    }

    func takeNotices() -> [String] { [] }
}
