// The `output` object of inquire-index-price: every value a string, mapped to a MarketIndex.

import DisplayText
import Domain
import FoundationEssentials

/// The inquire-index-price fields the header uses, as KIS sends them ("2612.35", "-3.18", "512").
struct KISIndexOutputDTO: Decodable, Equatable {
    let value: String
    let change: String
    let sign: String
    let changeRate: String
    let advancers: String?
    let decliners: String?

    private enum CodingKeys: String, CodingKey {
        case value = "bstp_nmix_prpr"
        case change = "bstp_nmix_prdy_vrss"
        case sign = "prdy_vrss_sign"
        case changeRate = "bstp_nmix_prdy_ctrt"
        case advancers = "ascn_issu_cnt"
        case decliners = "down_issu_cnt"
    }

    /// The index at `time`. The change and rate take their direction from the sign code; a missing or
    /// empty breadth count is nil, a value of zero or less means KIS had no figures.
    func toDomain(kind: MarketIndexKind, time: Date) throws(KISError) -> MarketIndex {
        let value = try Self.decimal(self.value, .value)
        guard value > 0 else { throw .api(code: "index", message: "KIS sent no value for \(kind.rawValue).") }
        let rawChange = try Self.decimal(change, .change)
        let sign = PriceChangeSign(kisCode: self.sign) ?? (rawChange > 0 ? .rise : rawChange < 0 ? .fall : .flat)
        return MarketIndex(
            kind: kind,
            value: value,
            change: KISNumberField.directed(rawChange, by: sign),
            sign: sign,
            changeRate: KISNumberField.directed(try Self.decimal(changeRate, .changeRate), by: sign),
            advancers: try Self.count(advancers, .advancers),
            decliners: try Self.count(decliners, .decliners),
            time: time
        )
    }

    private static func decimal(_ text: String, _ key: CodingKeys) throws(KISError) -> Double {
        try KISNumberField.decimal(text, name: key.rawValue)
    }

    private static func count(_ text: String?, _ key: CodingKeys) throws(KISError) -> Int? {
        guard let trimmed = text?.trimmingWhitespace(), !trimmed.isEmpty else { return nil }
        guard let number = Int(trimmed), number >= 0 else { throw .malformedField(name: key.rawValue, value: trimmed) }
        return number
    }
}
