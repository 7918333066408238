// One row of KIS's minute or daily chart answer (output2), mapped to a PriceBar.

import Domain
import FoundationEssentials

/// A chart row as KIS sends it: `stck_bsop_date` YYYYMMDD, `stck_cntg_hour` HHMMSS (minute rows only),
/// the close as `stck_prpr` (minute) or `stck_clpr` (daily), volume as `cntg_vol` (minute) or
/// `acml_vol` (daily). KIS pads short answers with empty rows, which map to nil.
struct KISBarRowDTO: Decodable, Equatable {
    let date: String
    let time: String?
    let close: String
    let open: String
    let high: String
    let low: String
    let volume: String

    private enum CodingKeys: String, CodingKey {
        case date = "stck_bsop_date", time = "stck_cntg_hour"
        case minuteClose = "stck_prpr", dailyClose = "stck_clpr"
        case open = "stck_oprc", high = "stck_hgpr", low = "stck_lwpr"
        case minuteVolume = "cntg_vol", dailyVolume = "acml_vol"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func text(_ key: CodingKeys) throws -> String? { try container.decodeIfPresent(String.self, forKey: key) }
        date = try text(.date) ?? ""
        time = try text(.time)
        close = try text(.minuteClose) ?? text(.dailyClose) ?? ""
        open = try text(.open) ?? ""
        high = try text(.high) ?? ""
        low = try text(.low) ?? ""
        volume = try text(.minuteVolume) ?? text(.dailyVolume) ?? ""
    }

    /// The bar starting at the row's minute (or its day's 00:00 Korea time), or nil for an empty row.
    func toDomain() throws(KISError) -> PriceBar? {
        guard date.count == 8, let day = Int(date) else { return nil }
        let clock = try KISNumberField.nonNegative(time ?? "", name: "stck_cntg_hour")
        var parts = DateComponents()
        parts.year = day / 10_000
        parts.month = day / 100 % 100
        parts.day = day % 100
        parts.hour = clock / 10_000
        parts.minute = clock / 100 % 100
        guard let start = KoreaTime.calendar.date(from: parts) else { throw .malformedField(name: "stck_bsop_date", value: date) }
        return PriceBar(
            start: start,
            open: try KISNumberField.nonNegative(open, name: "stck_oprc", atMost: MarketLimits.largestPrice),
            high: try KISNumberField.nonNegative(high, name: "stck_hgpr", atMost: MarketLimits.largestPrice),
            low: try KISNumberField.nonNegative(low, name: "stck_lwpr", atMost: MarketLimits.largestPrice),
            close: try KISNumberField.nonNegative(close, name: "stck_prpr", atMost: MarketLimits.largestPrice),
            volume: try KISNumberField.nonNegative(volume, name: "cntg_vol", atMost: MarketLimits.largestQuantity)
        )
    }
}
