// The closure of the "a throwing closure becomes an error" marble tests.

/// Returns `value` unchanged, but throws `TestError(2)` for 2 (the second element of those
/// tests' sources), so each test reads as "the closure fails at 220".
func throwingOnTwo(_ value: Int) throws -> Int {
    if value == 2 { throw TestError(2) }
    return value
}
