// Decides when a dirty screen may be drawn: at most one frame per interval.

/// Frame pacing for coalesced rendering: the first frame is immediate, later ones at least `interval`
/// apart. A feed read right before frames takes a frame's slot while it wants the next read.
struct FramePacer {
    /// The minimum time between two frames, in nanoseconds.
    let interval: UInt64
    private var lastFrame: UInt64?
    /// Whether the last read before a frame asked for one before the next frame too.
    private(set) var wantsNextRead = false

    /// A pacer that has drawn no frame yet.
    init(interval: UInt64) {
        self.interval = interval
    }

    /// The earliest time the next frame may be drawn.
    var nextFrame: UInt64 {
        guard let lastFrame else { return 0 }
        return lastFrame + interval
    }

    /// Whether a frame may be drawn at `now`.
    func isDue(at now: UInt64) -> Bool { now >= nextFrame }

    /// Records a frame drawn at `now`.
    mutating func recordFrame(at now: UInt64) {
        lastFrame = now
    }

    /// Records a read before a frame at `now`; one that wants the next read takes the frame's slot,
    /// so the next read (and frame) comes an interval later even when nothing is drawn now.
    mutating func recordRead(at now: UInt64, wantsNext: Bool) {
        wantsNextRead = wantsNext
        if wantsNext { lastFrame = now }
    }
}
