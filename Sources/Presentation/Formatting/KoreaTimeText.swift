// Wall-clock times in Korea time, whatever the machine's zone: the header clock, "last update 14:32:05".

import Domain
import Foundation

/// Formats moments as KRX traders read them, on a Korean wall clock.
enum KoreaTimeText {
    /// "14:32:05" in Asia/Seoul.
    static func clock(_ date: Date) -> String {
        let parts = MarketSession.koreaCalendar.dateComponents([.hour, .minute, .second], from: date)
        return [parts.hour, parts.minute, parts.second].map { NumberText.twoDigits($0 ?? 0) }.joined(separator: ":")
    }
}
