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
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        result.reserveCapacity(digits.count + digits.count / 3 + 1)
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }
}
