// The simulator's own pseudo-random numbers: xoshiro256** seeded through SplitMix64, same seed → same run.

/// A small, fast, reproducible pseudo-random generator (xoshiro256** by Blackman and Vigna).
///
/// The system generator cannot be replayed; this one gives the same numbers for the same seed on every
/// machine and Swift version, which `--seed` promises.
struct SeededRandomGenerator: Sendable, Equatable {
    private var state: (UInt64, UInt64, UInt64, UInt64)

    /// A generator whose 256-bit state is expanded from `seed` with SplitMix64 (never all zero).
    init(seed: UInt64) {
        var mixer = seed
        func splitMix() -> UInt64 {
            mixer &+= 0x9E37_79B9_7F4A_7C15
            var z = mixer
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        state = (splitMix(), splitMix(), splitMix(), splitMix())
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        let result = rotateLeft(state.1 &* 5, by: 7) &* 9
        let shifted = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= shifted
        state.3 = rotateLeft(state.3, by: 45)
        return result
    }

    /// A number in `0..<bound` (Lemire's multiply-high method; the tiny bias is irrelevant here).
    mutating func next(below bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// A number in [0, 1) with 53 random bits.
    mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    private func rotateLeft(_ value: UInt64, by amount: UInt64) -> UInt64 {
        (value << amount) | (value >> (64 - amount))
    }

    static func == (lhs: SeededRandomGenerator, rhs: SeededRandomGenerator) -> Bool {
        lhs.state == rhs.state
    }
}
