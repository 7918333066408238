// How wide a table column is: fixed, or a weighted share of the spare width with a minimum.

/// The width rule of a `TableColumn`.
public enum ColumnWidth: Hashable, Sendable {
    /// Always exactly this many cells.
    case fixed(Int)
    /// At least `minimum` cells, plus a share of the spare width in proportion to `weight`.
    case flexible(weight: Int = 1, minimum: Int = 0)

    /// The cells this column needs at the least.
    public var minimum: Int {
        switch self {
        case .fixed(let width): return max(0, width)
        case .flexible(_, let minimum): return max(0, minimum)
        }
    }

    /// Its share of spare width (0 for a fixed column).
    public var weight: Int {
        switch self {
        case .fixed: return 0
        case .flexible(let weight, _): return max(0, weight)
        }
    }

    /// The widths of columns laid out left to right in `available` cells with `spacing` cells between
    /// neighbours. Columns are placed at their minimum while they fit; the first that does not fit and
    /// every column after it get width 0 (hidden). The spare width goes to the placed flexible columns
    /// by weight, any remainder one cell at a time from the left.
    public static func resolve(_ rules: [ColumnWidth], spacing: Int, available: Int) -> [Int] {
        var widths = Array(repeating: 0, count: rules.count)
        var used = 0
        var placed = 0
        for (index, rule) in rules.enumerated() {
            let needed = rule.minimum + (placed > 0 ? spacing : 0)
            guard used + needed <= available else { break }
            widths[index] = rule.minimum
            used += needed
            placed += 1
        }
        let flexible = (0..<placed).filter { rules[$0].weight > 0 }
        let totalWeight = flexible.reduce(0) { $0 + rules[$1].weight }
        let spare = available - used
        guard totalWeight > 0, spare > 0 else { return widths }
        var given = 0
        for index in flexible {
            let share = spare * rules[index].weight / totalWeight
            widths[index] += share
            given += share
        }
        for index in flexible.prefix(spare - given) {
            widths[index] += 1
        }
        return widths
    }
}
