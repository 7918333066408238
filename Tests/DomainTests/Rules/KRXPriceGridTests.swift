// The KRX tick table at every band edge, the nearest grid price and the ±30% limits of KIS.md.

import Domain
import Testing

@Suite("KRXPriceGrid")
struct KRXPriceGridTests {
    @Test("tick sizes change at each band edge", arguments: [
        (1_999, 1), (2_000, 5), (4_995, 5), (5_000, 10), (19_990, 10), (20_000, 50), (49_950, 50),
        (50_000, 100), (199_900, 100), (200_000, 500), (499_500, 500), (500_000, 1_000), (2_289_000, 1_000),
    ])
    func tickSize(price: Int, tick: Int) {
        #expect(KRXPriceGrid.shares.tickSize(at: price) == tick)
    }

    @Test("the next price up and down crosses band edges onto the other band's grid")
    func neighbours() {
        #expect(KRXPriceGrid.shares.priceAbove(1_999) == 2_000)
        #expect(KRXPriceGrid.shares.priceAbove(2_000) == 2_005)
        #expect(KRXPriceGrid.shares.priceBelow(2_000) == 1_999)
        #expect(KRXPriceGrid.shares.priceBelow(200_000) == 199_900)
        #expect(KRXPriceGrid.shares.priceAbove(199_900) == 200_000)
        #expect(KRXPriceGrid.shares.priceAbove(234_100) == 234_500)
        #expect(KRXPriceGrid.shares.priceBelow(234_100) == 234_000)
        #expect(KRXPriceGrid.shares.priceBelow(1) == 1)
    }

    @Test("grid membership and snapping")
    func grid() {
        #expect(KRXPriceGrid.shares.isOnGrid(272_000))
        #expect(!KRXPriceGrid.shares.isOnGrid(272_100))
        #expect(KRXPriceGrid.shares.gridPrice(atOrBelow: 272_100) == 272_000)
        #expect(KRXPriceGrid.shares.gridPrice(atOrBelow: 19_610) == 19_610)
    }

    @Test("daily limits: 30% of base cut to the base price's tick (KIS.md's 005930 example)", arguments: [
        (272_000, 190_500, 353_500), (1_000, 700, 1_300), (180_100, 126_100, 234_100), (2_289_000, 1_603_000, 2_975_000),
    ])
    func limits(base: Int, lower: Int, upper: Int) {
        #expect(KRXPriceGrid.shares.dailyLimits(base: base) == (lower, upper))
    }

    @Test("the nearest grid price rounds to the closer tick, the lower one when halfway, across band edges", arguments: [
        (75_050, 75_000), (75_051, 75_100), (75_000, 75_000), (1_999, 1_999), (2_002, 2_000), (2_003, 2_005),
        (199_960, 200_000), (0, 1), (234_250, 234_000), (234_251, 234_500),
    ])
    func nearest(price: Int, nearest: Int) {
        #expect(KRXPriceGrid.shares.nearestGridPrice(to: price) == nearest)
    }

    @Test("ETFs and ETNs: 1 won below 2,000, 5 won from 2,000 at every price", arguments: [
        (1, 1), (1_999, 1), (2_000, 5), (99_265, 5), (500_000, 5), (2_000_000, 5),
    ])
    func exchangeTradedProductTick(price: Int, tick: Int) {
        #expect(KRXPriceGrid.exchangeTradedProducts.tickSize(at: price) == tick)
    }

    @Test("each kind trades on its grid: an ETF's 99,265 is a price, a share's is not")
    func gridOfEachKind() {
        #expect(KRXPriceGrid.of(.etf) == .exchangeTradedProducts)
        #expect(KRXPriceGrid.of(.etn) == .exchangeTradedProducts)
        #expect(KRXPriceGrid.of(.stock) == .shares)
        #expect(KRXPriceGrid.of(.reit) == .shares)
        #expect(KRXPriceGrid.of(.etf).isOnGrid(99_265))
        #expect(!KRXPriceGrid.of(.stock).isOnGrid(99_265))
        #expect(KRXPriceGrid.of(.etf).priceAbove(99_265) == 99_270)
        #expect(KRXPriceGrid.of(.etf).priceBelow(2_000) == 1_999)
        #expect(KRXPriceGrid.of(.etf).nearestGridPrice(to: 100_003) == 100_005)
    }

    @Test("an ETF's daily limits are cut to its own tick", arguments: [
        (99_265, 69_490, 129_040), (10_000, 7_000, 13_000), (1_999, 1_400, 2_598),
    ])
    func exchangeTradedProductLimits(base: Int, lower: Int, upper: Int) {
        #expect(KRXPriceGrid.exchangeTradedProducts.dailyLimits(base: base) == (lower, upper))
    }
}
