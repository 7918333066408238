// Waiting for text on a pseudo-terminal: the app rows' clock stops when the text is read.

import Glibc

extension PseudoTerminal {
    /// Polls the program's output until `text` appears in what was read after `after` (CLOCK_MONOTONIC);
    /// the read time of the chunk completing it, or nil after `seconds`.
    func waitFor(_ text: String, after: UInt64, seconds: Double) -> UInt64? {
        let deadline = Self.monotonicNanoseconds() + UInt64(seconds * 1e9)
        while Self.monotonicNanoseconds() < deadline {
            if let shown = firstShown(text, after: after) { return shown }
            usleep(1_000)
        }
        return nil
    }

    /// The read time of the chunk completing the first `text` in what was read so far after `after`
    /// (CLOCK_MONOTONIC), or nil: one look, no waiting.
    func firstShown(_ text: String, after: UInt64) -> UInt64? {
        let needle = Array(text.utf8)
        let output = output()
        guard let first = output.chunks.firstIndex(where: { $0.monotonicNanoseconds >= after }),
              let start = Self.firstRange(of: needle, in: output.bytes[output.chunks[first].offset...])
        else { return nil }
        let end = start + needle.count - 1
        return output.chunks.last { $0.offset <= end }?.monotonicNanoseconds
    }

    /// Where `needle` first starts in `bytes`, as an index of `bytes`.
    private static func firstRange(of needle: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var index = bytes.startIndex
        while index + needle.count <= bytes.endIndex {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
