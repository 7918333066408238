// The error the Reactive tests inject into sequences.

/// A recognisable error for marble tests.
struct TestError: Error, Equatable, CustomStringConvertible {
    let id: Int
    init(_ id: Int = 0) { self.id = id }
    var description: String { "TestError(\(id))" }
}
