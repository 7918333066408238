// Numbers with a fixed count of decimals or digits, or grouped by thousands, independent of the locale and of Foundation.

/// Writes numbers the way `printf` would with `%.Nf` (ties to even) and `%0Nd`, for messages, reports and codes.
public enum FixedPointText {
    /// `value` rounded to `fractionDigits` decimals: `decimals(2.5, 1)` is "2.5", `decimals(-0.004, 2)` "-0.00".
    public static func decimals(_ value: Double, _ fractionDigits: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<fractionDigits { scale *= 10 }
        let scaled = (value.magnitude * scale).rounded(.toNearestOrEven)
        let whole = (scaled / scale).rounded(.down)
        let fraction = Int(scaled - whole * scale)
        let sign = value.sign == .minus ? "-" : ""
        guard fractionDigits > 0 else { return sign + String(Int(whole)) }
        return sign + String(Int(whole)) + "." + zeroPadded(fraction, width: fractionDigits)
    }

    /// `value` with leading zeros up to `width` digits: `zeroPadded(42, width: 5)` is "00042".
    public static func zeroPadded(_ value: Int, width: Int) -> String {
        let digits = String(value.magnitude)
        let padding = String(repeating: "0", count: max(0, width - digits.count))
        return (value < 0 ? "-" : "") + padding + digits
    }

    /// `value` with a comma between thousands: "71,500"; a negative number keeps its minus: "-1,200".
    /// Written byte by byte from the last digit (each live row formats several numbers per trade).
    public static func grouped(_ value: Int) -> String {
        var digitCount = 1
        var rest = value.magnitude / 10
        while rest > 0 {
            digitCount += 1
            rest /= 10
        }
        let length = digitCount + (digitCount - 1) / 3 + (value < 0 ? 1 : 0)
        return String(unsafeUninitializedCapacity: length) { bytes in
            var magnitude = value.magnitude
            var index = length
            for written in 0..<digitCount {
                if written > 0, written % 3 == 0 {
                    index -= 1
                    bytes[index] = UInt8(ascii: ",")
                }
                index -= 1
                bytes[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            }
            if value < 0 { bytes[0] = UInt8(ascii: "-") }
            return length
        }
    }
}
