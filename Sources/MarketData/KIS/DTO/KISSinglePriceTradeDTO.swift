// One row of inquire-time-overtimeconclusion's `output2`: a match of KRX's after-hours session and its time.

import Domain

/// One after-hours match as KIS lists it (the sample's `chk_inquire_time_overtimeconclusion.py` names the
/// fields): its time `stck_cntg_hour` (HHMMSS, Korea time) is what the app reads; the price comes from
/// `output1`, whose name says plainly that it is the single-price session's.
struct KISSinglePriceTradeDTO: Decodable, Equatable {
    let time: String

    private enum CodingKeys: String, CodingKey {
        case time = "stck_cntg_hour"
    }

    /// The match's time in seconds after midnight; `.malformedField` for anything but a clock HHMMSS.
    func secondsAfterMidnight() throws(KISError) -> Int {
        let clock = try KISNumberField.nonNegative(time, name: CodingKeys.time.rawValue, atMost: 235_959)
        let (hours, minutes, seconds) = (clock / 10_000, clock / 100 % 100, clock % 100)
        guard time.trimmingWhitespace().count == 6, minutes < 60, seconds < 60 else {
            throw .malformedField(name: CodingKeys.time.rawValue, value: time)
        }
        return hours * 3_600 + minutes * 60 + seconds
    }
}
