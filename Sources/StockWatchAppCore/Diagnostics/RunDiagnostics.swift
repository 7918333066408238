// Figures of one full-screen run for the benchmarks: first frame with prices, frames drawn, CPU, memory.

import Dispatch
import FoundationEssentials
import Glibc

/// Counts the frames of a run and, from the first frame that shows prices on, the frames, CPU time
/// and wall time, for `--diagnostics-file`. Used on the run loop's thread only.
final class RunDiagnostics {
    private var frames = 0
    private var firstPricedFrame: (wallClockNanoseconds: UInt64, uptimeNanoseconds: UInt64, cpuSeconds: Double, frames: Int)?

    /// Records a frame; returns true when it is the first one showing prices.
    func frameDrawn(showsPrices: Bool) -> Bool {
        frames += 1
        guard showsPrices, firstPricedFrame == nil else { return false }
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let wallClock = UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
        firstPricedFrame = (wallClock, DispatchTime.now().uptimeNanoseconds, Self.cpuSeconds(), frames)
        return true
    }

    /// The figures as a JSON object: `first_priced_frame_unix_ns` (wall clock when the first frame
    /// with prices was drawn), and since then `frames`, `seconds` and `cpu_seconds`; `frames_total`
    /// and `peak_rss_kib` of the whole run, and `rss_anon_kib`, the process's own memory now (resident
    /// memory that is not shared library or file pages).
    func json() -> String {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        var fields = ["\"frames_total\": \(frames)", "\"peak_rss_kib\": \(usage.ru_maxrss)", "\"rss_anon_kib\": \(Self.anonymousResidentKiB())"]
        if let first = firstPricedFrame {
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - first.uptimeNanoseconds) / 1e9
            fields += [
                "\"first_priced_frame_unix_ns\": \(first.wallClockNanoseconds)",
                "\"frames\": \(frames - first.frames)",
                "\"seconds\": \(seconds)",
                "\"cpu_seconds\": \(Self.cpuSeconds() - first.cpuSeconds)",
            ]
        }
        return "{" + fields.joined(separator: ", ") + "}\n"
    }

    /// `RssAnon` of /proc/self/status, in KiB (0 when it cannot be read).
    private static func anonymousResidentKiB() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("RssAnon:") }
        return line.flatMap { Int($0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") } ?? 0
    }

    /// User and system CPU time of the process so far.
    private static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return user + system
    }
}
