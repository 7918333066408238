// The kis feed's order book against the fake KIS server: live from H0STASP0 beside the watchlist, polled while the socket is down, released when done.

import Domain
import Foundation
@testable import MarketData
import Networking
import NetworkTestSupport
import Reactive
import Synchronization
import Testing

@Suite final class KISRealtimeOrderBookRepositoryEndToEndTests {
    private static let samsung = StockCode("005930")!
    private static let naver = StockCode("035420")!
    private let cacheRoot = FileManager.default.temporaryDirectory.appendingPathComponent("kis-book-\(UUID().uuidString)")
    private let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "kis-book-tests")
    private let backoff = ExponentialBackoff(initial: 0.05, maximum: 0.5)

    deinit {
        try? FileManager.default.removeItem(at: cacheRoot)
    }

    /// Everything a running subscription received.
    private final class Received: Sendable {
        let books = Mutex<[OrderBook]>([])
        let quotes = Mutex<[Quote]>([])
        var latestBook: OrderBook? { books.withLock { $0.last } }
    }

    /// The quote and order-book repositories of one account (`appKey`: each test its own, since the
    /// server allows one session per app key).
    private func repositories(_ server: FakeKISServer, appKey: String) throws -> (KISRealtimeQuoteRepository, KISRealtimeOrderBookRepository) {
        let credentials = try KISCredentials(appKey: appKey, appSecret: appKey + "-secret")
        let client = try KISClient.forTests(server: server, credentials: credentials, cacheDirectory: cacheRoot.appendingPathComponent(appKey))
        let scheduler = self.scheduler
        let backoff = self.backoff
        let quotes = KISRealtimeQuoteRepository(fetcher: client, access: .session(server.webSocketURL), scheduler: scheduler, backoff: backoff) { url in
            KISRealtimeSession(
                url: url, connector: WebSocketClient(pingInterval: 1, hangUpAfter: 5), approvalKeys: client.approvalKeys,
                scheduler: scheduler, backoff: backoff
            )
        }
        return (quotes, KISRealtimeOrderBookRepository(realtime: quotes, rest: KISOrderBookRepository(client: client, scheduler: scheduler, interval: .milliseconds(200))))
    }

    @Test func theBookIsLiveBesideTheWatchlistPolledWhileTheSocketIsDownAndReleasedWhenDone() async throws {
        let server = try await FakeKISServer.shared.value
        let appKey = "book-e2e-live"
        let (quotes, books) = try repositories(server, appKey: appKey)
        let received = Received()
        let watchlist = quotes.quotes(for: [Self.samsung, Self.naver]).subscribe(onNext: { _ in })
        defer { watchlist.dispose() }
        let detail = quotes.quotes(for: [Self.samsung]).subscribe(onNext: { event in
            if case .quote(let quote) = event { received.quotes.withLock { $0.append(quote) } }
        })
        let book = books.orderBooks(for: Self.samsung).subscribe(onNext: { book in received.books.withLock { $0.append(book) } })
        #expect(await eventually(timeout: 10) { received.latestBook?.source == .live })
        let session = await server.webSocketSessions(appKey: appKey).last
        #expect(session?.books == [Self.samsung.rawValue])
        #expect(Set(session?.codes ?? []) == [Self.samsung.rawValue, Self.naver.rawValue], "the detail view keeps the watchlist's registrations")
        #expect(received.latestBook?.asks.count == 10 && received.latestBook?.bids.count == 10)
        #expect(await eventually(timeout: 10) {
            await server.pushOrderBook(code: Self.samsung.rawValue, askQuantity: 43_210, fields: 62)
            return received.latestBook?.asks.first?.quantity == 43_210
        })
        #expect(await eventually(timeout: 10) {
            await server.pushTrade(code: Self.samsung.rawValue, price: 272_500)
            return received.quotes.withLock { $0.contains { $0.price == 272_500 } }
        }, "the detail view's quotes carry the socket's trades")
        let booksBeforeClose = received.books.withLock { $0.count }
        await server.inject(.abruptClose, appKey: appKey)
        // Every book since the close, not the latest: the socket may be back 50 ms later (the backoff),
        // before a loaded machine lets this test look, and the latest is live again.
        #expect(await eventually(timeout: 10) {
            received.books.withLock { $0.dropFirst(booksBeforeClose).contains { [.stale, .polled].contains($0.source) } }
        }, "stale, then polled over REST, while the socket is down")
        #expect(await eventually(timeout: 10) { received.latestBook?.source == .live }, "live again once it is back")
        book.dispose()
        detail.dispose()
        #expect(await eventually(timeout: 10) {
            let open = await server.webSocketSessions(appKey: appKey).last
            return open?.books == [] && Set(open?.codes ?? []) == [Self.samsung.rawValue, Self.naver.rawValue]
        }, "the book's registration is released; the watchlist's stay")
    }

    @Test func aStockAlreadyLiveInTheListGetsItsLatestQuoteAtOnce() async throws {
        let server = try await FakeKISServer.shared.value
        let (quotes, _) = try repositories(server, appKey: "book-e2e-replay")
        let listStatus = Mutex<QuoteFeedStatus?>(nil)
        let status = quotes.status.subscribe(onNext: { value in listStatus.withLock { $0 = value } })
        defer { status.dispose() }
        let watchlist = quotes.quotes(for: [Self.samsung, Self.naver]).subscribe(onNext: { _ in })
        defer { watchlist.dispose() }
        #expect(await eventually(timeout: 10) { listStatus.withLock { $0?.count(of: .live) } == 2 })
        let first = Mutex<Quote?>(nil)
        let detail = quotes.quotes(for: [Self.samsung]).subscribe(onNext: { event in
            if case .quote(let quote) = event { first.withLock { $0 = $0 ?? quote } }
        })
        #expect(first.withLock { $0 } != nil, "replayed on subscribing, without waiting for a trade")
        #expect(listStatus.withLock { $0?.sources.count } == 2, "the statuses of both subscriptions merge")
        detail.dispose()
        #expect(listStatus.withLock { $0?.sources.keys.sorted { $0.rawValue < $1.rawValue } } == [Self.samsung, Self.naver])
    }
}
