// One item of intstock-multprice's `output` array (관심종목 멀티종목 시세): a stock's price figures, every value a string.

import DisplayText
import Domain
import FoundationEssentials

/// The intstock-multprice fields a watchlist uses (KIS's sample `chk_intstock_multprice.py` names them), read
/// through the same rules as inquire-price's by becoming a `KISPriceOutputDTO`.
struct KISMultiPriceItemDTO: Decodable, Equatable {
    let code: String
    let price: String
    let change: String
    let sign: String
    let changeRate: String
    let volume: String
    let tradedValue: String?
    let open: String
    let high: String
    let low: String
    let upperLimit: String
    let lowerLimit: String
    let basePrice: String

    private enum CodingKeys: String, CodingKey {
        case code = "inter_shrn_iscd"
        case price = "inter2_prpr"
        case change = "inter2_prdy_vrss"
        case sign = "prdy_vrss_sign"
        case changeRate = "prdy_ctrt"
        case volume = "acml_vol"
        case tradedValue = "acml_tr_pbmn"
        case open = "inter2_oprc"
        case high = "inter2_hgpr"
        case low = "inter2_lwpr"
        case upperLimit = "inter2_mxpr"
        case lowerLimit = "inter2_llam"
        case basePrice = "inter2_sdpr"
    }

    /// The item's quote at `time` on its code's `venue`; throws as inquire-price's output does (a zero
    /// price: no such stock).
    func toDomain(time: Date, venue: (StockCode) -> Venue = { _ in .krx }) throws(KISError) -> Quote {
        guard let stockCode = StockCode(code.trimmingWhitespace()) else { throw .malformedField(name: CodingKeys.code.rawValue, value: code) }
        let output = KISPriceOutputDTO(
            price: price, change: change, sign: sign, changeRate: changeRate, volume: volume, tradedValue: tradedValue ?? "",
            open: open, high: high, low: low, upperLimit: upperLimit, lowerLimit: lowerLimit, basePrice: basePrice
        )
        return try output.toDomain(code: stockCode, time: time, venue: venue(stockCode))
    }
}
