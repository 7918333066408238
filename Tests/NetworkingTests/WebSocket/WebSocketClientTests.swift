// WebSocketClient against the fake KIS server: open, text both ways, pongs, the ways a connection ends.

import Foundation
import Networking
import NetworkTestSupport
import Reactive
import Testing

/// Each test has a server of its own: WebSocket faults reach every open session.
@Suite struct WebSocketClientTests {
    private let client = WebSocketClient(pingInterval: 1, hangUpAfter: 3)

    private static func subscribeFrame(_ code: String, approvalKey: String) -> String {
        #"{"header":{"approval_key":"\#(approvalKey)","custtype":"P","tr_type":"1","content-type":"utf-8"},"body":{"input":{"tr_id":"H0STCNT0","tr_key":"\#(code)"}}}"#
    }

    @Test func connectsSendsTextAndReceivesTheAnswer() async throws {
        let server = try await FakeKISServer.start()
        let events = await collect(client.connect(to: server.webSocketURL).do(onNext: { event in
            if case .connected(let sender) = event { sender.send(text: Self.subscribeFrame("005930", approvalKey: "nobody")) }
        })) { events in events.contains { if case .text = $0 { true } else { false } } }
        guard case .connected = events.first else { Issue.record("no connected event: \(events)"); return }
        let texts = events.compactMap { if case .text(let text) = $0 { text } else { nil } }
        #expect(texts.first?.contains("OPSP0011") == true)
        #expect(await server.webSocketSessions().first?.controls == [.init(trType: "1", trKey: "005930")])
    }

    @Test func sendsPongsWithTheirPayload() async throws {
        let server = try await FakeKISServer.start()
        let subscription = client.connect(to: server.webSocketURL).subscribe(onNext: { event in
            if case .connected(let sender) = event { sender.sendPong("20260105093000") }
        })
        defer { subscription.dispose() }
        #expect(await eventually(timeout: 5) { await server.webSocketSessions().first?.pongs == ["20260105093000"] })
    }

    @Test func anAbruptCloseEndsTheConnectionAsClosed() async throws {
        let server = try await FakeKISServer.start()
        let events = await collect(client.connect(to: server.webSocketURL).do(onNext: { event in
            if case .connected = event { Task { await server.inject(.abruptClose) } }
        })) { events in events.contains { if case .closed = $0 { true } else { false } } }
        #expect(events.count == 2)
        guard case .closed(let reason) = events.last else { Issue.record("not closed: \(events)"); return }
        #expect(!reason.isEmpty)
    }

    /// Server-chosen text is not shown: a close frame's reason gives only its code.
    @Test func aCloseFramesTextIsLeftOutOfTheReason() async throws {
        let server = try await FakeKISServer.start()
        let events = await collect(client.connect(to: server.webSocketURL).do(onNext: { event in
            if case .connected = event { Task { await server.inject(.closeWithText) } }
        })) { events in events.contains { if case .closed = $0 { true } else { false } } }
        #expect(events.last == .closed(reason: "the server closed the connection (code 1008)"))
    }

    /// The attack trial's heap corruption: the refusal must close cleanly, then a new connection works.
    @Test(arguments: [FakeWebSocketFault.oversized(bytes: 2 << 20), .endlessFragments])
    func aMessageOverTheLimitClosesTheConnectionWithItsReason(fault: FakeWebSocketFault) async throws {
        let server = try await FakeKISServer.start()
        let events = await collect(client.connect(to: server.webSocketURL).do(onNext: { event in
            if case .connected = event { Task { await server.inject(fault) } }
        })) { events in events.contains { if case .closed = $0 { true } else { false } } }
        guard case .closed(let reason) = events.last else { Issue.record("not closed: \(events)"); return }
        #expect(reason == "a message longer than 1048576 bytes")
        let again = await collect(client.connect(to: server.webSocketURL).do(onNext: { event in
            if case .connected(let sender) = event { sender.send(text: Self.subscribeFrame("005930", approvalKey: "nobody")) }
        })) { events in events.contains { if case .text = $0 { true } else { false } } }
        #expect(again.contains { if case .text(let text) = $0 { text.contains("OPSP0011") } else { false } })
    }

    /// A slow peer trickling the handshake's answer a byte every half second is cut at the deadline.
    @Test func aTrickledHandshakeFailsAtItsDeadline() async throws {
        let server = try TricklingServer(.webSocketHandshake, interval: 0.5)
        let slowPeers = WebSocketClient(pingInterval: 1, hangUpAfter: 30, handshakeDeadline: 2, messageDeadline: 2)
        let events = await collect(slowPeers.connect(to: server.webSocketURL), timeout: 40) { !$0.isEmpty }
        #expect(events == [.failed(reason: "the server did not complete the WebSocket handshake within 2 s")])
    }

    /// Fragments that never end with every ping answered between them (so the line never looks idle)
    /// end the connection at the message's deadline.
    @Test func endlessFragmentsEndTheConnectionAtTheMessagesDeadline() async throws {
        let server = try TricklingServer(.webSocketFragments, interval: 0.2)
        let slowPeers = WebSocketClient(pingInterval: 1, hangUpAfter: 30, handshakeDeadline: 2, messageDeadline: 2)
        let events = await collect(slowPeers.connect(to: server.webSocketURL), timeout: 40) { events in
            events.contains { if case .closed = $0 { true } else { false } }
        }
        #expect(events.count == 2)
        #expect(events.last == .closed(reason: "a message took longer than 2 s to arrive"))
    }

    /// One frame trickled a byte at a time: libwebsockets hands over no part of it before the whole, but
    /// no pong can come inside a frame either, so the idle policy hangs up (here after 3 s).
    @Test func aTrickledFrameIsHungUpOnByTheIdlePolicy() async throws {
        let server = try TricklingServer(.webSocketMessage, interval: 0.2)
        let slowPeers = WebSocketClient(pingInterval: 1, hangUpAfter: 3, handshakeDeadline: 2, messageDeadline: 2)
        let events = await collect(slowPeers.connect(to: server.webSocketURL), timeout: 40) { events in
            events.contains { if case .closed = $0 { true } else { false } }
        }
        #expect(events.count == 2)
        #expect(events.last.map { if case .closed = $0 { true } else { false } } == true)
    }

    @Test func disposingSendsACloseFrameAndTheServerSeesTheSessionEnd() async throws {
        let server = try await FakeKISServer.start()
        let subscription = client.connect(to: server.webSocketURL).subscribe()
        #expect(await eventually(timeout: 5) { await server.webSocketSessions().first?.open == true })
        subscription.dispose()
        #expect(await eventually(timeout: 5) { await server.webSocketSessions().first?.open == false })
    }

    @Test func aRefusedConnectionFails() async {
        let url = URL(string: "ws://127.0.0.1:\(unusedLoopbackPort())/tryitout")!
        let events = await collect(client.connect(to: url)) { !$0.isEmpty }
        guard case .failed(let reason) = events.first else { Issue.record("not failed: \(events)"); return }
        #expect(!reason.isEmpty)
    }

    @Test func aURLThatIsNotWebSocketFailsWithoutConnecting() async {
        let events = await collect(client.connect(to: URL(string: "http://127.0.0.1:1/x")!)) { !$0.isEmpty }
        #expect(events == [.failed(reason: "http://127.0.0.1:1/x is not a ws:// URL (host, optional port and path).")])
    }
}
