// When a test observable was subscribed and unsubscribed.

/// A subscription's lifetime in virtual time; `unsubscribe` is `Int.max` while still subscribed.
public struct Subscription: Equatable, Hashable, CustomDebugStringConvertible, Sendable {
    /// When the subscription started.
    public let subscribe: TestTime
    /// When it ended, or `Int.max`.
    public let unsubscribe: TestTime

    /// A subscription that has not ended.
    public init(_ subscribe: TestTime) {
        self.init(subscribe, Int.max)
    }

    /// A subscription from `subscribe` to `unsubscribe`.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    public var debugDescription: String {
        unsubscribe == Int.max ? "(\(subscribe) : ∞)" : "(\(subscribe) : \(unsubscribe))"
    }
}
