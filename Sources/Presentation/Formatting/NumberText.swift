// Numbers as a Korean trading screen writes them: thousands separators, explicit signs, two decimals.

import DisplayText

/// Formats the figures of a quote for display, independent of the process locale.
public enum NumberText {
    /// "71,500"; negative numbers keep their minus: "-1,200".
    public static func grouped(_ value: Int) -> String { FixedPointText.grouped(value) }

    /// "+1,200", "-300", "0".
    public static func signedGrouped(_ value: Int) -> String {
        value > 0 ? "+" + grouped(value) : grouped(value)
    }

    /// A percentage with two decimals and its sign: "+0.52%", "-1.02%", "0.00%".
    public static func signedPercent(_ percent: Double) -> String {
        // Held to ±10¹⁵ % (not a number is 0) so the conversion to Int below cannot trap.
        let bounded = percent.isNaN ? 0 : min(max(percent, -1e15), 1e15)
        let hundredths = Int((bounded * 100).rounded())
        let sign = hundredths > 0 ? "+" : hundredths < 0 ? "-" : ""
        let magnitude = hundredths.magnitude
        let fraction = magnitude % 100
        return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)%"
    }

    /// The units of `compactWon`, largest first.
    private static let compactUnits: [(value: UInt, name: String)] = [(1_000_000_000_000, "조"), (100_000_000, "억"), (10_000, "만")]

    /// A sum of won in the units Korean market screens use for 거래대금: whole won below 1만, then
    /// 만 (10⁴), 억 (10⁸) and 조 (10¹²), cut (never rounded up) to three or four significant digits so
    /// that it fits nine cells: "9,999", "5,400만", "12.3억", "1,234억", "1.23조", "12.3조", "123조".
    public static func compactWon(_ won: Int) -> String {
        let magnitude = won.magnitude
        let sign = won < 0 ? "-" : ""
        guard let unit = compactUnits.first(where: { magnitude >= $0.value }) else { return sign + grouped(Int(magnitude)) }
        let whole = magnitude / unit.value
        let text: String
        if unit.name == "만" || whole >= 100 {
            text = FixedPointText.grouped(Int(whole))
        } else {
            let decimals = whole < 10 && unit.name == "조" ? 2 : 1
            let scale: UInt = decimals == 2 ? 100 : 10
            let fraction = magnitude % unit.value / (unit.value / scale)
            text = "\(whole)." + FixedPointText.zeroPadded(Int(fraction), width: decimals)
        }
        return sign + text + unit.name
    }

    /// A duration in whole seconds, shortest first: "9s", "4m 05s", "2h 03m".
    public static func duration(seconds: Int) -> String {
        let seconds = max(0, seconds)
        if seconds < 60 { return "\(seconds)s" }
        if seconds < 3600 { return "\(seconds / 60)m \(FixedPointText.zeroPadded(seconds % 60, width: 2))s" }
        return "\(seconds / 3600)h \(FixedPointText.zeroPadded(seconds / 60 % 60, width: 2))m"
    }
}
