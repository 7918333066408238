// Korea-time texts: the same moment reads nine hours ahead of UTC, whatever the machine's zone.

import Foundation
import Presentation
import Testing

@Suite struct KoreaTimeTextTests {
    /// 2026-01-05 05:32:05 UTC, which is 14:32:05 in Seoul.
    private let moment = Date(timeIntervalSince1970: 1_767_591_125)

    @Test func clockIsKoreaTime() {
        #expect(KoreaTimeText.clock(moment) == "14:32:05")
    }

    @Test func dateTimeAndTimestampCarryTheKoreanDate() {
        #expect(KoreaTimeText.dateTime(moment) == "2026-01-05 14:32:05")
        #expect(KoreaTimeText.timestamp(moment) == "2026-01-05T14:32:05+09:00")
    }

    @Test func lateUTCEveningIsAlreadyTomorrowInSeoul() {
        let evening = Date(timeIntervalSince1970: 1_767_646_800)
        #expect(KoreaTimeText.timestamp(evening) == "2026-01-06T06:00:00+09:00")
    }

    @Test func agreesWithFoundationsSeoulZone() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "Asia/Seoul")
        #expect(formatter.timeZone.identifier == "Asia/Seoul")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        for offset in stride(from: 0.0, to: 400 * 86_400, by: 86_400 * 7 + 3_607) {
            let date = moment.addingTimeInterval(offset)
            #expect(KoreaTimeText.dateTime(date) == formatter.string(from: date))
        }
    }
}
