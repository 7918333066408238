// The command line (every option and its value, `--clock` among them) under fuzzing.

import FoundationEssentials
import StockWatchAppCore

/// The input is the argument list, words split at NUL bytes. A line that parses has values in their
/// ranges (a `--clock` minute within the day, a refresh interval above 0 and finite), and the clock's
/// moment is computed without trapping; a `--clock` value alone parses the same way.
package enum CommandLineFuzzTarget: FuzzTarget {
    package static let name = "command-line"
    private static let now = Date(timeIntervalSince1970: 1_800_000_000)

    package static func check(_ input: [UInt8]) throws(InvariantViolation) {
        let words = input.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        if let clock = ClockStart(String(decoding: input, as: UTF8.self)) { try checkClock(clock) }
        guard case .run(let options)? = try? LaunchCommand.parse(words) else { return }
        if let clock = options.clock { try checkClock(clock) }
        if let refresh = options.refreshSeconds {
            try require(refresh.isFinite && refresh > 0, "a refresh of \(refresh) s")
        }
        for value in [options.diagnostics.ticksPerSecond, options.diagnostics.quitAfter].compactMap({ $0 }) {
            try require(value.isFinite && value >= 0, "a diagnostic value of \(value)")
        }
    }

    private static func checkClock(_ clock: ClockStart) throws(InvariantViolation) {
        switch clock {
        case .moment(_, let second), .timeOfDay(let second):
            try require((0..<86_400).contains(second), "a clock second of \(second)")
        }
        _ = clock.date(now: now)
    }
}
