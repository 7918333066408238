// When a price alert fires: a price reached, a change against the previous close reached, a daily limit
// touched, or the day's volume a multiple of its 20-day average.

import DisplayText

/// The one condition of a price alert (알림 조건), as typed: `>= 75000`, `<= 60,000`, `+5%`, `-3%`, `상한가`, `하한가`.
///
/// Percentages are kept in basis points (hundredths of a percent) and compared in whole numbers against
/// the quote's base price (기준가, normally the previous close): `+5%` holds when
/// `(price − base) × 10,000 ≥ 500 × base`, so no rounding ever decides whether an alert fires.
public enum PriceAlertCondition: Hashable, Sendable, Codable {
    /// The price is at or above this many KRW.
    case atOrAbove(Int)
    /// The price is at or below this many KRW.
    case atOrBelow(Int)
    /// The price is up at least this many basis points on the base price.
    case riseOf(basisPoints: Int)
    /// The price is down at least this many basis points on the base price.
    case fallOf(basisPoints: Int)
    /// The price touched today's upper limit (상한가): base + 30 % cut to the base price's tick.
    case upperLimitTouched
    /// The price touched today's lower limit (하한가).
    case lowerLimitTouched
    /// The day's volume (거래량) is at least this many tenths of the average of the last 20 daily bars.
    case volumeMultiple(tenths: Int)

    /// The largest percentage accepted, in basis points (a daily move is at most 30 %).
    static let maximumBasisPoints = 100_000

    /// The condition `text` writes (white space around and after the operator ignored), or why it is none.
    public init(parsing text: String) throws(PriceAlertError) {
        let typed = text.trimmingWhitespace()
        guard !typed.isEmpty else { throw .empty }
        if let rest = Self.stripping(["volume", "vol", "거래량"], from: typed.lowercased()) {
            self = .volumeMultiple(tenths: try Self.tenths(Self.stripping([">=", "≥"], from: String(rest)) ?? rest))
        } else if ["상한가", "upper"].contains(typed.lowercased()) {
            self = .upperLimitTouched
        } else if ["하한가", "lower"].contains(typed.lowercased()) {
            self = .lowerLimitTouched
        } else if let rest = Self.stripping([">=", "≥"], from: typed) {
            self = .atOrAbove(try Self.price(rest))
        } else if let rest = Self.stripping(["<=", "≤"], from: typed) {
            self = .atOrBelow(try Self.price(rest))
        } else if let rest = Self.stripping(["+"], from: typed), rest.hasSuffix("%") {
            self = .riseOf(basisPoints: try Self.basisPoints(rest.dropLast()))
        } else if let rest = Self.stripping(["-", "−"], from: typed), rest.hasSuffix("%") {
            self = .fallOf(basisPoints: try Self.basisPoints(rest.dropLast()))
        } else {
            throw .notACondition(typed)
        }
    }

    /// Whether the condition holds at `price` for a stock whose base price is `basePrice` (the limits: a
    /// share's); compared in 128 bits, so no price can make it trap.
    public func isMet(price: Int, basePrice: Int) -> Bool {
        let price = Int128(price), base = Int128(basePrice)
        switch self {
        case .atOrAbove(let threshold): return price >= Int128(threshold)
        case .atOrBelow(let threshold): return price <= Int128(threshold)
        case .riseOf(let points): return (price - base) * 10_000 >= Int128(points) * base
        case .fallOf(let points): return (base - price) * 10_000 >= Int128(points) * base
        // A base no quote has has no limits (its 30 % would not fit in Int).
        case .upperLimitTouched: return MarketLimits.admits(price: basePrice) && price >= Int128(KRXPriceGrid.shares.dailyLimits(base: basePrice).upper)
        case .lowerLimitTouched: return MarketLimits.admits(price: basePrice) && price <= Int128(KRXPriceGrid.shares.dailyLimits(base: basePrice).lower)
        case .volumeMultiple: return false
        }
    }

