// An index's figures as the header writes them: "KOSPI 2,612.35 ▲ +12.40 +0.48%".

import Domain

/// Formats `MarketIndex` figures for the header line, independent of the process locale.
public enum MarketIndexText {
    /// "KOSPI 2,612.35 ▲ +12.40 +0.48%", "KOSDAQ 871.02 ▼ -3.18 -0.36%", "KOSPI200 352.77 0.00 0.00%".
    public static func header(_ index: MarketIndex) -> String {
        let marker = index.sign.isUp ? "▲ " : index.sign.isDown ? "▼ " : ""
        return "\(index.kind.rawValue) \(hundredths(index.value, signed: false)) \(marker)"
            + "\(hundredths(index.change, signed: true)) \(NumberText.signedPercent(index.changeRate))"
    }

    /// "KOSPI 2,612.35 +0.48%": the value and change % alone, for a narrow header.
    public static func brief(_ index: MarketIndex) -> String {
        "\(index.kind.rawValue) \(hundredths(index.value, signed: false)) \(NumberText.signedPercent(index.changeRate))"
    }

    /// "KOSPI 2,612.35": the value alone (its colour still says the move), for the narrowest header with indices.
    public static func value(_ index: MarketIndex) -> String {
        "\(index.kind.rawValue) \(hundredths(index.value, signed: false))"
    }

    /// "↑512 ↓338" when the source counts advancers and decliners, else nil.
    public static func breadth(_ index: MarketIndex) -> String? {
        guard let advancers = index.advancers, let decliners = index.decliners else { return nil }
        return "↑\(NumberText.grouped(advancers)) ↓\(NumberText.grouped(decliners))"
    }

    /// `value` rounded to two decimals with thousands separators; `signed` adds "+" above zero.
    private static func hundredths(_ value: Double, signed: Bool) -> String {
        let total = Int((value * 100).rounded())
        let whole = NumberText.grouped(Int(total.magnitude / 100))
        let fraction = total.magnitude % 100
        let sign = total < 0 ? "-" : (signed && total > 0 ? "+" : "")
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
