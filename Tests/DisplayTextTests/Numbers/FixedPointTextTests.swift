// Fixed decimals and zero padding, checked against what printf writes for the same values.

import DisplayText
import Foundation
import Testing

@Suite struct FixedPointTextTests {
    @Test(arguments: [0.0, 2.5, 2.14, -0.5, 1.005, 99.999, -0.004, 12_345.678, 0.125, 1e-9])
    func decimalsMatchPrintf(value: Double) {
        #expect(FixedPointText.decimals(value, 2) == String(format: "%.2f", value))
        #expect(FixedPointText.decimals(value, 1) == String(format: "%.1f", value))
    }

    @Test func zeroFractionDigitsIsAWholeNumber() {
        #expect(FixedPointText.decimals(2.4, 0) == "2")
        #expect(FixedPointText.decimals(-7.6, 0) == "-8")
    }

    @Test func roundingCarriesIntoTheWholePart() {
        #expect(FixedPointText.decimals(9.996, 2) == "10.00")
        #expect(FixedPointText.decimals(0.96, 1) == "1.0")
    }

    @Test func zeroPaddingFillsToTheWidthAndNeverCuts() {
        #expect(FixedPointText.zeroPadded(42, width: 5) == "00042")
        #expect(FixedPointText.zeroPadded(0, width: 3) == "000")
        #expect(FixedPointText.zeroPadded(123_456, width: 5) == "123456")
        #expect(FixedPointText.zeroPadded(-42, width: 4) == "-0042")
    }

    @Test(arguments: [0, 7, -7, 100, 999, -999, 1_000, -1_000, 999_999, 1_000_000, 272_500, -12_345_678, Int.max, Int.min])
    func groupingPutsACommaBetweenEachThousand(value: Int) {
        let digits = String(value.magnitude)
        let groups = stride(from: digits.count, to: 0, by: -3).reversed().map { end in
            String(digits[digits.index(digits.startIndex, offsetBy: max(0, end - 3))..<digits.index(digits.startIndex, offsetBy: end)])
        }
        #expect(FixedPointText.grouped(value) == (value < 0 ? "-" : "") + groups.joined(separator: ","))
    }
}
