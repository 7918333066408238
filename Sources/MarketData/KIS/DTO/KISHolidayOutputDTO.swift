// One row of chk-holiday's `output`: a date (YYYYMMDD) and whether KRX opens that day, as KIS sends them.

import Domain
import FoundationEssentials

/// `{"bass_dt":"20261225","wday_dvsn_cd":"06","bzdy_yn":"N","tr_day_yn":"N","opnd_yn":"N","sttl_day_yn":"N"}`:
/// only the date and 개장일여부 (`opnd_yn`, whether orders can trade) matter to the calendar. Also the
/// cache's format, so a cached answer is read back by the same rules.
struct KISHolidayOutputDTO: Codable, Equatable {
    let date: String
    let isOpen: String

    private enum CodingKeys: String, CodingKey {
        case date = "bass_dt"
        case isOpen = "opnd_yn"
    }

    init(date: String, isOpen: String) {
        self.date = date
        self.isOpen = isOpen
    }

    /// The confirmation this row makes; a date that is not YYYYMMDD or a flag other than Y/N is refused.
    func toDomain() throws(KISError) -> MarketDayConfirmation {
        let digits = Array(date.utf8)
        guard digits.count == 8, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              let year = Int(date.prefix(4)), let month = Int(date.dropFirst(4).prefix(2)), let dayOfMonth = Int(date.suffix(2)),
              let day = CalendarDay(year: year, month: month, day: dayOfMonth)
        else { throw .malformedField(name: CodingKeys.date.rawValue, value: date) }
        switch isOpen {
        case "Y": return MarketDayConfirmation(day: day, isOpen: true)
        case "N": return MarketDayConfirmation(day: day, isOpen: false)
        default: throw .malformedField(name: CodingKeys.isOpen.rawValue, value: isOpen)
        }
    }
}
