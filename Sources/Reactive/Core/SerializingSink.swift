// A sink whose events come from more than one place, serialised under one lock.

/// A `Sink` fed from several places (a source and its timers, several sources) that serialises
/// their events under one recursive lock and sends exactly one terminal event.
///
/// Recursive so an observer may feed a source again from inside its handler.
class SerializingSink<Observer: ObserverType>: Sink<Observer> {
    /// Guards the subclass's state and every event sent downstream.
    final let lock = RecursiveLock()
    /// Set once the terminal event went out (or, for some subclasses, on disposal).
    final var stopped = false

    /// Sends the terminal event once and releases everything; the caller holds the lock.
    final func stop(with event: Event<Observer.Element>) {
        if stopped { return }
        stopped = true
        forwardOn(event)
        dispose()
    }
}
