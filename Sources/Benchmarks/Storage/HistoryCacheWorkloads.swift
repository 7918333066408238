// Benchmark: the detail view's data opened from the SQLite history cache (today's minutes + a year of days).

import Domain
import Foundation
import Storage

/// How long the detail view waits for its cached bars: a fresh connection to a filled cache (as at
/// Enter on a row), then today's 390 minute bars and 250 daily bars read.
enum HistoryCacheWorkloads {
    static let all: [Workload] = [
        Workload(
            id: "history-cache-open",
            title: "detail-view data from the SQLite cache: open, today's 390 minute bars + 1 year (250) of daily bars, in ms",
            goal: "well inside the 50 ms to the detail view's first full frame",
            measure: { openFromCache() }
        ),
    ]

    static let code = StockCode("005930")!
    /// 2025-12-01 09:00 KST.
    static let opening = Date(timeIntervalSince1970: 1_764_547_200)

    /// Fills a cache in a fresh folder (untimed; 50 other stocks beside the measured one, so the
    /// index is not trivially small), then times a new instance answering both queries.
    private static func openFromCache() -> Figure {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stockwatch-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = fillCache(in: folder)
        let midnight = BarInterval.day.start(of: opening)
        return Figure.nanoseconds(per: 1_000_000, unit: "ms") {
            let cache = SQLitePriceBarCache(path: path)
            let minutes = (try? cache.bars(for: code, interval: .minute, from: midnight, through: opening.addingTimeInterval(86_400))) ?? []
            let days = (try? cache.bars(for: code, interval: .day, from: midnight.addingTimeInterval(-365 * 86_400), through: midnight)) ?? []
            return minutes.count * 1_000 + days.count
        }
    }

    /// A cache in `folder` holding the measured stock and 50 others (today's 390 minutes, 250 days each); its path.
    static func fillCache(in folder: URL) -> String {
        let path = folder.appendingPathComponent("history.sqlite").path
        let filling = SQLitePriceBarCache(path: path)
        let codes = [code] + (0..<50).map { StockCode("Q" + String(10_000 + $0))! }
        for stock in codes {
            try? filling.store(minuteBars(), for: stock, interval: .minute)
            try? filling.store(dailyBars(), for: stock, interval: .day)
        }
        return path
    }

    private static func minuteBars() -> [PriceBar] {
        (0..<390).map { minute in
            let close = 70_000 + 100 * (minute % 13)
            return PriceBar(start: opening.addingTimeInterval(TimeInterval(minute * 60)), open: close, high: close + 100, low: close - 100, close: close, volume: 1_000 + minute)
        }
    }

    private static func dailyBars() -> [PriceBar] {
        let midnight = BarInterval.day.start(of: opening)
        return (0..<250).map { day in
            let close = 60_000 + 10 * day
            return PriceBar(start: midnight.addingTimeInterval(TimeInterval(-day * 86_400)), open: close, high: close + 500, low: close - 500, close: close, volume: 100_000)
        }
    }
}
