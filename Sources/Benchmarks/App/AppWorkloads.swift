// The app as a whole: the release stockwatch in tmux under load, its start-up time and its memory.

import Foundation
import Glibc
import MarketData

/// Runs the release `stockwatch` (next to this benchmark) in a private tmux server at 100×30 with the
/// diagnostic options, and reads the figures it writes at exit (`--diagnostics-file`): the whole real
/// pipeline — simulated exchange → use case → view model → screen → terminal — in a real terminal.
enum AppWorkloads {
    static let all: [Workload] = [
        Workload(
            id: "app-fps",
            title: "stockwatch, 200-row watchlist, simulator at 1,000 ticks/s (refresh 0.1 s), 10 s in tmux: frames drawn",
            goal: "≤ 60 fps",
            runs: 3,
            warmUp: false,
            measure: { underLoad().framesPerSecond }
        ),
        Workload(
            id: "app-cpu",
            title: "stockwatch, 200-row watchlist, simulator at 1,000 ticks/s (refresh 0.1 s), 10 s in tmux: CPU of the process",
            goal: "≤ 10 % of a core",
            runs: 3,
            warmUp: false,
            measure: { underLoad().cpu }
        ),
        Workload(
            id: "app-start",
            title: "stockwatch process start (exec) to the first frame with prices, full listing (4,299 securities), fresh data folder, tmux 100×30",
            goal: "≤ 60 ms",
            measure: startToFirstFrame
        ),
        Workload(
            id: "app-rss",
            title: "stockwatch peak RSS, 1,000-symbol watchlist at 1,000 ticks/s (refresh 0.1 s) for 5 s",
            goal: "≤ 30 MB",
            runs: 3,
            warmUp: false,
            measure: { memory().peak }
        ),
        Workload(
            id: "app-rss-listing",
            title: "stockwatch peak RSS with the full listing (4,299 securities, simulated) and the default watchlist for 5 s",
            goal: "≤ 25 MB",
            runs: 3,
            warmUp: false,
            measure: listingMemory
        ),
        Workload(
            id: "app-rss-listing-1000",
            title: "stockwatch peak RSS with the full listing (4,299 securities, simulated) and a 1,000-symbol watchlist of them at 1,000 ticks/s (refresh 0.1 s) for 5 s",
            goal: "≤ 25 MB",
            runs: 3,
            warmUp: false,
            measure: listingMemoryWithThousandSymbols
        ),
        Workload(
            id: "app-rss-own",
            title: "stockwatch's own memory (RssAnon: no shared libraries) at the end of the same 1,000-symbol run",
            goal: "(the part the app controls)",
            runs: 3,
            warmUp: false,
            measure: { memory().own }
        ),
    ]

    /// Both figures of one 10-second run with 200 rows at 1,000 ticks a second.
    private static func underLoad() -> (framesPerSecond: Figure, cpu: Figure) {
        let figures = run(["--synthetic-watchlist", "200", "--ticks-per-second", "1000", "--refresh", "0.1", "--quit-after", "10"])
        let frames = figures.number("frames")
        let seconds = figures.number("seconds")
        return (
            Figure(value: frames / seconds, unit: "frames/s", checksum: Int(frames)),
            Figure(value: figures.number("cpu_seconds") / seconds * 100, unit: "% of a core", checksum: Int(frames))
        )
    }

    private static func startToFirstFrame() -> Figure {
        let figures = run(["--seed", "1", "--quit-after", "0"])
        let milliseconds = Double(figures.number("first_priced_frame_unix_ns") - figures.number("exec_unix_ns")) / 1e6
        return Figure(value: milliseconds, unit: "ms", checksum: Int(figures.number("frames_total")))
    }

    /// Peak resident memory and the process's own (anonymous) memory of a 5-second run with 1,000 rows.
    private static func memory() -> (peak: Figure, own: Figure) {
        let figures = run(["--synthetic-watchlist", "1000", "--ticks-per-second", "1000", "--refresh", "0.1", "--quit-after", "5"])
        let peak = figures.number("peak_rss_kib")
        let own = figures.number("rss_anon_kib")
        return (Figure(value: peak / 1024, unit: "MB", checksum: Int(peak)), Figure(value: own / 1024, unit: "MB", checksum: Int(own)))
    }

    /// Peak resident memory of a 5-second run on the bundled listing (every stock on the simulated exchange).
    private static func listingMemory() -> Figure {
        let peak = run(["--seed", "1", "--refresh", "0.1", "--quit-after", "5"]).number("peak_rss_kib")
        return Figure(value: peak / 1024, unit: "MB", checksum: Int(peak))
    }

    /// Peak resident memory of a 5-second run on the bundled listing with the first 1,000 listed stocks watched.
    private static func listingMemoryWithThousandSymbols() -> Figure {
        guard let catalog = try? BundledStockCatalog() else { fatalError("the bundled listing does not parse") }
        let codes = catalog.allStocks().prefix(1000).map(\.code.rawValue)
        let peak = run(["--seed", "1", "--ticks-per-second", "1000", "--refresh", "0.1", "--quit-after", "5"], watchlistCodes: codes).number("peak_rss_kib")
        return Figure(value: peak / 1024, unit: "MB", checksum: Int(peak))
    }

    /// Runs stockwatch with `arguments` (and a watchlist of `watchlistCodes`, if given) in tmux until it
    /// quits by itself; returns its figures.
    private static func run(_ arguments: [String], watchlistCodes: [String]? = nil) -> AppFigures {
        let session = AppSession(arguments: arguments, watchlistCodes: watchlistCodes)
        defer { session.stop() }
        return session.figures(waitingSeconds: 60)
    }
}
