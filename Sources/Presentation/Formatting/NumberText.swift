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
        let hundredths = Int((percent * 100).rounded())
        let sign = hundredths > 0 ? "+" : hundredths < 0 ? "-" : ""
        let magnitude = hundredths.magnitude
        let fraction = magnitude % 100
        return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)%"
    }

    /// A duration in whole seconds, shortest first: "9s", "4m 05s", "2h 03m".
    public static func duration(seconds: Int) -> String {
        let seconds = max(0, seconds)
        if seconds < 60 { return "\(seconds)s" }
        if seconds < 3600 { return "\(seconds / 60)m \(FixedPointText.zeroPadded(seconds % 60, width: 2))s" }
        return "\(seconds / 3600)h \(FixedPointText.zeroPadded(seconds / 60 % 60, width: 2))m"
    }
}
