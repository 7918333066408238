// The outputs of KIS's order-book answer (inquire-asking-price-exp-ccn), mapped to an OrderBook.

import Domain
import FoundationEssentials

/// `output1` holds `askp1…10`, `bidp1…10`, `askp_rsqn1…10`, `bidp_rsqn1…10`, `total_askp_rsqn`,
/// `total_bidp_rsqn`; `output2` holds `antc_cnpr` (expected price, non-zero only in auctions) and
/// `antc_cnqn` (expected volume). Every value is text.
struct KISOrderBookDTO: Equatable {
    let levels: [String: String]
    let expected: [String: String]

    /// The book of `code` at `time`, marked polled; levels with a zero price (beyond a limit) are left out.
    func toDomain(code: StockCode, time: Date) throws(KISError) -> OrderBook {
        func number(_ key: String, in fields: [String: String], atMost largest: Int = MarketLimits.largestQuantity) throws(KISError) -> Int {
            try KISNumberField.nonNegative(fields[key] ?? "", name: key, atMost: largest)
        }
        func side(_ price: String, _ quantity: String) throws(KISError) -> [OrderBookLevel] {
            var result: [OrderBookLevel] = []
            for level in 1...10 {
                let value = try number("\(price)\(level)", in: levels, atMost: MarketLimits.largestPrice)
                if value > 0 { result.append(OrderBookLevel(price: value, quantity: try number("\(quantity)\(level)", in: levels))) }
            }
            return result
        }
        let expectedPrice = try number("antc_cnpr", in: expected, atMost: MarketLimits.largestPrice)
        return OrderBook(
            code: code, asks: try side("askp", "askp_rsqn"), bids: try side("bidp", "bidp_rsqn"),
            totalAskQuantity: try number("total_askp_rsqn", in: levels), totalBidQuantity: try number("total_bidp_rsqn", in: levels),
            expectedPrice: expectedPrice > 0 ? expectedPrice : nil,
            expectedVolume: expectedPrice > 0 ? try number("antc_cnqn", in: expected) : nil,
            time: time, source: .polled
        )
    }
}
