// The run's message log: repeats folded within a minute, texts sanitised, the oldest dropped beyond the capacity.

import Foundation
import Presentation
import Testing

@Suite struct RunMessageLogTests {
    private let start = Date(timeIntervalSince1970: 1_796_086_800)

    @Test func theSameTextWithinAMinuteIsARepeatAndLaterANewEntry() {
        var log = RunMessageLog()
        let added = [0.0, 30, 80, 200].map { log.record("feed down", kind: .problem, at: start.addingTimeInterval($0)) }
        #expect(added == [true, false, false, true], "80 s is within a minute of its last saying, not its first")
        #expect(log.entries.map(\.repeats) == [2, 0])
    }

    @Test func textsAreSanitisedAndEmptyOnesDropped() {
        var log = RunMessageLog()
        let empty = log.record("", kind: .notice, at: start)
        #expect(!empty)
        log.record("bad\u{1B}[2Jbody", kind: .problem, at: start)
        #expect(log.entries.count == 1)
        #expect(log.entries[0].text.contains("\u{1B}") == false)
        #expect(log.entries[0].clock == "10:00:00")
        #expect(log.entries[0].label == "problem")
    }

    @Test func theOldestGoBeyondTheCapacity() {
        var log = RunMessageLog()
        for index in 0...RunMessageLog.capacity {
            log.record("message \(index)", kind: .notice, at: start.addingTimeInterval(Double(index)))
        }
        #expect(log.count == RunMessageLog.capacity)
        #expect(log.entries.first?.text == "message 1")
    }
}
