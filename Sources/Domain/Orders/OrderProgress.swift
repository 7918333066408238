// What happens to a sent order before its outcome is settled: the steps the ticket tells as they happen.

/// A step of an order on its way, reported before `OrderRepository.place` settles.
public enum OrderProgress: Hashable, Sendable {
    /// The order went out but its answer was lost (the connection closed, the time ran out): it is not
    /// sent again; the exchange's orders of today are being read to learn what became of it.
    case outcomeUnknown(reason: String)
}
