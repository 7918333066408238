// The resting orders of one simulated stock, each side in priority order, so a trade finds what it crosses at once.

import Domain

/// The orders of one stock with shares resting in the simulated book, by their index in the book's orders.
///
/// Each side is kept sorted so the orders a trade reaches first are at the end: buys by ascending limit,
/// sells by descending limit, market orders last (they cross any trade), and at one limit the earlier
/// order nearer the end (time priority). A trade's crossing orders are then a suffix of each side, found
/// without looking at the orders it does not reach.
struct SimulatedRestingOrders: Equatable, Sendable {
    /// One resting order: its priority `key` on its side (the limit for a buy, minus the limit for a sell,
    /// `Int.max` for a market order) and its index in the book.
    struct Entry: Equatable, Sendable {
        let key: Int
        let index: Int
    }

    private(set) var buys: [Entry] = []
    private(set) var sells: [Entry] = []

    var isEmpty: Bool { buys.isEmpty && sells.isEmpty }

    /// The book indices of the resting sells.
    var sellIndices: [Int] { sells.map(\.index) }

    /// Adds `order`, the book's order at `index`, in its place on its side.
    mutating func insert(_ order: AccountOrder, at index: Int) {
        let entry = Entry(key: Self.key(of: order), index: index)
        switch order.side {
        case .buy: buys.insert(entry, at: Self.position(of: entry, in: buys))
        case .sell: sells.insert(entry, at: Self.position(of: entry, in: sells))
        }
    }

    /// Removes `order`, the book's order at `index`; nothing when it is not here.
    mutating func remove(_ order: AccountOrder, at index: Int) {
        let entry = Entry(key: Self.key(of: order), index: index)
        switch order.side {
        case .buy: Self.remove(entry, from: &buys)
        case .sell: Self.remove(entry, from: &sells)
        }
    }

    /// The book indices of the orders a trade at `price` crosses: the buys limited at or above it, the
    /// sells at or below it, and every market order.
    func crossing(at price: Int) -> [Int] {
        Self.suffix(of: buys, from: price) + Self.suffix(of: sells, from: -price)
    }

    private static func key(of order: AccountOrder) -> Int {
        guard let limit = order.price else { return .max }
        return order.side == .buy ? limit : -limit
    }

    /// Whether `first` comes before `second` on a side: a lower key, or at one key the later order.
    private static func precedes(_ first: Entry, _ second: Entry) -> Bool {
        first.key != second.key ? first.key < second.key : first.index > second.index
    }

    /// The first position whose entry does not precede `entry` (binary search).
    private static func position(of entry: Entry, in side: [Entry]) -> Int {
        var low = 0
        var high = side.count
        while low < high {
            let middle = (low + high) / 2
            if precedes(side[middle], entry) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func remove(_ entry: Entry, from side: inout [Entry]) {
        let found = position(of: entry, in: side)
        if found < side.count, side[found] == entry { side.remove(at: found) }
    }

    /// The indices of the entries at the end of `side` whose key is at least `key`.
    private static func suffix(of side: [Entry], from key: Int) -> [Int] {
        var start = side.count
        while start > 0, side[start - 1].key >= key { start -= 1 }
        return side[start...].map(\.index)
    }
}