    /// Whether the condition holds on `quote`: the volume condition against `averageVolume` (the last 20
    /// daily bars' mean; never met without one), the limits as the quote states them (an ETF's are on its own
    /// grid), the others as `isMet(price:basePrice:)`.
    public func isMet(by quote: Quote, averageVolume: Int?) -> Bool {
        switch self {
        case .volumeMultiple(let tenths):
            guard let averageVolume, averageVolume > 0 else { return false }
            return Int128(quote.volume) * 10 >= Int128(tenths) * Int128(averageVolume)
        case .upperLimitTouched where quote.upperLimit > 0: return quote.price >= quote.upperLimit
        case .lowerLimitTouched where quote.lowerLimit > 0: return quote.price <= quote.lowerLimit
        default: return isMet(price: quote.price, basePrice: quote.basePrice)
        }
    }

    /// The condition as the user writes it, grouped: ">= 75,000", "<= 60,000", "+5%", "-2.5%".
    public var text: String {
        switch self {
        case .atOrAbove(let price): return ">= " + FixedPointText.grouped(price)
        case .atOrBelow(let price): return "<= " + FixedPointText.grouped(price)
        case .riseOf(let points): return "+" + Self.percentText(points)
        case .fallOf(let points): return "-" + Self.percentText(points)
        case .upperLimitTouched: return "상한가"
        case .lowerLimitTouched: return "하한가"
        case .volumeMultiple(let tenths): return "volume >= " + (tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)") + "x"
        }
    }

    /// "5%", "2.5%", "0.25%".
    static func percentText(_ basisPoints: Int) -> String {
        let whole = basisPoints / 100
        let fraction = basisPoints % 100
        guard fraction != 0 else { return "\(whole)%" }
        let decimals = fraction % 10 == 0 ? "\(fraction / 10)" : FixedPointText.zeroPadded(fraction, width: 2)
        return "\(whole).\(decimals)%"
    }

    private static func stripping(_ prefixes: [String], from text: String) -> Substring? {
        for prefix in prefixes where text.hasPrefix(prefix) {
            return text.dropFirst(prefix.count).drop(while: \.isWhitespace)
        }
        return nil
    }

    /// "3x" → 30, "2.5x" → 25 ("×" too): at most one decimal, from 1x to 100x.
    private static func tenths(_ text: Substring) throws(PriceAlertError) -> Int {
        let typed = String(text).trimmingWhitespace()
        guard typed.hasSuffix("x") || typed.hasSuffix("×") else { throw .notAMultiple(typed) }
        let parts = typed.dropLast().split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let whole = parts.first, (1...3).contains(whole.count), whole.allSatisfy(\.isASCIIDigit),
              parts.count == 1 || (parts[1].count == 1 && parts[1].allSatisfy(\.isASCIIDigit)),
              let wholeValue = Int(whole)
        else { throw .notAMultiple(typed) }
        let value = wholeValue * 10 + (parts.count == 2 ? Int(parts[1]) ?? 0 : 0)
        guard (10...1_000).contains(value) else { throw .notAMultiple(typed) }
        return value
    }

    private static func price(_ text: Substring) throws(PriceAlertError) -> Int {
        guard let price = KRWAmountText.positiveWholeNumber(text, atMost: MarketLimits.largestPrice) else { throw .notAPrice(String(text)) }
        return price
    }

    /// "5" → 500, "2.5" → 250, "0.25" → 25; at most two decimals, above 0.
    private static func basisPoints(_ text: Substring) throws(PriceAlertError) -> Int {
        let number = String(text).trimmingWhitespace()
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let wholeText = parts.first, !wholeText.isEmpty, wholeText.count <= 6,
              wholeText.allSatisfy(\.isASCIIDigit), let whole = Int(wholeText)
        else { throw .notAPercentage(number) }
        var fraction = 0
        if parts.count == 2 {
            let digits = parts[1]
            guard (1...2).contains(digits.count), digits.allSatisfy(\.isASCIIDigit), let value = Int(digits) else { throw .notAPercentage(number) }
            fraction = digits.count == 1 ? value * 10 : value
        }
        let points = whole * 100 + fraction
        guard points > 0 else { throw .zeroPercentage }
        guard points <= maximumBasisPoints else { throw .notAPercentage(number) }
        return points
    }
}
