// The kinds of overlapping event delivery that debug builds report.

/// An event delivered to a sink while another delivery to the same sink was still running.
public enum SynchronizationAnomaly: Sendable, CustomStringConvertible {
    /// From the same thread: the event was sent from inside the handling of an earlier one.
    case reentrancy
    /// From another thread: events were sent concurrently, breaking the Rx contract.
    case concurrency

    public var description: String {
        switch self {
        case .reentrancy: return "Reentrancy"
        case .concurrency: return "Synchronization"
        }
    }
}
