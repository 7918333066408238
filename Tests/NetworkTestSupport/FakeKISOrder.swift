// One order the fake KIS server accepted through order-cash, as its "orders" command lists it.

/// An order kept by the fake server's account: what was asked and under which tr_id.
public struct FakeKISOrder: Decodable, Sendable, Equatable {
    /// KIS's order number (ODNO).
    public let number: String
    /// "buy" or "sell".
    public let side: String
    public let code: String
    public let quantity: Int
    /// The limit price, nil for a market order.
    public let price: Int?
    /// ORD_DVSN: "00" limit, "01" market.
    public let kind: String
    /// EXCG_ID_DVSN_CD: KRX, NXT or SOR.
    public let venue: String
    /// The tr_id it was sent with (VTTC0012U…; VTTC0013U for a cancel).
    public let transaction: String
    /// Whether nothing rests of it any more (cancelled, or itself a cancel).
    public let cancelled: Bool?
    /// For a cancel (order-rvsecncl): the number of the order it cancels.
    public let cancels: String?
    /// For a revise (order-rvsecncl, 01): the number of the order it revises (its 원주문번호).
    public let revises: String?
    /// Shares that moved from this order to revising orders.
    public let revised: Int?

    private enum CodingKeys: String, CodingKey {
        case number, side, code, quantity, price, kind, venue, cancelled, cancels, revises, revised
        case transaction = "tr_id"
    }
}
