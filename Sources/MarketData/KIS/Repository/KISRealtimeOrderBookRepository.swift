// The kis feed's order book: streamed from H0STASP0 when the real-time session holds it, else polled over REST.

import Domain
import Reactive

/// The `kis` feed's order books, live where possible.
///
/// Watching a code reserves two registrations on the shared real-time session of `realtime`: the
/// book (H0STASP0) and the stock's trades (H0STCNT0, normally held for its row already, so the book
/// costs one slot, taken from the last of the watchlist's rows). Disposing releases both. While the
/// session has the book confirmed, books come from its records (`source` `.live`), the first one from
/// one REST answer until a record arrives (outside trading hours none may come); while it has not —
/// connecting, down, refused, or real-time off — `rest` polls (`.polled`). When the live stream is
/// lost, the last live book comes again at once marked `.stale`, until the first poll answers. A
/// failed poll ends the stream with its `KISError`, as the polling repository's does.
public final class KISRealtimeOrderBookRepository: OrderBookRepository {
    private let realtime: KISRealtimeQuoteRepository
    private let rest: any OrderBookRepository

    /// Books of `realtime`'s session, with `rest` (the polling `KISOrderBookRepository`) as the fallback.
    public init(realtime: KISRealtimeQuoteRepository, rest: any OrderBookRepository) {
        self.realtime = realtime
        self.rest = rest
    }

    public func orderBooks(for code: StockCode) -> Observable<OrderBook> {
        Observable.create { [realtime, rest] observer in
            realtime.join(codes: [], reserved: [.orderBook(code), .trades(code)]) { session in
                guard let session else { return rest.orderBooks(for: code).subscribe(observer) }
                let records = session.orderBooks.filter { $0.code == code }
                let lastLive = LockedState<OrderBook?>(nil)
                return session.snapshots
                    .map { $0.liveOrderBooks.contains(code) }
                    .distinctUntilChanged()
                    .flatMapLatest { isLive -> Observable<OrderBook> in
                        if isLive { return Observable.merge(rest.orderBooks(for: code).take(1).take(until: records), records) }
                        let polled = rest.orderBooks(for: code)
                        return lastLive.withLock { $0 }.map { polled.startWith($0.marked(.stale)) } ?? polled
                    }
                    .do(onNext: { book in lastLive.withLock { $0 = book.source == .live ? book : nil } })
                    .subscribe(observer)
            }
        }
    }
}
