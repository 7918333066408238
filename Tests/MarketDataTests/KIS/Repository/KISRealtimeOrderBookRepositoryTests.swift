// The kis feed's order book on one thread: a book the server sends the moment it registers is shown.

import Domain
import Foundation
@testable import MarketData
import Networking
import Reactive
import ReactiveTesting
import Testing

@Suite struct KISRealtimeOrderBookRepositoryTests {
    private static let samsung = StockCode("005930")!
    private let clock = TestScheduler(initialClock: 0, resolution: 0.001)
    private let connector = ScriptedWebSocketConnector()

    /// REST books that never come: every book seen came from the socket.
    private final class SilentOrderBooks: OrderBookRepository {
        func orderBooks(for code: StockCode) -> Observable<OrderBook> { .never() }
    }

    /// The server's acknowledgement of the book's registration and a record, as the fake KIS server
    /// sends them: on the socket's next events, as soon as the subscribe frame is sent.
    private func answerBookRegistrations(on scheduler: TrampolineTestScheduler) {
        connector.onSend = { [connector] _ in
            guard connector.controls(0, transactions: true).last == "1H0STASP0" + Self.samsung.rawValue else { return }
            _ = scheduler.schedule(()) { _ in
                connector.connections[0].onNext(.text(
                    #"{"header":{"tr_id":"H0STASP0","tr_key":"005930","encrypt":"N"},"body":{"rt_cd":"0","msg_cd":"OPSP0000","msg1":"SUBSCRIBE SUCCESS"}}"#
                ))
                connector.connections[0].onNext(.text(KISRealtimeOrderBookDecodingTests.frame([KISRealtimeOrderBookDecodingTests.record(Self.samsung.rawValue)])))
                return Disposables.create()
            }
        }
    }

    @Test func aBookSentTheMomentItIsRegisteredIsShownOnEveryOpening() {
        let scheduler = TrampolineTestScheduler(clock: clock)
        let connector = connector
        let quotes = KISRealtimeQuoteRepository(
            fetcher: ScriptedQuoteFetcher(scheduler: clock, latency: 10), access: .session(URL(string: "ws://127.0.0.1:1/tryitout")!),
            scheduler: scheduler, backoff: ExponentialBackoff(initial: 1, maximum: 8)
        ) { url in
            KISRealtimeSession(url: url, connector: connector, approvalKeys: FixedApprovalKeys(), scheduler: scheduler, jitter: { 0 })
        }
        let books = KISRealtimeOrderBookRepository(realtime: quotes, rest: SilentOrderBooks())
        let watchlist = quotes.quotes(for: [Self.samsung]).subscribe(onNext: { _ in })
        _ = scheduler.schedule(()) { _ in
            connector.open()
            return Disposables.create()
        }
        answerBookRegistrations(on: scheduler)
        for opening in 1...2 {
            var received: [OrderBook] = []
            let book = books.orderBooks(for: Self.samsung).subscribe(onNext: { received.append($0) })
            #expect(received.map(\.source) == [.live], "opening \(opening): the record that answered the registration")
            #expect(received.first?.asks.count == 10)
            book.dispose()
        }
        #expect(connector.controls(0, transactions: true).filter { $0.contains("H0STASP0") }
                == ["1H0STASP0005930", "2H0STASP0005930", "1H0STASP0005930", "2H0STASP0005930"])
        watchlist.dispose()
    }
}
