// One cell of a canvas grid as stored: a character code and a packed style, eight bytes.

/// A cell as `MemoryCanvas` stores it: a code (scalar value, flagged cluster index, or the continuation
/// mark) and a packed style (`Style.packed`). Trivially copyable, so grids clear, fill and compare fast.
public struct StoredCell: Equatable, Sendable {
    /// The character code: a scalar value, a flagged cluster index or `continuation`.
    public var code: UInt32
    /// The cell's `Style.packed`.
    public var style: UInt32

    /// A cell of `code` in the packed style `style`.
    public init(code: UInt32, style: UInt32) {
        self.code = code
        self.style = style
    }

    /// The code of a space.
    public static let space: UInt32 = 0x20
    /// The right half of a wide character.
    public static let continuation: UInt32 = 0xFFFF_FFFF
    /// Set on a code that indexes the canvas's table of multi-scalar clusters.
    public static let clusterFlag: UInt32 = 0x8000_0000
    /// A plain space.
    public static let blank = StoredCell(code: space, style: 0)

    /// Whether the code indexes the cluster table (whose indices mean nothing outside one canvas and frame).
    public var isCluster: Bool { code & Self.clusterFlag != 0 && code != Self.continuation }
}
