// inquire-time-overtimeconclusion's `output1`: the figures of KRX's after-hours single-price session (시간외 단일가).

import DisplayText
import Domain
import FoundationEssentials

/// The single-price session's figures a row uses, as KIS sends them (strings; the sample's
/// `chk_inquire_time_overtimeconclusion.py` names them): the last price, the session's volume, value and range.
struct KISSinglePriceSummaryDTO: Decodable, Equatable {
    let price: String
    let volume: String
    let tradedValue: String?
    let open: String?
    let high: String?
    let low: String?

    private enum CodingKeys: String, CodingKey {
        case price = "ovtm_untp_prpr"
        case volume = "ovtm_untp_vol"
        case tradedValue = "ovtm_untp_tr_pbmn"
        case open = "ovtm_untp_oprc"
        case high = "ovtm_untp_hgpr"
        case low = "ovtm_untp_lwpr"
    }

    /// The session's last trade as a quote of `regular`'s stock, measured as `regular` is (against KRX's
    /// previous close, `regular.basePrice`, with its limits), at the newest of `trades` inside `window`'s
    /// session; nil when the session made no trade (no volume, or no match inside the session).
    ///
    /// Refused (`.malformedField`): a zero price beside a volume, a price off every KRX tick grid or outside
    /// the day's limits, a time that is not HHMMSS — as inquire-price refuses what KRX cannot show.
    func toDomain(trades: [KISSinglePriceTradeDTO], after regular: Quote, in window: KISSinglePriceWindow) throws(KISError) -> Quote? {
        let volume = try KISNumberField.nonNegative(volume, name: CodingKeys.volume.rawValue, atMost: MarketLimits.largestQuantity)
        guard volume > 0 else { return nil }
        let price = try Self.price(self.price, CodingKeys.price)
        // Every share price is on the exchange-traded products' finer grid too: off it, no KRX security trades.
        let withinLimits = regular.upperLimit == 0 || (regular.lowerLimit...regular.upperLimit).contains(price)
        guard KRXPriceGrid.exchangeTradedProducts.isOnGrid(price), withinLimits else {
            throw .malformedField(name: CodingKeys.price.rawValue, value: self.price)
        }
        var latest: Int?
        for trade in trades {
            let seconds = try trade.secondsAfterMidnight()
            if window.sessionContains(secondsAfterMidnight: seconds) { latest = max(latest ?? seconds, seconds) }
        }
        guard let latest else { return nil }
        let base = regular.basePrice
        let change = price - base
        let sign: PriceChangeSign = change > 0 ? .rise : change < 0 ? .fall : .flat
        let quote = Quote(
            code: regular.code, price: price, change: change, sign: sign, changeRate: Quote.changeRate(of: change, against: base),
            volume: volume,
            tradedValue: try KISNumberField.nonNegative(tradedValue ?? "", name: CodingKeys.tradedValue.rawValue),
            open: try Self.price(open ?? "", CodingKeys.open),
            high: try Self.price(high ?? "", CodingKeys.high),
            low: try Self.price(low ?? "", CodingKeys.low),
            upperLimit: regular.upperLimit, lowerLimit: regular.lowerLimit, basePrice: base,
            time: window.time(ofSecondsAfterMidnight: latest), venue: .krx, session: .singlePrice
        )
        guard MarketLimits.admits(quote) else { throw .malformedField(name: CodingKeys.price.rawValue, value: self.price) }
        return quote
    }

    /// A price from 0 to KRX's largest.
    private static func price(_ text: String, _ key: CodingKeys) throws(KISError) -> Int {
        try KISNumberField.nonNegative(text, name: key.rawValue, atMost: MarketLimits.largestPrice)
    }
}
