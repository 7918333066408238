// The simulated exchange's account as data: cash, holdings and orders, as saved in simulated-account.json.

import Domain
import FoundationEssentials

/// The simulated account's books: settled cash, one averaged position per stock (as KIS keeps them),
/// and the orders and fills of every day since the file was made. A value: the repository owns the
/// one copy and saves it after every change.
struct SimulatedAccountBook: Codable, Equatable, Sendable {
    /// One averaged position.
    struct Position: Codable, Equatable, Sendable {
        var quantity: Int
        /// What the shares cost, whole KRW (moving average: a sale takes its share of it away).
        var purchaseAmount: Int

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
    var cash: Int
    /// Positions by stock code, in the order they were opened.
    var positions: [String: Position]
    var positionOrder: [String]
    var orders: [AccountOrder]
    var fills: [AccountFill]

    enum CodingKeys: String, CodingKey {
        case version, cash, positions, orders, fills
        case positionOrder = "position_order"
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
