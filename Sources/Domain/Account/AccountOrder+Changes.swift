// The same order after one change: more shares filled, cancelled, or shares moved to a revising order.

extension AccountOrder {
    /// This order with `shares` more filled, its fills now averaging `averagePrice`.
    public func filling(_ shares: Int, averagePrice: Int) -> AccountOrder {
        changed(filledQuantity: filledQuantity + shares, averageFillPrice: averagePrice)
    }

    /// This order cancelled: nothing rests; what filled stays filled.
    public var cancelled: AccountOrder { changed(isCancelled: true) }

    /// This order with `shares` of what rests moved to a revising order.
    public func revising(_ shares: Int) -> AccountOrder { changed(revisedQuantity: revisedQuantity + shares) }

    private func changed(
        filledQuantity: Int? = nil, averageFillPrice: Int? = nil, isCancelled: Bool? = nil, revisedQuantity: Int? = nil
    ) -> AccountOrder {
        AccountOrder(
            number: number, code: code, name: name, side: side, quantity: quantity, price: price, filledQuantity: filledQuantity ?? self.filledQuantity,
            averageFillPrice: averageFillPrice ?? self.averageFillPrice, isCancelled: isCancelled ?? self.isCancelled, isRejected: isRejected,
            revisedQuantity: revisedQuantity ?? self.revisedQuantity, originalNumber: originalNumber, time: time
        )
    }
}
