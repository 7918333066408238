// Waiting for text on a pseudo-terminal: the app rows' clock stops when the text is read.

import Glibc

extension PseudoTerminal {
    /// Polls the program's output until `text` appears in what was read after `after` (CLOCK_MONOTONIC);
    /// the read time of the chunk completing it, or nil after `seconds`.
    func waitFor(_ text: String, after: UInt64, seconds: Double) -> UInt64? {
        let needle = Array(text.utf8)
        let deadline = Self.monotonicNanoseconds() + UInt64(seconds * 1e9)
        while Self.monotonicNanoseconds() < deadline {
            let output = output()
            if let first = output.chunks.firstIndex(where: { $0.monotonicNanoseconds >= after }) {
                let bytes = output.bytes[output.chunks[first].offset...]
                if let start = Self.firstRange(of: needle, in: bytes) {
                    let end = start + needle.count - 1
                    return output.chunks.last { $0.offset <= end }?.monotonicNanoseconds
                }
            }
            usleep(1_000)
        }
        return nil
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
