// The KIS client's read of the account's orders: every page of inquire-daily-ccld, up to a cap.

import Domain
import FoundationEssentials
import Networking
import Reactive

extension KISClient {
    /// The most pages of inquire-daily-ccld one read takes (300 orders on paper, 2,000 real).
    static let dailyOrdersPageLimit = 20

    /// `account`'s orders from `first` (today when nil) through today (Korea time) — of `code`, on `side`,
    /// numbered `number`, each when given; with `filledOnly`, those with a fill — newest first, every page
    /// KIS lists (`tr_cont` paging, each page through the limiter) up to `dailyOrdersPageLimit`; `isCut`
    /// when KIS had more past it. `priority` is each page's in the limiter's queue.
    func fetchOrderPages(
        _ account: KISAccountNumber, since first: TradeDate? = nil, code: StockCode? = nil, side: OrderSide? = nil, number: String? = nil,
        filledOnly: Bool = false, priority: RequestPriority = .routine
    ) -> Single<(orders: [KISDailyOrderDTO], isCut: Bool)> {
        let accountType = host.accountType
        let day = TradeDate(koreaDayOf: now)
        return KISPageContext.readAll(limit: Self.dailyOrdersPageLimit, fetch: { page in
            self.authorizedExchange(priority: priority) { token, credentials in
                KISOrderEndPoints.dailyOrders(
                    account, from: first ?? day, through: day, code: code, side: side, number: number, filledOnly: filledOnly, page: page,
                    accountType: accountType, token: token, credentials: credentials
                )
            } decode: { response in
                response.value.toPage(trCont: response.headers["tr_cont"])
            }
        }, next: \.next)
        .map { read in (read.pages.flatMap(\.orders), read.isCut) }
    }
}
