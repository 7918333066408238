// The simulator's generator replays for a seed and differs between seeds.

@testable import MarketData
import Testing

@Suite("SeededRandomGenerator")
struct SeededRandomGeneratorTests {
    static func draws(seed: UInt64, count: Int = 100) -> [UInt64] {
        var generator = SeededRandomGenerator(seed: seed)
        return (0..<count).map { _ in generator.next() }
    }

    @Test("the same seed gives the same numbers; another seed gives others")
    func reproducible() {
        #expect(Self.draws(seed: 42) == Self.draws(seed: 42))
        #expect(Self.draws(seed: 42) != Self.draws(seed: 43))
        #expect(Set(Self.draws(seed: 0)).count == 100)
    }

    @Test("bounded and unit draws stay in range and cover it")
    func ranges() {
        var generator = SeededRandomGenerator(seed: 7)
        let bounded = (0..<10_000).map { _ in generator.next(below: 6) }
        #expect(Set(bounded) == Set(0..<6))
        let units = (0..<10_000).map { _ in generator.nextUnit() }
        #expect(units.allSatisfy { $0 >= 0 && $0 < 1 })
        #expect(units.min()! < 0.01 && units.max()! > 0.99)
    }
}
