// How long `share(replay:scope:)` keeps its subject, as in RxSwift.

/// The lifetime of the subject behind `share(replay:scope:)`.
public enum SubjectLifetimeScope: Sendable {
    /// Each connection to the source has its own subject: when the last subscriber leaves or the
    /// source terminates, the replay buffer is cleared and the next subscriber subscribes the source
    /// again (so `retry` and repeated subscriptions start fresh). The recommended default.
    case whileConnected

    /// One subject for all connections: after the subscribers leave, a new subscriber first gets
    /// the stale replay, then a new connection. Once the source has terminated, every new
    /// subscriber gets the replay and the terminal event, and the source is never subscribed again.
    case forever
}
