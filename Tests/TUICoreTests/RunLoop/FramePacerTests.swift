// At most one frame per interval, the first one at once.

@testable import TUICore
import Testing

@Suite struct FramePacerTests {
    @Test func firstFrameIsDueImmediately() {
        let pacer = FramePacer(interval: 16)
        #expect(pacer.isDue(at: 0))
        #expect(pacer.nextFrame == 0)
    }

    @Test func nextFrameWaitsOneIntervalAfterTheLast() {
        var pacer = FramePacer(interval: 16)
        pacer.recordFrame(at: 100)
        #expect(!pacer.isDue(at: 115))
        #expect(pacer.isDue(at: 116))
        #expect(pacer.nextFrame == 116)
    }

    @Test func aReadThatWantsTheNextTakesTheFramesSlot() {
        var pacer = FramePacer(interval: 16)
        pacer.recordRead(at: 100, wantsNext: true)
        #expect(pacer.wantsNextRead)
        #expect(pacer.nextFrame == 116)
        pacer.recordRead(at: 116, wantsNext: false)
        #expect(!pacer.wantsNextRead)
        #expect(pacer.nextFrame == 116, "a read wanting no next one leaves the slot to a frame")
    }
}
