// Order tickets and reviews for the KIS order tests: a limit buy, a market sale.

import Domain
import Foundation

enum KISOrderTestTickets {
    /// Buy `quantity` 삼성전자 at `price` on KRX.
    static func buy(_ quantity: Int = 1, at price: Int = 270_000) -> OrderTicket {
        OrderTicket(side: .buy, code: StockCode("005930")!, name: "삼성전자", quantity: quantity, price: .limit(price), venue: .krx, countedPrice: price)
    }

    /// Sell `quantity` SK하이닉스 at the market on `venue`.
    static func marketSale(_ quantity: Int = 2, venue: Venue = .nxt) -> OrderTicket {
        OrderTicket(side: .sell, code: StockCode("000660")!, name: "SK하이닉스", quantity: quantity, price: .market, venue: venue, countedPrice: 110_000)
    }

    /// The paper review of `ticket`, ready to submit.
    static func review(_ ticket: OrderTicket, mode: TradingMode = .paper) -> OrderReview {
        OrderReview(ticket: ticket, mode: mode, costs: .none, cash: 10_000_000, warnings: [])
    }
}
