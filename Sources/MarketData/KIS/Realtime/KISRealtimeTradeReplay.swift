// The real-time session's frame decoding as one public call, for benchmarks and tools that replay frames.

import Domain
import FoundationEssentials

/// Decodes real-time text frames exactly as `KISRealtimeSession` does, keeping its malformed-frame count.
public struct KISRealtimeTradeReplay {
    private var decoder = KISRealtimeFrameDecoder()

    public init() {}

    /// Frames that did not decode so far.
    public var malformedCount: Int { decoder.malformedCount }

    /// The trades in `frame` (none for control frames, PINGPONG and malformed frames).
    public mutating func quotes(in frame: String, receivedAt time: Date) -> [Quote] {
        if case .trades(let quotes) = decoder.decode(frame, receivedAt: time) { return quotes }
        return []
    }
}
