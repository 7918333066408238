// A price alert set on one stock of a watchlist (가격 알림).

/// "Tell me when 삼성전자 is at or above 75,000": the stock, the condition, and whether it has fired.
public struct PriceAlert: Hashable, Sendable, Codable, Identifiable {
    public let id: PriceAlertID
    public let code: StockCode
    public var condition: PriceAlertCondition
    public var state: PriceAlertState

    public init(id: PriceAlertID, code: StockCode, condition: PriceAlertCondition, state: PriceAlertState = .armed) {
        self.id = id
        self.code = code
        self.condition = condition
        self.state = state
    }
}
