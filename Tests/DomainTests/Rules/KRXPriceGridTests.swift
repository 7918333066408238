// The KRX tick table at every band edge and the ±30% limits of KIS.md.

import Domain
import Testing

@Suite("KRXPriceGrid")
struct KRXPriceGridTests {
    @Test("tick sizes change at each band edge", arguments: [
        (1_999, 1), (2_000, 5), (4_995, 5), (5_000, 10), (19_990, 10), (20_000, 50), (49_950, 50),
        (50_000, 100), (199_900, 100), (200_000, 500), (499_500, 500), (500_000, 1_000), (2_289_000, 1_000),
    ])
    func tickSize(price: Int, tick: Int) {
        #expect(KRXPriceGrid.tickSize(at: price) == tick)
    }

    @Test("the next price up and down crosses band edges onto the other band's grid")
    func neighbours() {
        #expect(KRXPriceGrid.priceAbove(1_999) == 2_000)
        #expect(KRXPriceGrid.priceAbove(2_000) == 2_005)
        #expect(KRXPriceGrid.priceBelow(2_000) == 1_999)
        #expect(KRXPriceGrid.priceBelow(200_000) == 199_900)
        #expect(KRXPriceGrid.priceAbove(199_900) == 200_000)
        #expect(KRXPriceGrid.priceAbove(234_100) == 234_500)
        #expect(KRXPriceGrid.priceBelow(234_100) == 234_000)
        #expect(KRXPriceGrid.priceBelow(1) == 1)
    }

    @Test("grid membership and snapping")
    func grid() {
        #expect(KRXPriceGrid.isOnGrid(272_000))
        #expect(!KRXPriceGrid.isOnGrid(272_100))
        #expect(KRXPriceGrid.gridPrice(atOrBelow: 272_100) == 272_000)
        #expect(KRXPriceGrid.gridPrice(atOrBelow: 19_610) == 19_610)
    }

    @Test("daily limits: 30% of base cut to the base price's tick (KIS.md's 005930 example)", arguments: [
        (272_000, 190_500, 353_500), (1_000, 700, 1_300), (180_100, 126_100, 234_100), (2_289_000, 1_603_000, 2_975_000),
    ])
    func limits(base: Int, lower: Int, upper: Int) {
        #expect(KRXPriceGrid.dailyLimits(base: base) == (lower, upper))
    }
}
