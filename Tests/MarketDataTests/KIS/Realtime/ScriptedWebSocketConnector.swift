// A WebSocket connector for virtual-time tests: each connection is a subject the test drives.

import Domain
import Foundation
@testable import MarketData
import Networking
import Reactive

/// Hands out one `PublishSubject` per `connect`; records the frames sent on each connection.
final class ScriptedWebSocketConnector: WebSocketConnecting, @unchecked Sendable {
    // @unchecked: used from one test thread on the TestScheduler only.
    private(set) var connections: [PublishSubject<WebSocketEvent>] = []
    /// Frames sent, per connection.
    private(set) var sent: [[WebSocketSender.Frame]] = []
    /// Called with each frame sent (after it is recorded), e.g. to answer it as the server would.
    var onSend: (WebSocketSender.Frame) -> Void = { _ in }

    func connect(to url: URL) -> Observable<WebSocketEvent> {
        Observable.deferred {
            let subject = PublishSubject<WebSocketEvent>()
            self.connections.append(subject)
            self.sent.append([])
            return subject.asObservable()
        }
    }

    /// Opens the latest connection: sends `.connected` with a sender that records into `sent`.
    func open() {
        let index = connections.count - 1
        connections[index].onNext(.connected(WebSocketSender { frame in
            self.sent[index].append(frame)
            self.onSend(frame)
            return true
        }))
    }

    /// Sends the server's OPSP0000 acknowledgement for each of `codes` on the latest connection.
    func acknowledge(_ codes: [StockCode]) {
        for code in codes {
            connections[connections.count - 1].onNext(.text(
                #"{"header":{"tr_id":"H0STCNT0","tr_key":"\#(code.rawValue)","encrypt":"N"},"body":{"rt_cd":"0","msg_cd":"OPSP0000","msg1":"SUBSCRIBE SUCCESS"}}"#
            ))
        }
    }

    /// The tr_type and tr_key of each subscribe frame sent on connection `index` ("1005930"), with the
    /// tr_id between them when `transactions` ("1H0STASP0005930").
    func controls(_ index: Int, transactions: Bool = false) -> [String] {
        sent[index].compactMap { frame in
            guard case .text(let text) = frame,
                  let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [String: Any]],
                  let type = object["header"]?["tr_type"] as? String,
                  let input = object["body"]?["input"] as? [String: String], let key = input["tr_key"]
            else { return nil }
            return type + (transactions ? input["tr_id"] ?? "" : "") + key
        }
    }
}

/// Always the same approval key; counts discards.
final class FixedApprovalKeys: KISApprovalKeySource, @unchecked Sendable {
    // @unchecked: used from one test thread only.
    private(set) var discarded = 0
    private let key = KISAccessToken(value: "approval-1", issuedAt: Date(timeIntervalSince1970: 0), expiresAt: .distantFuture)

    func approvalKey() -> Single<KISAccessToken> { .just(key) }

    func discard(_ key: KISAccessToken) { discarded += 1 }
}
