// How long a paced read waits, and that a paced connection still gets every message.

import Foundation
@testable import Networking
import NetworkTestSupport
import Reactive
import Testing

@Suite struct WebSocketReadPacingTests {
    private static let millisecond: UInt64 = 1_000_000

    @Test func aReadWaitsUntilTwoMillisecondsBeforeTheNextUse() {
        let now: UInt64 = 5_000 * Self.millisecond
        #expect(WebSocketReadPacing.readWait(nextUse: now + 16 * Self.millisecond, now: now) == 14 * Self.millisecond)
        #expect(WebSocketReadPacing.readWait(nextUse: now + 2 * Self.millisecond + 1, now: now) == 1)
    }

    @Test func aNearPastOrUnsetUseMeansReadingAtOnce() {
        let now: UInt64 = 5_000 * Self.millisecond
        #expect(WebSocketReadPacing.readWait(nextUse: now + 2 * Self.millisecond, now: now) == 0)
        #expect(WebSocketReadPacing.readWait(nextUse: now - Self.millisecond, now: now) == 0)
        #expect(WebSocketReadPacing.readWait(nextUse: 0, now: now) == 0, "never told")
    }

    @Test func aUseFarAheadWaitsTwentyMillisecondsAtMost() {
        let now: UInt64 = 5_000 * Self.millisecond
        #expect(WebSocketReadPacing.readWait(nextUse: now + 3_600_000 * Self.millisecond, now: now) == 20 * Self.millisecond)
    }

    @Test func aPacedConnectionStillGetsEveryAnswerInOrder() async throws {
        let server = try await FakeKISServer.start()
        let pacing = WebSocketReadPacing()
        // As a UI drawing 60 frames a second would: the next use always a frame ahead.
        let frames = Task {
            while !Task.isCancelled {
                var time = timespec()
                clock_gettime(CLOCK_MONOTONIC, &time)
                pacing.setNextUse(at: UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec) + 16 * Self.millisecond)
                try? await Task.sleep(for: .milliseconds(16))
            }
        }
        defer { frames.cancel() }
        let codes = ["005930", "000660", "035420"]
        let client = WebSocketClient(pingInterval: 1, hangUpAfter: 3, readPacing: pacing)
        let events = await collect(client.connect(to: server.webSocketURL).do(onNext: { event in
            guard case .connected(let sender) = event else { return }
            for code in codes {
                sender.send(text: #"{"header":{"approval_key":"nobody","custtype":"P","tr_type":"1","content-type":"utf-8"},"body":{"input":{"tr_id":"H0STCNT0","tr_key":"\#(code)"}}}"#)
            }
        })) { events in events.filter { if case .text = $0 { true } else { false } }.count == codes.count }
        let answered = events.compactMap { event -> String? in
            guard case .text(let text) = event else { return nil }
            return codes.first { text.contains($0) }
        }
        #expect(answered == codes)
    }
}
