// `range`: a sequence of consecutive integers.

extension ObservableType where Element: FixedWidthInteger {
    /// Emits `count` consecutive integers starting at `start`, then completes.
    /// - seealso: [range operator on reactivex.io](http://reactivex.io/documentation/operators/range.html)
    /// - parameters:
    ///   - start: The first integer.
    ///   - count: How many integers; must not be negative, and the last one must be representable.
    ///   - scheduler: Where the integers are sent; by default the current thread's trampoline.
    /// - returns: A sequence of `start, start + 1, …, start + count - 1`, then `.completed`.
    public static func range(
        start: Element,
        count: Element,
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        precondition(count >= 0, "range: count must not be negative")
        precondition(count == 0 || start <= Element.max - (count - 1), "range: start + count - 1 overflows")
        precondition(count <= Int.max, "range: count must fit in an Int")
        return SequenceProducer(elements: ConsecutiveIntegers(first: start, count: count), scheduler: scheduler)
    }
}

/// `count` integers counting up from `first`.
///
/// Counts down a concrete `Int` and steps with one precomputed `&+`: in unspecialised generic code
/// every integer literal or comparison on `Integer` is a chain of witness calls.
private struct ConsecutiveIntegers<Integer: FixedWidthInteger>: Sequence, IteratorProtocol {
    private var upcoming: Integer
    private var remaining: Int
    private let one: Integer = 1

    init(first: Integer, count: Integer) {
        upcoming = first
        remaining = Int(count)
    }

    mutating func next() -> Integer? {
        guard remaining > 0 else { return nil }
        remaining -= 1
        let current = upcoming
        upcoming = upcoming &+ one
        return current
    }
}
