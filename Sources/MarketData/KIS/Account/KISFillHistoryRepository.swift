// The KIS account's past fills: inquire-daily-ccld over the last three months, the orders that filled.

import Domain
import Reactive

/// The fills of one stock since a day, read from inquire-daily-ccld (orders with a fill, every page):
/// KIS lists each order with its filled quantity and average price (avg_prvs), so each becomes one fill
/// at that average, rounded to whole won, timed when the order was made. More pages than
/// `KISClient.dailyOrdersPageLimit` fail with `KISDailyOrdersCut`: lots from part of the fills would be wrong.
public final class KISFillHistoryRepository: FillHistoryRepository {
    /// KIS answers inquire-daily-ccld (TTTC0081R) for the last three months.
    public let monthsKept = 3
    private let read: (StockCode, TradeDate) -> Single<(orders: [KISDailyOrderDTO], isCut: Bool)>

    /// Reads the orders of account `number` through `client`, each page in the limiter's routine queue.
    public convenience init(client: KISClient, number: KISAccountNumber) {
        self.init { code, since in client.fetchOrderPages(number, since: since, code: code, filledOnly: true) }
    }

    /// Over `read`, which answers a stock's orders since a day, newest first, as KIS lists them (tests).
    init(read: @escaping (StockCode, TradeDate) -> Single<(orders: [KISDailyOrderDTO], isCut: Bool)>) {
        self.read = read
    }

    public func fills(of code: StockCode, since start: TradeDate) -> Single<[AccountFill]> {
        read(code, start).map { read in
            guard !read.isCut else { throw KISDailyOrdersCut(pages: KISClient.dailyOrdersPageLimit, since: start) }
            var fills: [AccountFill] = []
            for row in read.orders.reversed() {
                let order = try row.toDomain()
                guard order.code == code, order.filledQuantity > 0, let price = order.averageFillPrice else { continue }
                fills.append(AccountFill(orderNumber: order.number, code: code, side: order.side, quantity: order.filledQuantity, price: price, time: order.time))
            }
            return fills
        }
    }
}
