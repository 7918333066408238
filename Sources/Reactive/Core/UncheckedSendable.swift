// Carries a value across a thread hop that the Rx contract already serialises.

/// Moves a non-Sendable value (an action, an observer) onto a dispatch queue.
///
/// Rx delivers a subscription's events one at a time, so the value is never used concurrently;
/// the compiler cannot see that contract, hence `@unchecked`.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
