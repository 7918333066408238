// The KIS client's order calls: order-cash and order-rvsecncl sent exactly once, and today's orders.

import Domain
import FoundationEssentials
import Networking
import Reactive

extension KISClient {
    /// Sends `order` to order-cash once (`authorizedOnce`: never resent, whatever happens): KIS's
    /// acceptance, or a `KISError` — `.api` (and the gateway's token and rate refusals) when KIS refused
    /// it, `.network` when the answer did not come or could not be read.
    func placeOrder(_ order: KISOrderCashBodyDTO, side: OrderSide) -> Single<KISOrderAnswerDTO.Output> {
        let accountType = host.accountType
        return authorizedOnce(priority: .urgent) { token, credentials in
            KISOrderEndPoints.orderCash(order, side: side, accountType: accountType, token: token, credentials: credentials)
        } decode: { response in
            try Self.acceptance(response.value)
        }
    }

    /// Sends `change` (a cancel or a revise) to order-rvsecncl once, as `placeOrder` sends an order.
    func changeOrder(_ change: KISOrderChangeBodyDTO) -> Single<KISOrderAnswerDTO.Output> {
        let accountType = host.accountType
        return authorizedOnce(priority: .urgent) { token, credentials in
            KISOrderEndPoints.changeOrder(change, accountType: accountType, token: token, credentials: credentials)
        } decode: { response in
            try Self.acceptance(response.value)
        }
    }

    /// `account`'s orders today (Korea time) — of `code`, on `side`, numbered `number`, each when given —
    /// newest first, as KIS lists them (inquire-daily-ccld, every page: `fetchOrderPages`); more than
    /// its page cap fails with `KISDailyOrdersCut` rather than pass for all. `priority` as the pages'.
    func fetchTodaysOrderRows(
        _ account: KISAccountNumber, code: StockCode? = nil, side: OrderSide? = nil, number: String? = nil, priority: RequestPriority = .routine
    ) -> Single<[KISDailyOrderDTO]> {
        fetchOrderPages(account, code: code, side: side, number: number, priority: priority).map { read in
            guard !read.isCut else { throw KISDailyOrdersCut(pages: Self.dailyOrdersPageLimit) }
            return read.orders
        }
    }

    /// `account`'s orders of `code` on `side` today, newest first, as the account model has them.
    func fetchTodaysOrders(_ account: KISAccountNumber, code: StockCode, side: OrderSide) -> Single<[AccountOrder]> {
        fetchTodaysOrderRows(account, code: code, side: side).map { rows in
            var orders: [AccountOrder] = []
            for row in rows {
                orders.append(try row.toDomain())
            }
            return orders
        }
    }

    /// The accepted order of an answer, or KIS's refusal.
    private static func acceptance(_ answer: KISOrderAnswerDTO) throws(KISError) -> KISOrderAnswerDTO.Output {
        try answer.envelope.successOutput()
    }
}
