// Every message of this run, oldest first, with repeats folded, for the messages view and the status line's count.

import FoundationEssentials

/// The run's messages in the order they were said. The same text said again within `repeatWindow` of
/// its last saying counts as a repeat of that entry (a feed error that clears and returns on each poll
/// is one entry, not hundreds); at most `capacity` entries are kept, the oldest dropped first.
public struct RunMessageLog: Hashable, Sendable {
    /// The messages, oldest first.
    public private(set) var entries: [RunMessage] = []
    /// When each kept text was last said, for folding repeats.
    private var lastSaid: [String: Date] = [:]

    /// Seconds within which the same text is a repeat of its entry.
    public static let repeatWindow: TimeInterval = 60
    /// The most entries kept.
    public static let capacity = 500

    public init() {}

    /// Adds `text` said at `time`; true when it made a new entry (false for a repeat or an empty text).
    @discardableResult
    public mutating func record(_ text: String, kind: RunMessage.Kind, at time: Date) -> Bool {
        let message = RunMessage(kind: kind, text: text, at: time)
        guard !message.text.isEmpty else { return false }
        if let last = lastSaid[message.text], time.timeIntervalSince(last) < Self.repeatWindow,
           let index = entries.lastIndex(where: { $0.text == message.text && $0.kind == kind }) {
            entries[index].repeats += 1
            lastSaid[message.text] = time
            return false
        }
        entries.append(message)
        lastSaid[message.text] = time
        if entries.count > Self.capacity {
            let dropped = entries.removeFirst()
            if !entries.contains(where: { $0.text == dropped.text }) { lastSaid[dropped.text] = nil }
        }
        return true
    }

    /// How many entries there are.
    public var count: Int { entries.count }
}
