// A size in terminal cells.

/// A size in cells: `width` columns by `height` rows.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// Whether this size is at least `other` in both directions.
    public func covers(_ other: Size) -> Bool {
        width >= other.width && height >= other.height
    }

    /// `width×height`, as shown to the user.
    public var description: String { "\(width)×\(height)" }
}
