// How figures are written: thousands separators, explicit signs, two-decimal rates, short durations.

@testable import Presentation
import Testing

@Suite struct NumberTextTests {
    @Test(arguments: [(0, "0"), (999, "999"), (1_000, "1,000"), (71_500, "71,500"), (12_345_678, "12,345,678"), (-1_200, "-1,200")])
    func groupsThousands(value: Int, text: String) {
        #expect(NumberText.grouped(value) == text)
    }

    @Test func signsChangesExceptZero() {
        #expect(NumberText.signedGrouped(1_200) == "+1,200")
        #expect(NumberText.signedGrouped(-300) == "-300")
        #expect(NumberText.signedGrouped(0) == "0")
    }

    @Test(arguments: [(0.52, "+0.52%"), (-1.02, "-1.02%"), (0, "0.00%"), (-0.004, "0.00%"), (30, "+30.00%"), (1.006, "+1.01%"), (-29.999, "-30.00%")])
    func writesRatesWithTwoDecimalsAndASign(percent: Double, text: String) {
        #expect(NumberText.signedPercent(percent) == text)
    }

    /// The attack trial's trap: a rate no exchange sends (a hostile trade record) is written, not a crash.
    @Test(arguments: [(999_999_999_999_999_999.99, "+1000000000000000.00%"), (-1e308, "-1000000000000000.00%"), (.infinity, "+1000000000000000.00%"), (.nan, "0.00%")])
    func writesAnyRateWithoutTrapping(percent: Double, text: String) {
        #expect(NumberText.signedPercent(percent) == text)
    }

    @Test(arguments: [(0, "0s"), (59, "59s"), (60, "1m 00s"), (125, "2m 05s"), (3_600, "1h 00m"), (7_380, "2h 03m"), (-3, "0s")])
    func writesDurationsShortestFirst(seconds: Int, text: String) {
        #expect(NumberText.duration(seconds: seconds) == text)
    }

    @Test(arguments: [
        (0, "0"), (9_999, "9,999"), (10_000, "1만"), (54_009_999, "5,400만"), (99_999_999, "9,999만"),
        (100_000_000, "1.0억"), (1_239_999_999, "12.3억"), (9_999_999_999, "99.9억"), (10_000_000_000, "100억"),
        (123_456_789_012, "1,234억"), (999_999_999_999, "9,999억"), (1_000_000_000_000, "1.00조"),
        (1_239_000_000_000, "1.23조"), (12_345_000_000_000, "12.3조"), (123_000_000_000_000, "123조"), (-250_000_000, "-2.5억"),
    ])
    func writesTradedValuesIn만억조CutToFitNineCells(won: Int, text: String) {
        #expect(NumberText.compactWon(won) == text)
    }
}
