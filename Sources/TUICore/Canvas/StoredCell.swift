// One cell of a canvas grid as stored: a character code and a packed style, eight bytes.

/// A cell as `MemoryCanvas` stores it: a code (scalar value, flagged cluster index, or the continuation
/// mark) and a packed style (`Style.packed`). Trivially copyable, so grids clear, fill and compare fast.
public struct StoredCell: Equatable, Sendable {
    public var code: UInt32
    public var style: UInt32

    public static let space: UInt32 = 0x20
    /// The right half of a wide character.
    public static let continuation: UInt32 = 0xFFFF_FFFF
    /// Set on a code that indexes the canvas's table of multi-scalar clusters.
    public static let clusterFlag: UInt32 = 0x8000_0000
    public static let blank = StoredCell(code: space, style: 0)

    /// Whether the code indexes the cluster table (whose indices mean nothing outside one canvas and frame).
    public var isCluster: Bool { code & Self.clusterFlag != 0 && code != Self.continuation }
}
