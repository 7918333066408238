// The order a catalog lists its securities in, which search keeps for equally good matches: best-known first.

/// Puts a catalog's securities best-known first: by listed value (listed shares × reference price, in
/// KRW), larger first, equal values in the order given. `StockResolver` lists equally good matches in
/// catalog order, so "samsung" names 삼성전자 before 삼성화재, 삼성제약 and 삼성스팩10호.
public enum ProminenceOrder {
    /// `stocks` reordered by `listedValues` (one per stock, same positions), largest first.
    public static func sorted(_ stocks: [Stock], listedValues: [Int]) -> [Stock] {
        precondition(stocks.count == listedValues.count, "one listed value per stock")
        let order = stocks.indices.sorted { lhs, rhs in
            listedValues[lhs] != listedValues[rhs] ? listedValues[lhs] > listedValues[rhs] : lhs < rhs
        }
        return order.map { stocks[$0] }
    }
}
