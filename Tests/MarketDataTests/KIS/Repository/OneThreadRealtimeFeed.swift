// The kis feed's real-time repositories on one thread, with a server that answers registrations at once.

import Domain
import Foundation
@testable import MarketData
import Networking
import Reactive
import ReactiveTesting

/// A `KISRealtimeQuoteRepository` whose session runs on a `TrampolineTestScheduler` over a scripted
/// connection, opened and connected by `init`; `answerRegistrations` makes the server answer a
/// subscribe frame the moment it is sent, as the fake KIS server (and, for books, KIS) does.
final class OneThreadRealtimeFeed {
    let clock = TestScheduler(initialClock: 0, resolution: 0.001)
    let scheduler: TrampolineTestScheduler
    let connector = ScriptedWebSocketConnector()
    let quotes: KISRealtimeQuoteRepository
    /// Keeps the session open (a watchlist of `codes`).
    private let watchlist: Disposable

    init(watching codes: [StockCode]) {
        let scheduler = TrampolineTestScheduler(clock: clock)
        let connector = connector
        self.scheduler = scheduler
        quotes = KISRealtimeQuoteRepository(
            fetcher: ScriptedQuoteFetcher(scheduler: clock, latency: 10), access: .session(URL(string: "ws://127.0.0.1:1/tryitout")!),
            scheduler: scheduler, backoff: ExponentialBackoff(initial: 1, maximum: 8)
        ) { url in
            KISRealtimeSession(url: url, connector: connector, approvalKeys: FixedApprovalKeys(), scheduler: scheduler, jitter: { 0 })
        }
        watchlist = quotes.quotes(for: codes).subscribe(onNext: { _ in })
        _ = scheduler.schedule(()) { _ in
            connector.open()
            return Disposables.create()
        }
    }

    deinit {
        watchlist.dispose()
    }

    /// From now on, a subscribe frame for `registration` ("1H0STASP0005930", as `controls` spells it)
    /// is answered with its acknowledgement and then `record`, on the socket's next events.
    func answerRegistrations(of registration: String, transaction: String, code: StockCode, with record: String) {
        let connector = connector
        let scheduler = scheduler
        connector.onSend = { _ in
            guard connector.controls(0, transactions: true).last == registration else { return }
            _ = scheduler.schedule(()) { _ in
                connector.connections[0].onNext(.text(
                    #"{"header":{"tr_id":"\#(transaction)","tr_key":"\#(code.rawValue)","encrypt":"N"},"body":{"rt_cd":"0","msg_cd":"OPSP0000","msg1":"SUBSCRIBE SUCCESS"}}"#
                ))
                connector.connections[0].onNext(.text(record))
                return Disposables.create()
            }
        }
    }
}
