// The JSON shape of `stockwatch --once --format json`.

import DisplayText
import Domain
import FoundationEssentials
import Presentation

/// The JSON document `--once --format json` prints. Keys are snake_case; a stock without a quote
/// has only its code, names, market and `error`. Names and errors are sanitised (`TextSanitizer`).
struct OnceDocument: Encodable {
    /// One stock of the watchlist and its first quote.
    struct Entry: Encodable {
        let code: String
        let name: String?
        let nameEnglish: String?
        let market: String?
        let price: Int?
        let change: Int?
        let changeRate: Double?
        let sign: String?
        let volume: Int?
        let open: Int?
        let high: Int?
        let low: Int?
        let basePrice: Int?
        let time: String?
        /// Where the price was made: `krx`, `nxt` or `unified`.
        let venue: String?
        let error: String?

        init(_ row: WatchlistQuoteRow) {
            code = row.code.rawValue
            name = row.stock.map { TextSanitizer.sanitize($0.nameKorean) }
            nameEnglish = row.stock.map { TextSanitizer.sanitize($0.nameEnglish) }
            market = row.stock?.market.rawValue
            let quote = row.quote
            price = quote?.price
            change = quote?.change
            changeRate = quote.map { ($0.changeRate * 100).rounded() / 100 }
            sign = quote.map { Self.signName($0.sign) }
            volume = quote?.volume
            open = quote?.open
            high = quote?.high
            low = quote?.low
            basePrice = quote?.basePrice
            time = quote.map { KoreaTimeText.timestamp($0.time) }
            venue = quote?.venue.rawValue
            error = quote == nil ? row.failure.map { TextSanitizer.sanitize($0.message) } : nil
        }

        private static func signName(_ sign: PriceChangeSign) -> String {
            switch sign {
            case .upperLimit: "upper_limit"
            case .rise: "rise"
            case .flat: "flat"
            case .lowerLimit: "lower_limit"
            case .fall: "fall"
            }
        }

        enum CodingKeys: String, CodingKey {
            case code, name, market, price, change, sign, volume, open, high, low, time, venue, error
            case nameEnglish = "name_english"
            case changeRate = "change_rate"
            case basePrice = "base_price"
        }
    }

    /// One position valued at its stock's first quote.
    struct PositionEntry: Encodable {
        let code: String
        let quantity: Int
        let averagePrice: Int
        let value: Int
        let profit: Int
        /// Percent, two decimals.
        let profitRate: Double

        init(_ valued: PositionValuation) {
            code = valued.code.rawValue
            quantity = valued.quantity
            averagePrice = valued.averagePrice
            value = valued.marketValue
            profit = valued.profit
            profitRate = Double(valued.returnBasisPoints) / 100
        }

        enum CodingKeys: String, CodingKey {
            case code, quantity, value, profit
            case averagePrice = "average_price"
            case profitRate = "profit_rate"
        }
    }

    /// The positions summed (평가금액, 평가손익, 수익률) over those with a quote.
    struct Totals: Encodable {
        let value: Int
        let profit: Int
        let profitRate: Double
        let positions: Int

        init(_ totals: PositionTotals) {
            value = totals.marketValue
            profit = totals.profit
            profitRate = Double(totals.returnBasisPoints) / 100
            positions = totals.positionCount
        }

        enum CodingKeys: String, CodingKey {
            case value, profit, positions
            case profitRate = "profit_rate"
        }
    }

    let watchlist: String
    let feed: String
    let generatedAt: String
    let quotes: [Entry]
    /// Empty when the watchlist holds no position (the key is always there).
    let positions: [PositionEntry]
    let totals: Totals?

    enum CodingKeys: String, CodingKey {
        case watchlist, feed, quotes, positions, totals
        case generatedAt = "generated_at"
    }
}
