// What the run loop reads besides its own wake-up pipe.

/// An input descriptor the loop polls, and how to read it (the terminal: stdin through `get_wch`).
public struct RunLoopInput {
    /// The descriptor to poll for readability.
    public let fileDescriptor: Int32
    /// Reads everything available without blocking and returns how many items it read.
    /// The loop calls it right before every wait and whenever the descriptor is readable.
    public let drain: () -> Int

    /// Polls `fileDescriptor` and reads it with `drain`.
    public init(fileDescriptor: Int32, drain: @escaping () -> Int) {
        self.fileDescriptor = fileDescriptor
        self.drain = drain
    }
}
