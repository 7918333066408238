// The KIS client's order calls: order-cash sent exactly once, and today's orders of one stock.

import Domain
import FoundationEssentials
import Networking
import Reactive

extension KISClient {
    /// Sends `order` to order-cash once (`authorizedOnce`: never resent, whatever happens): KIS's
    /// acceptance, or a `KISError` — `.api` (and the gateway's token and rate refusals) when KIS refused
    /// it, `.network` when the answer did not come or could not be read.
    func placeOrder(_ order: KISOrderCashBodyDTO, side: OrderSide) -> Single<KISOrderCashResponseDTO.Output> {
        let accountType = host.accountType
        return authorizedOnce { token, credentials in
            KISOrderEndPoints.orderCash(order, side: side, accountType: accountType, token: token, credentials: credentials)
        } decode: { response in
            guard let output = response.value.output else { throw response.value.status.error }
            return output
        }
    }

    /// `account`'s orders of `code` on `side` today (Korea time), newest first (inquire-daily-ccld, one page).
    func fetchTodaysOrders(_ account: KISAccountNumber, code: StockCode, side: OrderSide) -> Single<[AccountOrder]> {
        let accountType = host.accountType
        let day = TradeDate(koreaDayOf: now)
        return authorized { token, credentials in
            KISOrderEndPoints.dailyOrders(account, on: day, code: code, side: side, accountType: accountType, token: token, credentials: credentials)
        } decode: { response in
            var orders: [AccountOrder] = []
            for row in response.orders {
                orders.append(try row.toDomain())
            }
            return orders
        }
    }
}
