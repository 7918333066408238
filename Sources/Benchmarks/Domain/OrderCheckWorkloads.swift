// The order ticket's check as the user types: every keystroke of a few orders through the check use case.

import Domain
import DomainTestDoubles
import Foundation
import Glibc
import Reactive

/// Benchmarks of `DefaultCheckOrderUseCase` per keystroke: the parse, the quote and account it reads (test
/// doubles that answer at once: the local work only), the grid, limits, buying power and precautions.
enum OrderCheckWorkloads {
    static let all: [Workload] = [
        Workload(
            id: "order-check-keystroke",
            title: "Order ticket check per keystroke: every prefix of 4 orders (limit, market, off-grid, sell) through DefaultCheckOrderUseCase over doubles, mean (ms of CPU)",
            goal: "≤ 0.1 ms per keystroke",
            measure: { measure(rounds: 2_000) }
        ),
    ]

    private static let typed = ["10 @ 70,000", "3 @ market", "25 @ 70,050", "5 @ 71,000 NXT"]

    private static func measure(rounds: Int) -> Figure {
        let stock = Stock(code: StockCode("005930")!, nameKorean: "삼성전자", nameEnglish: "Samsung Electronics", market: .kospi)
        let holding = AccountHolding(code: stock.code, name: stock.nameKorean, quantity: 100, sellableQuantity: 100, purchaseAmount: 6_500_000, brokerPrice: 70_000)
        let check = DefaultCheckOrderUseCase(
            orders: FakeOrderRepository(mode: .paper), account: FakeAccountRepository(.sample([holding], cash: 10_000_000)),
            quotes: FakeQuoteRepository(quote: .of(stock.code, price: 70_000, base: 70_000, time: Date())), catalog: InMemoryStockCatalog([stock]),
            clock: SerialDispatchQueueScheduler(internalSerialQueueName: "order-check-clock"), settings: OrderSettings(mode: .paper)
        )
        let keystrokes = typed.flatMap { order in (1...order.count).map { String(order.prefix($0)) } }
        var outcomes = 0
        let start = clock()
        for _ in 0..<rounds {
            for (index, text) in keystrokes.enumerated() {
                let side: OrderSide = index % 4 == 3 ? .sell : .buy
                _ = check.execute(text: text, side: side, code: stock.code, name: stock.nameKorean).subscribe(
                    onSuccess: { _ in outcomes += 1 }, onFailure: { _ in outcomes += 2 }
                )
            }
        }
        let seconds = Double(clock() - start) / Double(CLOCKS_PER_SEC)
        return Figure(value: seconds / Double(rounds * keystrokes.count) * 1_000, unit: "ms", checksum: outcomes / rounds)
    }
}
