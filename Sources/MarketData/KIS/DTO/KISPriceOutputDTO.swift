// The `output` object of inquire-price: every value a string, mapped to a Quote.

import DisplayText
import Domain
import FoundationEssentials

/// The inquire-price fields a watchlist uses, as KIS sends them (strings such as "-1135", "-1.02", "").
struct KISPriceOutputDTO: Decodable, Equatable {
    let price: String
    let change: String
    let sign: String
    let changeRate: String
    let volume: String
    let tradedValue: String
    let open: String
    let high: String
    let low: String
    let upperLimit: String
    let lowerLimit: String
    let basePrice: String

    private enum CodingKeys: String, CodingKey {
        case price = "stck_prpr"
        case change = "prdy_vrss"
        case sign = "prdy_vrss_sign"
        case changeRate = "prdy_ctrt"
        case volume = "acml_vol"
        case tradedValue = "acml_tr_pbmn"
        case open = "stck_oprc"
        case high = "stck_hgpr"
        case low = "stck_lwpr"
        case upperLimit = "stck_mxpr"
        case lowerLimit = "stck_llam"
        case basePrice = "stck_sdpr"
    }

    /// The quote of `code` at `time` on `venue`, the market code it was asked with (the answer carries neither).
    ///
    /// A zero price means KIS knows no such stock. Empty fields count as 0. The change and rate take
    /// their direction from the sign code, whether or not KIS put a minus on them.
    func toDomain(code: StockCode, time: Date, venue: Venue = .krx) throws(KISError) -> Quote {
        let price = try Self.price(self.price, CodingKeys.price)
        guard price > 0 else { throw .noSuchStock(code) }
        let rawChange = try KISNumberField.integer(change, name: CodingKeys.change.rawValue, atMost: MarketLimits.largestPrice)
        let rawRate = try KISNumberField.decimal(changeRate, name: CodingKeys.changeRate.rawValue, atMost: MarketLimits.largestChangeRate)
        let sign = PriceChangeSign(kisCode: self.sign) ?? Self.sign(of: rawChange)
        return Quote(
            code: code,
            price: price,
            change: KISNumberField.directed(rawChange, by: sign),
            sign: sign,
            changeRate: KISNumberField.directed(rawRate, by: sign),
            volume: try KISNumberField.nonNegative(volume, name: CodingKeys.volume.rawValue, atMost: MarketLimits.largestQuantity),
            tradedValue: try KISNumberField.nonNegative(tradedValue, name: CodingKeys.tradedValue.rawValue),
            open: try Self.price(open, CodingKeys.open),
            high: try Self.price(high, CodingKeys.high),
            low: try Self.price(low, CodingKeys.low),
            upperLimit: try Self.price(upperLimit, CodingKeys.upperLimit),
            lowerLimit: try Self.price(lowerLimit, CodingKeys.lowerLimit),
            basePrice: try Self.price(basePrice, CodingKeys.basePrice),
            time: time,
            venue: venue
        )
    }

    /// A price from 0 to KRX's largest.
    private static func price(_ text: String, _ key: CodingKeys) throws(KISError) -> Int {
        try KISNumberField.nonNegative(text, name: key.rawValue, atMost: MarketLimits.largestPrice)
    }

    private static func sign(of change: Int) -> PriceChangeSign {
        change > 0 ? .rise : change < 0 ? .fall : .flat
    }
}
