// A precautionary limit an order goes past: the review names it and asks for an override.

import DisplayText

/// One precaution an order passes beyond (`OrderPrecautions`).
public enum OrderWarning: Hashable, Sendable {
    /// The limit price is `percent` % from the last price `last`.
    case farFromLastPrice(percent: Int, last: Int, allowed: Int)
    case valueAboveCap(value: Int, cap: Int)
    case quantityAboveCap(quantity: Int, cap: Int)

    /// What the review says.
    public var message: String {
        switch self {
        case .farFromLastPrice(let percent, let last, let allowed):
            "The price is \(percent) % from the last price \(FixedPointText.grouped(last)) (more than \(allowed) %)."
        case .valueAboveCap(let value, let cap):
            "The order is worth \(FixedPointText.grouped(value)) won, above the cap of \(FixedPointText.grouped(cap))."
        case .quantityAboveCap(let quantity, let cap):
            "\(FixedPointText.grouped(quantity)) shares is above the cap of \(FixedPointText.grouped(cap))."
        }
    }
}
