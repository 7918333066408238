// Alert conditions: >= / <= a price, +N% / -N% on the base price, read, written and compared in whole numbers.

import Domain
import Testing

@Suite("PriceAlertCondition")
struct PriceAlertConditionTests {
    @Test("reads the four forms", arguments: [
        (">= 75000", PriceAlertCondition.atOrAbove(75_000)),
        (">=75,000", .atOrAbove(75_000)),
        ("≥ 75,000", .atOrAbove(75_000)),
        ("<= 60,000", .atOrBelow(60_000)),
        ("+5%", .riseOf(basisPoints: 500)),
        ("+2.5%", .riseOf(basisPoints: 250)),
        ("-3%", .fallOf(basisPoints: 300)),
        ("- 0.25 %", .fallOf(basisPoints: 25)),
    ])
    func reads(text: String, condition: PriceAlertCondition) throws {
        #expect(try PriceAlertCondition(parsing: text) == condition)
    }

    @Test("refuses with the reason", arguments: [
        ("  ", PriceAlertError.empty),
        ("75000", .notACondition("75000")),
        ("> 75000", .notACondition("> 75000")),
        ("+5", .notACondition("+5")),
        (">= 7,50,00", .notAPrice("7,50,00")),
        (">= 0", .notAPrice("0")),
        (">= abc", .notAPrice("abc")),
        (">= 100,000,001", .notAPrice("100,000,001")),
        ("+0%", .zeroPercentage),
        ("+2.555%", .notAPercentage("2.555")),
        ("+x%", .notAPercentage("x")),
        ("-%", .notAPercentage("")),
    ])
    func refuses(text: String, error: PriceAlertError) {
        #expect(throws: error) { try PriceAlertCondition(parsing: text) }
    }

    @Test("any price is compared without a trap (a hostile feed's huge change)")
    func comparesAnyPrice() {
        #expect(PriceAlertCondition.riseOf(basisPoints: 500).isMet(price: Int.max, basePrice: 1))
        #expect(PriceAlertCondition.fallOf(basisPoints: 500).isMet(price: Int.min, basePrice: Int.max))
        #expect(!PriceAlertCondition.riseOf(basisPoints: 100_000).isMet(price: 1, basePrice: Int.max))
    }

    /// Found by the dialog-text fuzz target: the limits of a base past Int.max / 3 trapped (base × 3).
    @Test("a limit condition against a base no quote has is not met, and does not trap")
    func limitConditionsAgainstABaseBeyondTheMarketLimits() {
        #expect(!PriceAlertCondition.upperLimitTouched.isMet(price: Int.max, basePrice: Int.max))
        #expect(!PriceAlertCondition.lowerLimitTouched.isMet(price: 0, basePrice: Int.max))
        #expect(!PriceAlertCondition.upperLimitTouched.isMet(price: 1, basePrice: -5))
        #expect(PriceAlertCondition.upperLimitTouched.isMet(price: 91_000, basePrice: 70_000))
    }

    @Test("percentages hold exactly at the threshold, in whole numbers")
    func percentages() {
        let rise = PriceAlertCondition.riseOf(basisPoints: 500)
        #expect(rise.isMet(price: 73_500, basePrice: 70_000))
        #expect(!rise.isMet(price: 73_499, basePrice: 70_000))
        let fall = PriceAlertCondition.fallOf(basisPoints: 300)
        #expect(fall.isMet(price: 67_900, basePrice: 70_000))
        #expect(!fall.isMet(price: 67_901, basePrice: 70_000))
        #expect(PriceAlertCondition.atOrAbove(75_000).isMet(price: 75_000, basePrice: 70_000))
        #expect(!PriceAlertCondition.atOrBelow(60_000).isMet(price: 60_100, basePrice: 70_000))
    }

    @Test("writes itself as typed, grouped", arguments: [
        (PriceAlertCondition.atOrAbove(75_000), ">= 75,000"), (.atOrBelow(60_000), "<= 60,000"),
        (.riseOf(basisPoints: 500), "+5%"), (.fallOf(basisPoints: 250), "-2.5%"), (.riseOf(basisPoints: 25), "+0.25%"),
    ])
    func text(condition: PriceAlertCondition, text: String) throws {
        #expect(condition.text == text)
        #expect(try PriceAlertCondition(parsing: text) == condition)
    }

    @Test("volume alerts read as a multiple of the 20-day average, one decimal, 1x to 100x")
    func volumeMultiple() throws {
        #expect(try PriceAlertCondition(parsing: "volume >= 3x") == PriceAlertCondition.volumeMultiple(tenths: 30))
        #expect(try PriceAlertCondition(parsing: "vol 2.5x") == .volumeMultiple(tenths: 25))
        #expect(try PriceAlertCondition(parsing: "거래량 >= 10×") == .volumeMultiple(tenths: 100))
        #expect(PriceAlertCondition.volumeMultiple(tenths: 25).text == "volume >= 2.5x")
        #expect(throws: PriceAlertError.notAMultiple("0.5x")) { try PriceAlertCondition(parsing: "volume >= 0.5x") }
        #expect(throws: PriceAlertError.notAMultiple("3")) { try PriceAlertCondition(parsing: "volume >= 3") }
        let quote = SampleQuotes.quote(SampleCatalog.samsungElectronics.code, price: 70_000, volume: 2_500)
        #expect(PriceAlertCondition.volumeMultiple(tenths: 25).isMet(by: quote, averageVolume: 1_000))
        #expect(!PriceAlertCondition.volumeMultiple(tenths: 25).isMet(by: quote, averageVolume: 1_001))
        #expect(!PriceAlertCondition.volumeMultiple(tenths: 25).isMet(by: quote, averageVolume: nil))
    }
}
