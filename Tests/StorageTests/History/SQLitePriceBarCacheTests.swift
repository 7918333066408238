// The SQLite chart cache: append and replace, ranges with gaps, damaged and locked files, two instances.

import Domain
import Foundation
import Glibc
@testable import Storage
import Testing

@Suite struct SQLitePriceBarCacheTests {
    private let code = StockCode("005930")!
    private let day = Date(timeIntervalSince1970: 1_764_547_200) // 2025-12-01 09:00 KST

    private func minuteBar(_ minute: Int, close: Int, volume: Int = 10) -> PriceBar {
        PriceBar(start: day.addingTimeInterval(TimeInterval(minute * 60)), open: close, high: close + 100, low: close - 100, close: close, volume: volume)
    }

    @Test func storedBarsReadBackInTimeOrderAndAStoredKeyIsReplaced() throws {
        let folder = TemporaryDirectory()
        let cache = SQLitePriceBarCache(path: folder.file("cache/history.sqlite"))
        try cache.store([minuteBar(2, close: 70_200), minuteBar(0, close: 70_000)], for: code, interval: .minute)
        try cache.store([minuteBar(1, close: 70_100), minuteBar(2, close: 70_300, volume: 25)], for: code, interval: .minute)
        let bars = try cache.bars(for: code, interval: .minute, from: day, through: day.addingTimeInterval(3600))
        #expect(bars == [minuteBar(0, close: 70_000), minuteBar(1, close: 70_100), minuteBar(2, close: 70_300, volume: 25)])
        #expect(cache.takeNotices().isEmpty)
    }

    /// The attack trial's crash at every open of the stock: valid SQLite, rows no exchange wrote.
    @Test func rowsBeyondKRXsLimitsAreLeftOut() throws {
        let folder = TemporaryDirectory()
        let cache = SQLitePriceBarCache(path: folder.file("history.sqlite"))
        let extreme = [
            minuteBar(1, close: 70_000, volume: Int.max),
            PriceBar(start: day.addingTimeInterval(120), open: Int.min, high: Int.max, low: Int.min, close: Int.max, volume: 1),
            minuteBar(3, close: 70_000, volume: -1),
        ]
        try cache.store([minuteBar(0, close: 70_000)] + extreme, for: code, interval: .minute)
        let bars = try cache.bars(for: code, interval: .minute, from: day, through: day.addingTimeInterval(3600))
        #expect(bars == [minuteBar(0, close: 70_000)])
        var builder = IntradayBarBuilder(bars: bars, complete: true)
        #expect(builder.apply(Quote.trade(at: day.addingTimeInterval(240), price: 70_100, volume: 15)) != nil)
    }

    @Test func aRangeReturnsOnlyItsOwnCodeIntervalAndTimesAroundAGap() throws {
        let folder = TemporaryDirectory()
        let cache = SQLitePriceBarCache(path: folder.file("history.sqlite"))
        try cache.store([minuteBar(0, close: 1_000), minuteBar(1, close: 1_001), minuteBar(30, close: 1_030), minuteBar(31, close: 1_031)], for: code, interval: .minute)
        try cache.store([minuteBar(1, close: 5)], for: StockCode("000660")!, interval: .minute)
        try cache.store([minuteBar(1, close: 9)], for: code, interval: .day)
        let bars = try cache.bars(for: code, interval: .minute, from: day.addingTimeInterval(60), through: day.addingTimeInterval(30 * 60))
        #expect(bars.map(\.close) == [1_001, 1_030])
    }

    @Test func aDamagedFileIsSetAsideAndACacheRebuiltWithANotice() throws {
        let folder = TemporaryDirectory()
        try folder.write(String(repeating: "not a database, just text. ", count: 200), to: "history.sqlite")
        let cache = SQLitePriceBarCache(path: folder.file("history.sqlite"))
        #expect(try cache.bars(for: code, interval: .minute, from: day, through: day.addingTimeInterval(60)) == [])
        let notices = cache.takeNotices()
        #expect(notices.count == 1)
        #expect(notices.first?.contains("damaged") == true)
        #expect(try folder.names().contains { $0.hasPrefix("history.sqlite.damaged-") })
        try cache.store([minuteBar(0, close: 1_000)], for: code, interval: .minute)
        #expect(try cache.bars(for: code, interval: .minute, from: day, through: day) == [minuteBar(0, close: 1_000)])
        #expect(cache.takeNotices().isEmpty)
    }

    @Test func aFileLockedPastTheTimeoutIsSetAsideAndTheWriteStillLands() throws {
        let folder = TemporaryDirectory()
        let path = folder.file("history.sqlite")
        let cache = SQLitePriceBarCache(path: path, busyTimeoutMilliseconds: 50)
        try cache.store([minuteBar(0, close: 1_000)], for: code, interval: .minute)
        let holder = try SQLiteDatabase(path: path, busyTimeoutMilliseconds: 0)
        try holder.execute("BEGIN EXCLUSIVE")
        try cache.store([minuteBar(1, close: 1_001)], for: code, interval: .minute)
        #expect(cache.takeNotices().first?.contains("locked") == true)
        #expect(try cache.bars(for: code, interval: .minute, from: day, through: day.addingTimeInterval(60)) == [minuteBar(1, close: 1_001)])
        try holder.execute("ROLLBACK")
    }

    @Test func twoInstancesWritingAtOnceKeepEveryBar() throws {
        let folder = TemporaryDirectory()
        let path = folder.file("history.sqlite")
        let first = SQLitePriceBarCache(path: path)
        let second = SQLitePriceBarCache(path: path)
        let bars = (0..<400).map { minuteBar($0, close: 10_000 + $0) }
        let failures = LockedFailures()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let cache = index == 0 ? first : second
            for bar in bars where bar.close % 2 == index {
                do { try cache.store([bar], for: code, interval: .minute) } catch { failures.add(error) }
            }
        }
        #expect(failures.count == 0)
        #expect(try first.bars(for: code, interval: .minute, from: day, through: day.addingTimeInterval(400 * 60)) == bars)
        #expect(first.takeNotices().isEmpty && second.takeNotices().isEmpty)
    }
}

/// Errors gathered from concurrent writers.
private final class LockedFailures: @unchecked Sendable {
    // @unchecked: `errors` is only touched under `lock`.
    private let lock = NSLock()
    private var errors: [Error] = []
    func add(_ error: Error) { lock.withLock { errors.append(error) } }
    var count: Int { lock.withLock { errors.count } }
}

private extension Quote {
    /// A trade of `code` 005930 at `price` with the day's running `volume`.
    static func trade(at time: Date, price: Int, volume: Int) -> Quote {
        Quote(code: StockCode("005930")!, price: price, change: 0, sign: .flat, changeRate: 0, volume: volume, tradedValue: 0,
              open: price, high: price, low: price, upperLimit: 0, lowerLimit: 0, basePrice: price, time: time)
    }
}
