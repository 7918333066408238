// The simulated exchange's matching: orders placed, cancelled and filled by trades, per second of CPU on one core.

import Domain
import Foundation
import Glibc
import MarketData

/// Benchmarks of `SimulatedAccountBook`'s matching, the simulated exchange's order desk without its file
/// and snapshots: a seeded stream of limit and market orders and cancels over 41 stocks, each followed by
/// a trade of its stock that fills what it crosses in price-time priority.
enum OrderMatchingWorkloads {
    static let all: [Workload] = [
        Workload(
            id: "sim-matching",
            title: "Simulated matching: 400,000 orders (80 % limit within 5 ticks, 10 % market, 10 % cancels) over 41 stocks, each followed by a trade, per CPU second (checksum: fills)",
            goal: "≥ 200,000 orders/s on one core",
            measure: { measure(orders: 400_000) }
        ),
    ]

    private static let tick = 100

    /// One step of the stream: an order (or a cancel) for one stock, then a trade of that stock.
    private struct Step {
        let stock: Int
        let side: OrderSide
        /// 0: cancel one of the last 200 orders; 1: a market order; otherwise a limit order.
        let kind: Int
        /// The limit's distance from the last price in ticks, -5…5 (positive: away from crossing).
        let offset: Int
        let quantity: Int
        /// The trade's move from the last price, -1…1 ticks.
        let drift: Int
        let shares: Int
        let cancelBack: Int
    }

    /// `count` steps drawn from a fixed seed (SplitMix64), made before the clock starts.
    private static func steps(_ count: Int, stocks: Int) -> [Step] {
        var state: UInt64 = 0x5EED_0032
        func next(below bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((mixed ^ (mixed >> 31)) % UInt64(bound))
        }
        return (0..<count).map { _ in
            Step(
                stock: next(below: stocks), side: next(below: 2) == 0 ? .buy : .sell, kind: next(below: 10), offset: next(below: 11) - 5,
                quantity: 1 + next(below: 50), drift: next(below: 3) - 1, shares: 1 + next(below: 100), cancelBack: next(below: 200)
            )
        }
    }

    private static func measure(orders count: Int) -> Figure {
        let codes = (0..<41).map { StockCode(String(format: "%06d", 100_000 + $0 * 10))! }
        let stream = steps(count, stocks: codes.count)
        var lastPrices = Array(repeating: 70_000, count: codes.count)
        var book = SimulatedAccountBook(cash: 1_000_000_000_000, positions: [:], positionOrder: [], orders: [], fills: [])
        let time = Date(timeIntervalSince1970: 1_800_000_000)
        let start = clock()
        for step in stream {
            let code = codes[step.stock]
            let last = lastPrices[step.stock]
            switch step.kind {
            case 0:
                _ = book.cancel(orderNumber: String(max(1, book.orders.count - step.cancelBack)))
            case 1:
                _ = book.place(ticket(step.side, code, quantity: step.quantity, price: .market, counted: last), at: time, lastPrice: last, costs: .none)
            default:
                let limit = step.side == .buy ? last - step.offset * tick : last + step.offset * tick
                _ = book.place(ticket(step.side, code, quantity: step.quantity, price: .limit(limit), counted: limit), at: time, lastPrice: last, costs: .none)
            }
            let traded = max(tick, last + step.drift * tick)
            lastPrices[step.stock] = traded
            _ = book.match(code, tradePrice: traded, shares: step.shares, time: time, costs: .none)
        }
        let seconds = Double(clock() - start) / Double(CLOCKS_PER_SEC)
        return Figure(value: Double(count) / seconds, unit: "orders/s", checksum: book.fills.count)
    }

    private static func ticket(_ side: OrderSide, _ code: StockCode, quantity: Int, price: OrderPrice, counted: Int) -> OrderTicket {
        OrderTicket(side: side, code: code, name: code.rawValue, quantity: quantity, price: price, venue: .krx, countedPrice: counted)
    }
}
