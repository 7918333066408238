// Maps prices to positions on a chart's vertical axis: the highest price at the top, the lowest at the bottom.

/// A linear vertical scale over `low...high` with `steps` positions (rows of cells, or of braille
/// dots), position 0 at the top. A flat range (one price) sits in the middle.
struct ChartScale {
    let low: Int
    let high: Int
    let steps: Int

    /// The scale covering every value in `values` (at least one), with `steps` positions.
    init?(covering values: some Sequence<Int>, steps: Int) {
        var low = Int.max
        var high = Int.min
        for value in values {
            low = min(low, value)
            high = max(high, value)
        }
        guard low <= high, steps > 0 else { return nil }
        self.low = low
        self.high = high
        self.steps = steps
    }

    /// The position of `value`, 0 (the top, `high`) to `steps - 1` (the bottom, `low`), rounded to
    /// the nearest and clamped.
    func position(of value: Int) -> Int {
        guard high > low else { return steps / 2 }
        let fromTop = Double(high - value) / Double(high - low) * Double(steps - 1)
        return min(steps - 1, max(0, Int(fromTop.rounded())))
    }
}
