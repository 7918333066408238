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

    /// The quote of `code` at `time` (the answer carries no time of its own).
    ///
    /// A zero price means KIS knows no such stock. Empty fields count as 0. The change and rate take
    /// their direction from the sign code, whether or not KIS put a minus on them.
    func toDomain(code: StockCode, time: Date) throws(KISError) -> Quote {
        let price = try Self.integer(self.price, CodingKeys.price)
        guard price > 0 else { throw .noSuchStock(code) }
        let rawChange = try Self.integer(change, CodingKeys.change)
        let rawRate = try Self.decimal(changeRate, CodingKeys.changeRate)
        let sign = PriceChangeSign(kisCode: self.sign) ?? Self.sign(of: rawChange)
        return Quote(
            code: code,
            price: price,
            change: Self.directed(rawChange, by: sign),
            sign: sign,
            changeRate: Self.directed(rawRate, by: sign),
            volume: try Self.integer(volume, CodingKeys.volume),
            tradedValue: try Self.integer(tradedValue, CodingKeys.tradedValue),
            open: try Self.integer(open, CodingKeys.open),
            high: try Self.integer(high, CodingKeys.high),
            low: try Self.integer(low, CodingKeys.low),
            upperLimit: try Self.integer(upperLimit, CodingKeys.upperLimit),
            lowerLimit: try Self.integer(lowerLimit, CodingKeys.lowerLimit),
            basePrice: try Self.integer(basePrice, CodingKeys.basePrice),
            time: time
        )
    }

    private static func integer(_ text: String, _ key: CodingKeys) throws(KISError) -> Int {
        try KISNumberText.integer(text, field: key.rawValue)
    }

    private static func decimal(_ text: String, _ key: CodingKeys) throws(KISError) -> Double {
        let trimmed = text.trimmingWhitespace()
        if trimmed.isEmpty { return 0 }
        guard let value = Double(trimmed), value.isFinite else { throw .malformedField(name: key.rawValue, value: text) }
        return value
    }

    private static func sign(of change: Int) -> PriceChangeSign {
        change > 0 ? .rise : change < 0 ? .fall : .flat
    }

    private static func directed<Number: SignedNumeric & Comparable>(_ value: Number, by sign: PriceChangeSign) -> Number {
        if sign.isUp { return value < 0 ? -value : value }
        if sign.isDown { return value > 0 ? -value : value }
        return value
    }
}
