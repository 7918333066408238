// The simulated exchange's account as data: cash, holdings and orders, as saved in simulated-account.json.

import Domain
import FoundationEssentials

/// The simulated account's books: settled cash, one averaged position per stock (as KIS keeps them),
/// and the orders and fills of every day since the file was made. A value: the repository owns the
/// one copy and saves it after every change. Public so the benchmarks can time its matching.
///
/// Orders are looked up by number in constant time (the n-th order is numbered n) and the resting ones
/// are indexed by stock in priority order (`restingByCode`, derived: rebuilt from `orders` when read,
/// never saved), so a trade looks only at the orders it crosses, not every order the file has ever held.
public struct SimulatedAccountBook: Codable, Equatable, Sendable {
    /// One averaged position.
    public struct Position: Codable, Equatable, Sendable {
        public var quantity: Int
        /// What the shares cost, whole KRW (moving average: a sale takes its share of it away).
        public var purchaseAmount: Int

        public init(quantity: Int, purchaseAmount: Int) {
            self.quantity = quantity
            self.purchaseAmount = purchaseAmount
        }

        enum CodingKeys: String, CodingKey {
            case quantity
            case purchaseAmount = "purchase_amount"
        }
    }

    /// Mixed into the seed so that the account's draws differ from the prices' own.
    private static let seedSalt: UInt64 = 0xACC0_0000_5EED
    /// The file format's version; a file of another version is not read.
    static let currentVersion = 1

    var version = Self.currentVersion
    /// Cash, whole KRW (the simulator settles at once: deposit, D+1 and D+2 are the same).
    public internal(set) var cash: Int
    /// Positions by stock code, in the order they were opened.
    public internal(set) var positions: [String: Position]
    public internal(set) var positionOrder: [String]
    /// Every order in the order it was made; changed only through the book's methods, which keep
    /// `restingByCode` in step.
    public internal(set) var orders: [AccountOrder]
    public internal(set) var fills: [AccountFill]
    /// The orders with shares resting, by stock, each side in priority order.
    var restingByCode: [StockCode: SimulatedRestingOrders]

    enum CodingKeys: String, CodingKey {
        case version, cash, positions, orders, fills
        case positionOrder = "position_order"
    }

    /// A book holding `orders` (the resting ones indexed at once).
    public init(cash: Int, positions: [String: Position], positionOrder: [String], orders: [AccountOrder], fills: [AccountFill]) {
        self.cash = cash
        self.positions = positions
        self.positionOrder = positionOrder
        self.orders = orders
        self.fills = fills
        restingByCode = Self.restingIndex(of: orders)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            cash: try container.decode(Int.self, forKey: .cash),
            positions: try container.decode([String: Position].self, forKey: .positions),
            positionOrder: try container.decode([String].self, forKey: .positionOrder),
            orders: try container.decode([AccountOrder].self, forKey: .orders),
            fills: try container.decode([AccountFill].self, forKey: .fills)
        )
        version = try container.decode(Int.self, forKey: .version)
    }

    /// The resting orders by stock, built from scratch.
    static func restingIndex(of orders: [AccountOrder]) -> [StockCode: SimulatedRestingOrders] {
        var index: [StockCode: SimulatedRestingOrders] = [:]
        for (position, order) in orders.enumerated() where order.remainingQuantity > 0 {
            index[order.code, default: SimulatedRestingOrders()].insert(order, at: position)
        }
        return index
    }

    /// The starting account for `seed`: 10 to 19 million won and four stocks of `listings` (those
    /// priced under 500,000 won) worth about 1 to 3 million each, bought 15 % below to 15 % above
    /// their reference price. The same seed and listings give the same account on every machine.
    static func seeded(listings: [SimulatedListing], seed: UInt64) -> SimulatedAccountBook {
        var random = SeededRandomGenerator(seed: seed ^ Self.seedSalt)
        var candidates = listings.filter { $0.referencePrice < 500_000 }
        var positions: [String: Position] = [:]
        var order: [String] = []
        while order.count < 4, !candidates.isEmpty {
            let listing = candidates.remove(at: random.next(below: candidates.count))
            let target = 1_000_000 + random.next(below: 2_000_001)
            let quantity = max(1, target / listing.referencePrice)
            let bought = Double(listing.referencePrice) * (0.85 + 0.3 * random.nextUnit())
            let price = KRXPriceGrid.of(listing.stock.kind).nearestGridPrice(to: max(1, Int(bought)))
            positions[listing.stock.code.rawValue] = Position(quantity: quantity, purchaseAmount: quantity * price)
            order.append(listing.stock.code.rawValue)
        }
        let cash = 10_000_000 + 1_000_000 * random.next(below: 10)
        return SimulatedAccountBook(cash: cash, positions: positions, positionOrder: order, orders: [], fills: [])
    }
}
