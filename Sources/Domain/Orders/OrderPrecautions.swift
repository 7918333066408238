// The precautionary limits an order may pass only with an explicit override in the review.

import FoundationEssentials

/// Limits that do not refuse an order but make the review ask for an override (`o`), so a typo —
/// a price a digit off, an extra zero in the quantity — cannot go out on a plain confirmation.
public struct OrderPrecautions: Hashable, Sendable {
    /// A limit price more than this many percent from the last price needs an override.
    public let maximumDeviationPercent: Int
    /// An order worth more than this many won needs an override.
    public let maximumValue: Int
    /// An order of more than this many shares needs an override.
    public let maximumQuantity: Int
    /// No quote for this many seconds refuses the order (a stale price, not a precaution to override).
    public let staleAfterSeconds: Int

    /// 10 %, 10,000,000 won, 1,000 shares, 60 seconds.
    public static let standard = OrderPrecautions(maximumDeviationPercent: 10, maximumValue: 10_000_000, maximumQuantity: 1_000, staleAfterSeconds: 60)

    public init(maximumDeviationPercent: Int, maximumValue: Int, maximumQuantity: Int, staleAfterSeconds: Int) {
        self.maximumDeviationPercent = max(0, maximumDeviationPercent)
        self.maximumValue = max(0, maximumValue)
        self.maximumQuantity = max(0, maximumQuantity)
        self.staleAfterSeconds = max(1, staleAfterSeconds)
    }

    /// How many whole seconds old `quote` is at `now` when that is more than `staleAfterSeconds` (the
    /// price is stale: no order on it), nil while it is fresh.
    public func staleAge(of quote: Quote, at now: Date) -> Int? {
        let age = Int(now.timeIntervalSince(quote.time))
        return age > staleAfterSeconds ? age : nil
    }
}
