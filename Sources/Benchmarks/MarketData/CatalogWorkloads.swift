// The full listing: loading it (parse + search index) and searching it once per keystroke.

import Domain
import Foundation
import Glibc
import MarketData
import Presentation

/// Benchmarks of the bundled catalog of every listed security (4,299) and the search over it.
enum CatalogWorkloads {
    static let all: [Workload] = [
        Workload(
            id: "catalog-load",
            title: "Bundled listing (4,299 securities) parsed and its search index built (start-up now parses only; peak RSS: this process)",
            goal: "a small part of the 60 ms to the first frame",
            measure: measureLoad
        ),
        Workload(
            id: "catalog-index",
            title: "Search index of the full listing (4,299 securities) built: what the first search costs, no longer start-up",
            goal: "unnoticed on the first keystroke",
            measure: measureIndex
        ),
        Workload(
            id: "catalog-search",
            title: "Search of the full listing per keystroke, as many matches as the add dialog lists: codes, Korean/English names and their words, 초성, ETF brands (median keystroke)",
            goal: "≤ 0.5 ms",
            measure: measureSearch
        ),
    ]

    /// What users type, one keystroke at a time: each query's every prefix is searched.
    private static let typed = [
        "삼성전자", "ㅅㅅㅈㅈ", "ㄷㅎㅇㅍ", "ㄷㅇㅇㄴㅈ", "동화약품", "samsung electronics", "lg", "financial",
        "0001A0", "005930", "하이닉스", "kakao", "에코프로", "ㅋㅋㅇ", "전자", "hyundai motor",
    ]

    private static func load() -> (BundledStockCatalog, StockResolver) {
        guard let catalog = try? BundledStockCatalog() else { fatalError("the bundled listing does not parse") }
        return (catalog, StockResolver(stocks: catalog.allStocks()))
    }

    /// CPU time of this process (not wall time: the machine's cores are shared, see docs/BENCHMARKS.md).
    private static func measureLoad() -> Figure {
        let start = clock()
        let (catalog, resolver) = load()
        let elapsed = clock() - start
        return Figure(value: Double(elapsed) / Double(CLOCKS_PER_SEC) * 1e3, unit: "ms CPU", checksum: catalog.entries.count + resolver.count)
    }

    /// CPU time of building the index alone (the listing parsed before the clock starts).
    private static func measureIndex() -> Figure {
        guard let catalog = try? BundledStockCatalog() else { fatalError("the bundled listing does not parse") }
        let stocks = catalog.allStocks()
        let start = clock()
        let resolver = StockResolver(stocks: stocks)
        let elapsed = clock() - start
        return Figure(value: Double(elapsed) / Double(CLOCKS_PER_SEC) * 1e3, unit: "ms CPU", checksum: resolver.count)
    }

    /// Each keystroke's CPU time (thread CPU clock), the median of them all.
    private static func measureSearch() -> Figure {
        let (_, resolver) = load()
        let keystrokes = typed.flatMap { query in (1...query.count).map { String(query.prefix($0)) } }
        var times: [UInt64] = []
        var checksum = 0
        for _ in 0..<20 {
            for text in keystrokes {
                let start = threadCPUNanoseconds()
                let result = resolver.search(text, limit: WatchlistDialogFactory.suggestionLimit)
                times.append(threadCPUNanoseconds() - start)
                checksum &+= result.totalCount &+ result.matches.count
            }
        }
        times.sort()
        return Figure(value: Double(times[times.count / 2]) / 1e6, unit: "ms CPU", checksum: checksum)
    }

    private static func threadCPUNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
