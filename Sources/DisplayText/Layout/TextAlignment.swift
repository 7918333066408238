// Where text sits inside a run of cells that is wider than the text.

/// Horizontal placement of text inside a wider run of cells (numbers right, names left, titles centred).
public enum TextAlignment: Sendable, Hashable {
    case left
    case center
    case right

    /// Empty cells before text `contentWidth` cells wide in a run of `cells` cells (0 when it does not fit).
    public func leadingPadding(contentWidth: Int, cells: Int) -> Int {
        let spare = max(0, cells - contentWidth)
        switch self {
        case .left: return 0
        case .center: return spare / 2
        case .right: return spare
        }
    }
}
