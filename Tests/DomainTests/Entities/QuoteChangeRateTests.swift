// A change in percent of its base, as KIS writes rates: two decimals, rounded, and no base no rate.

import Domain
import Testing

@Suite("Quote.changeRate")
struct QuoteChangeRateTests {
    @Test("two decimals, rounded half away from zero either way")
    func rounding() {
        #expect(Quote.changeRate(of: -1_135, against: 111_235) == -1.02)
        #expect(Quote.changeRate(of: 500, against: 71_000) == 0.7)
        #expect(Quote.changeRate(of: 1, against: 200) == 0.5)
        #expect(Quote.changeRate(of: -1, against: 8) == -12.5)
    }

    @Test("a zero base gives no rate rather than infinity")
    func zeroBase() {
        #expect(Quote.changeRate(of: 100, against: 0) == 0)
    }
}
