// The JSON shape of `stockwatch --once --account --format json`.

import DisplayText
import Domain
import Presentation

/// The JSON document of the account report. Keys are snake_case, money whole KRW, rates percent
/// with two decimals; names and notices sanitised.
struct OnceAccountDocument: Encodable {
    /// One holding valued at its first quote (or the broker's price; `price` absent when neither).
    struct Holding: Encodable {
        let code: String
        let name: String
        let quantity: Int
        let sellableQuantity: Int
        let averagePrice: Int
        let purchaseAmount: Int
        let price: Int?
        let value: Int
        let profit: Int
        let profitRate: Double

        init(_ valued: HoldingValuation) {
            code = valued.holding.code.rawValue
            name = TextSanitizer.sanitize(valued.holding.name)
            quantity = valued.holding.quantity
            sellableQuantity = valued.holding.sellableQuantity
            averagePrice = valued.holding.averagePrice
            purchaseAmount = valued.holding.purchaseAmount
            price = valued.price
            value = valued.marketValue
            profit = valued.profit
            profitRate = Double(valued.returnBasisPoints) / 100
        }

        enum CodingKeys: String, CodingKey {
            case code, name, quantity, price, value, profit
            case sellableQuantity = "sellable_quantity"
            case averagePrice = "average_price"
            case purchaseAmount = "purchase_amount"
            case profitRate = "profit_rate"
        }
    }

    /// 예수금, D+1, D+2 and today's fees.
    struct Cash: Encodable {
        let deposit: Int
        let nextDay: Int
        let settled: Int
        let todayFees: Int

        enum CodingKeys: String, CodingKey {
            case deposit
            case nextDay = "next_day"
            case settled
            case todayFees = "today_fees"
        }
    }

    /// The holdings summed, and the net assets (D+2 cash + value).
    struct Totals: Encodable {
        let purchaseAmount: Int
        let value: Int
        let profit: Int
        let profitRate: Double
        let netAssets: Int

        enum CodingKeys: String, CodingKey {
            case value, profit
            case purchaseAmount = "purchase_amount"
            case profitRate = "profit_rate"
            case netAssets = "net_assets"
        }
    }

    let account: String
    let feed: String
    let generatedAt: String
    let cash: Cash
    let holdings: [Holding]
    let totals: Totals
    let notices: [String]

    init(_ report: OnceAccountReport) {
        let valuation = report.valuation
        let snapshot = valuation.snapshot
        account = TextSanitizer.sanitize(snapshot.accountName)
        feed = report.feedName
        generatedAt = KoreaTimeText.timestamp(report.generatedAt)
        cash = Cash(deposit: snapshot.cash.deposit, nextDay: snapshot.cash.nextDay, settled: snapshot.cash.settled, todayFees: snapshot.cash.todayFees)
        holdings = valuation.holdings.map(Holding.init)
        totals = Totals(
            purchaseAmount: valuation.purchaseTotal, value: valuation.marketValueTotal, profit: valuation.profitTotal,
            profitRate: Double(valuation.returnBasisPoints) / 100, netAssets: valuation.netAssets
        )
        notices = snapshot.notices.map(TextSanitizer.sanitize)
    }

    enum CodingKeys: String, CodingKey {
        case account, feed, cash, holdings, totals, notices
        case generatedAt = "generated_at"
    }
}
