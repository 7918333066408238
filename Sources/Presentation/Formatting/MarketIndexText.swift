// An index's figures as the header writes them: "KOSPI 2,612.35 ▲ +12.40 +0.48%".

import Domain

/// Formats `MarketIndex` figures for the header line, independent of the process locale.
///
/// The marker, change, change % and breadth counts are fixed-width fields (figures right-aligned in
/// them, the marker two cells even when flat), so an index's text keeps its width as its figures move
/// within their usual range and the rest of the header does not jitter from one tick to the next.
public enum MarketIndexText {
    /// Cells of the change field: "+12.40", " -3.18" (an index rarely moves 1,000 points in a day).
    static let changeWidth = 6
    /// Cells of the change % field: "+0.48%", " 0.00%" (a move of 10 % or more takes one more).
    static let percentWidth = 6
    /// Cells of each breadth count: "↑512 ↓ 74" (KOSPI and KOSPI200 have fewer than 1,000 stocks).
    static let breadthCountWidth = 3

    /// "KOSPI 2,612.35 ▲ +12.40 +0.48%", "KOSDAQ 871.02 ▼  -3.18 -0.36%", "KOSPI200 352.77     0.00  0.00%".
    public static func header(_ index: MarketIndex) -> String {
        let marker = index.sign.isUp ? "▲ " : index.sign.isDown ? "▼ " : "  "
        return "\(index.kind.rawValue) \(hundredths(index.value, signed: false)) \(marker)"
            + "\(padded(hundredths(index.change, signed: true), to: changeWidth)) \(percent(index.changeRate))"
    }

    /// "KOSPI 2,612.35 +0.48%": the value and change % alone, for a narrow header.
    public static func brief(_ index: MarketIndex) -> String {
        "\(index.kind.rawValue) \(hundredths(index.value, signed: false)) \(percent(index.changeRate))"
    }

    /// "KOSPI 2,612.35": the value alone (its colour still says the move), for the narrowest header with indices.
    public static func value(_ index: MarketIndex) -> String {
        "\(index.kind.rawValue) \(hundredths(index.value, signed: false))"
    }

    /// "↑512 ↓338" when the source counts advancers and decliners, else nil.
    public static func breadth(_ index: MarketIndex) -> String? {
        guard let advancers = index.advancers, let decliners = index.decliners else { return nil }
        return "↑\(padded(NumberText.grouped(advancers), to: breadthCountWidth)) ↓\(padded(NumberText.grouped(decliners), to: breadthCountWidth))"
    }

    /// The change % in its fixed-width field.
    private static func percent(_ rate: Double) -> String {
        padded(NumberText.signedPercent(rate), to: percentWidth)
    }

    /// `text` (ASCII) right-aligned in `width` cells; longer text is kept whole.
    private static func padded(_ text: String, to width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.utf8.count)) + text
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
