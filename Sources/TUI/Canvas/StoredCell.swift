// One cell of a canvas grid as stored: a character code and a packed style, eight bytes.

/// A cell as `MemoryCanvas` stores it: a code (scalar value, flagged cluster index, or the continuation
/// mark) and a packed style (`Style.packed`). Trivially copyable, so grids clear, fill and compare fast.
struct StoredCell: Equatable {
    var code: UInt32
    var style: UInt32

    static let space: UInt32 = 0x20
    /// The right half of a wide character.
    static let continuation: UInt32 = 0xFFFF_FFFF
    /// Set on a code that indexes the canvas's table of multi-scalar clusters.
    static let clusterFlag: UInt32 = 0x8000_0000
    static let blank = StoredCell(code: space, style: 0)

    /// Whether the code indexes the cluster table (whose indices mean nothing outside one canvas and frame).
    var isCluster: Bool { code & Self.clusterFlag != 0 && code != Self.continuation }
}
