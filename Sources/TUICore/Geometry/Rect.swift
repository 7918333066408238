// A rectangle of cells: the area a widget draws into.

/// A rectangle of cells; `maxX`/`maxY` are exclusive. Widths and heights are never negative: every
/// operation that would shrink a rectangle below zero gives an empty one instead.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// The rectangle of a whole screen of `size`.
    public init(size: Size) {
        self.init(x: 0, y: 0, width: size.width, height: size.height)
    }

    public var origin: Point { Point(x: x, y: y) }
    public var size: Size { Size(width: width, height: height) }
    public var minX: Int { x }
    public var minY: Int { y }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width == 0 || height == 0 }

    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// The cells in both rectangles (empty, at `self`'s origin, when they do not overlap).
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return Rect(x: x, y: y, width: 0, height: 0) }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// This rectangle shrunk by `horizontal` cells on the left and right and `vertical` on top and bottom.
    public func inset(horizontal: Int = 0, vertical: Int = 0) -> Rect {
        Rect(x: x + horizontal, y: y + vertical, width: width - 2 * horizontal, height: height - 2 * vertical)
    }

    /// This rectangle shrunk by `amount` cells on every side.
    public func inset(by amount: Int) -> Rect {
        inset(horizontal: amount, vertical: amount)
    }

    /// The first `rows` rows (fewer if the rectangle is shorter).
    public func top(_ rows: Int) -> Rect {
        Rect(x: x, y: y, width: width, height: min(max(0, rows), height))
    }

    /// The last `rows` rows (fewer if the rectangle is shorter).
    public func bottom(_ rows: Int) -> Rect {
        let kept = min(max(0, rows), height)
        return Rect(x: x, y: maxY - kept, width: width, height: kept)
    }

    /// Everything below the first `rows` rows.
    public func droppingTop(_ rows: Int) -> Rect {
        let dropped = min(max(0, rows), height)
        return Rect(x: x, y: y + dropped, width: width, height: height - dropped)
    }

    /// Everything above the last `rows` rows.
    public func droppingBottom(_ rows: Int) -> Rect {
        Rect(x: x, y: y, width: width, height: height - min(max(0, rows), height))
    }

    /// Everything right of the first `columns` columns.
    public func droppingLeft(_ columns: Int) -> Rect {
        let dropped = min(max(0, columns), width)
        return Rect(x: x + dropped, y: y, width: width - dropped, height: height)
    }

    /// The single row `index` rows below the top (empty when outside).
    public func row(_ index: Int) -> Rect {
        guard index >= 0, index < height else { return Rect(x: x, y: y + max(0, index), width: width, height: 0) }
        return Rect(x: x, y: y + index, width: width, height: 1)
    }

    /// A rectangle of `size` centred in this one, clamped to fit inside it.
    public func centered(_ size: Size) -> Rect {
        let width = min(size.width, self.width)
        let height = min(size.height, self.height)
        return Rect(x: x + (self.width - width) / 2, y: y + (self.height - height) / 2, width: width, height: height)
    }

    public var description: String { "(\(x), \(y)) \(width)×\(height)" }
}
