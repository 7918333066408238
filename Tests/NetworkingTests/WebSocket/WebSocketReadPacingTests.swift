// How long a paced read waits, and that a paced connection still gets every message.

import Foundation
@testable import Networking
import NetworkTestSupport
import Reactive
import Testing

@Suite struct WebSocketReadPacingTests {
    private static let millisecond: UInt64 = 1_000_000

    @Test func aReadWaitsUntilTheNextUse() {
        let now: UInt64 = 5_000 * Self.millisecond
        #expect(WebSocketReadPacing.readWait(nextUse: now + 16 * Self.millisecond, now: now) == 16 * Self.millisecond)
        #expect(WebSocketReadPacing.readWait(nextUse: now + 1, now: now) == 1)
    }

    @Test func aPastOrUnsetUseMeansReadingAtOnce() {
        let now: UInt64 = 5_000 * Self.millisecond
        #expect(WebSocketReadPacing.readWait(nextUse: now, now: now) == 0)
        #expect(WebSocketReadPacing.readWait(nextUse: now - Self.millisecond, now: now) == 0)
        #expect(WebSocketReadPacing.readWait(nextUse: 0, now: now) == 0, "never told")
    }

    @Test func aUseFarAheadWaitsTwentyMillisecondsAtMost() {
        let now: UInt64 = 5_000 * Self.millisecond
        #expect(WebSocketReadPacing.readWait(nextUse: now + 3_600_000 * Self.millisecond, now: now) == 20 * Self.millisecond)
    }

    @Test func aPacedConnectionStillGetsEveryAnswerInOrder() async throws {
        let pacing = WebSocketReadPacing()
        // As a UI drawing 60 frames a second would: the next use always a frame ahead.
        let frames = Task {
            while !Task.isCancelled {
                pacing.setNextUse(at: Self.now() + 16 * Self.millisecond)
                try? await Task.sleep(for: .milliseconds(16))
            }
        }
        defer { frames.cancel() }
        #expect(try await answeredCodes(pacing: pacing) == Self.codes)
    }

    @Test func aConnectionWhoseAppStopsAnnouncingStillGetsEveryAnswer() async throws {
        let pacing = WebSocketReadPacing()
        // One frame announced and none after (an idle screen): no read may wait for another.
        pacing.setNextUse(at: Self.now() + 16 * Self.millisecond)
        #expect(try await answeredCodes(pacing: pacing) == Self.codes)
    }

    private static let codes = ["005930", "000660", "035420"]

    private static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// The codes of the fake server's answers to a registration of each of `codes`, in arrival order.
    private func answeredCodes(pacing: WebSocketReadPacing) async throws -> [String] {
        let server = try await FakeKISServer.start()
        let codes = Self.codes
        let client = WebSocketClient(pingInterval: 1, hangUpAfter: 3, readPacing: pacing)
        let events = await collect(client.connect(to: server.webSocketURL).do(onNext: { event in
            guard case .connected(let sender) = event else { return }
            for code in codes {
                sender.send(text: #"{"header":{"approval_key":"nobody","custtype":"P","tr_type":"1","content-type":"utf-8"},"body":{"input":{"tr_id":"H0STCNT0","tr_key":"\#(code)"}}}"#)
            }
        })) { events in events.filter { if case .text = $0 { true } else { false } }.count == codes.count }
        return events.compactMap { event -> String? in
            guard case .text(let text) = event else { return nil }
            return codes.first { text.contains($0) }
        }
    }
}
