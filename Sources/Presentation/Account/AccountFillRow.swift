// One of today's fills as the Account view lists it.

import DisplayText
import Domain

/// The formatted columns of a fill ("09:12:05", "Buy", "005930", "4", "70,000", "280,000").
public struct AccountFillRow: Hashable, Sendable {
    public let time: String
    public let side: String
    public let code: String
    public let quantity: String
    public let price: String
    public let amount: String
    public let direction: PriceDirection

    init(_ fill: AccountFill) {
        time = KoreaTimeText.clock(fill.time)
        side = fill.side.label
        code = fill.code.rawValue
        quantity = NumberText.grouped(fill.quantity)
        price = NumberText.grouped(fill.price)
        amount = NumberText.grouped(fill.amount)
        direction = fill.side == .buy ? .up : .down
    }
}
