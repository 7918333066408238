// The header names both venues at 80, 100, 120 and 200 columns, and the simulator says what it does at each.

import DisplayText
import Presentation
import Screens
import Testing
import TUICore

@Suite struct WatchlistHeaderVenuesTests {
    /// 19:42 Korea time on a Thursday: KRX shut, NXT's after-market running.
    static let evening = (10 * 3600 + 42 * 60) * 10
    /// 23:00 Korea time: both venues shut.
    static let night = (14 * 3600) * 10

    private func headerLine(width: Int, at start: Int, feedHours: FeedHours) -> String {
        let harness = ScreenHarness(size: Size(width: width, height: 12), feedHours: feedHours, startingAt: start)
        harness.advance(ticks: 6)
        let line = harness.render()[0]
        #expect(DisplayWidth.of(line) <= width)
        return line
    }

    @Test(arguments: [80, 100, 120, 200])
    func theEveningHeaderNamesKRXClosedAndNXTsAfterMarketAtEveryWidth(width: Int) {
        let line = headerLine(width: width, at: Self.evening, feedHours: .exchange)
        #expect(line.contains("KRX closed"), "\(line)")
        #expect(line.contains("NXT after"), "\(line)")
        #expect(line.hasSuffix("19:42:01 KST"), "\(line)")
        if width >= 120 { #expect(line.contains("NXT after-market 15:30–20:00"), "\(line)") }
    }

    @Test(arguments: [80, 100, 120, 200])
    func theSimulatorSaysItRunsASessionOfItsOwnWhileBothAreShutAtEveryWidth(width: Int) {
        let line = headerLine(width: width, at: Self.night, feedHours: .simulatedAlwaysOpen)
        #expect(line.contains("session · KRX · NXT closed"), "\(line)")
        if width >= 200 { #expect(line.contains("simulated session · KRX · NXT closed — NXT opens Fri 01-02 08:00, KRX 09:00"), "\(line)") }
    }

    @Test(arguments: [80, 120])
    func theSimulatorFollowingNXTsAfterMarketSaysSoBesideBothPhases(width: Int) {
        let line = headerLine(width: width, at: Self.evening, feedHours: .simulatedAlwaysOpen)
        #expect(line.contains("sim"), "\(line)")
        #expect(!line.contains("session"), "\(line)")
        #expect(line.contains("KRX closed · NXT after"), "\(line)")
    }
}
