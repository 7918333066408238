// One reviewed order on its way to the exchange: a value that can be sent once and never copied.

/// The permit to send one reviewed order. It cannot be copied and sending consumes it, so the code
/// that holds it can send it at most once: an order whose answer was lost cannot be sent again from
/// the same submission (the compiler refuses the second use), only looked up.
public struct OrderSubmission: ~Copyable, Sendable {
    public let review: OrderReview

    /// The permit for `review`; the review step makes one per confirmation.
    public init(_ review: OrderReview) {
        self.review = review
    }
}
