// The real-time decoder on Nextrade's and the unified transactions: the same trade layout with each quote's venue, and their 65-field books.

import Domain
import Foundation
@testable import MarketData
import Testing

@Suite struct KISRealtimeVenueDecodingTests {
    /// 2026-12-04 19:30:00 in Korea.
    private static let received = Date(timeIntervalSince1970: 1_796_380_200)

    private static func frame(_ transaction: String, _ record: String) -> String {
        "0|\(transaction)|001|" + record
    }

    @Test(arguments: [("H0STCNT0", Venue.krx), ("H0NXCNT0", .nxt), ("H0UNCNT0", .unified)])
    func eachTradeTransactionMarksItsVenue(transaction: String, venue: Venue) {
        var decoder = KISRealtimeFrameDecoder()
        let message = decoder.decode(
            Self.frame(transaction, KISRealtimeFrameDecoderTests.record("005930", time: "192959", fieldCount: 47)), receivedAt: Self.received
        )
        guard case .trades(let quotes) = message, let quote = quotes.first else {
            Issue.record("not trades: \(message)")
            return
        }
        #expect(quote.venue == venue)
        #expect(quote.price == 272_500)
        #expect(quote.basePrice == 272_000)
        #expect(quote.time == Self.received.addingTimeInterval(-1))
    }

    @Test(arguments: ["H0NXASP0", "H0UNASP0"])
    func nextradeAndUnifiedBooksOf65FieldsDecodeAsKRXs(transaction: String) {
        var decoder = KISRealtimeFrameDecoder()
        let record = KISRealtimeOrderBookDecodingTests.record("005930", fieldCount: 65, replacing: [59: "272050", 62: "272050"])
        guard case .orderBooks(let books) = decoder.decode(Self.frame(transaction, record), receivedAt: Self.received), let book = books.first else {
            Issue.record("not an order book")
            return
        }
        #expect(book.asks.first == OrderBookLevel(price: 272_100, quantity: 1_001))
        #expect(book.bids.first == OrderBookLevel(price: 272_000, quantity: 2_001))
        #expect(book.totalAskQuantity == 99_000)
    }

    /// KRX's single-price trades (H0STOUP0) are the first 43 fields of the trade layout (overtime_ccnl_krx.py's
    /// columns are ccnl_krx.py's, in order, to PRDY_SMNS_HOUR_ACML_VOL_RATE); more are tolerated.
    @Test(arguments: [43, 44, 46])
    func singlePriceTradesAreKRXQuotesOfTheSinglePriceSession(fieldCount: Int) {
        var decoder = KISRealtimeFrameDecoder()
        let record = KISRealtimeFrameDecoderTests.record("000270", time: "161000", price: "101000", sign: "2", change: "1000", rate: "1.00", fieldCount: fieldCount)
        guard case .trades(let quotes) = decoder.decode(Self.frame("H0STOUP0", record), receivedAt: Self.received), let quote = quotes.first else {
            Issue.record("not trades")
            return
        }
        #expect(quote.code == StockCode("000270"))
        #expect(quote.venue == .krx)
        #expect(quote.session == .singlePrice)
        #expect(quote.price == 101_000)
        #expect(quote.basePrice == 100_000)
        #expect(quote.volume == 12_872_352)
        #expect(KISRegistration.carrying(quote) == KISRegistration(transaction: "H0STOUP0", key: "000270"))
    }

    @Test func aRegularTradeHasNoSessionAndAShortRecordIsMalformed() {
        var decoder = KISRealtimeFrameDecoder()
        guard case .trades(let quotes) = decoder.decode(Self.frame("H0STCNT0", KISRealtimeFrameDecoderTests.record("005930")), receivedAt: Self.received) else {
            Issue.record("not trades")
            return
        }
        #expect(quotes.map(\.session) == [nil])
        #expect(decoder.decode(Self.frame("H0STCNT0", KISRealtimeFrameDecoderTests.record("005930", fieldCount: 43)), receivedAt: Self.received)
            == .malformed(reason: "43 fields do not make 1 records"))
        #expect(decoder.decode(Self.frame("H0STOUP0", KISRealtimeFrameDecoderTests.record("005930", fieldCount: 42)), receivedAt: Self.received)
            == .malformed(reason: "42 fields do not make 1 records"))
    }

    @Test func anotherTransactionIsMalformed() {
        var decoder = KISRealtimeFrameDecoder()
        let message = decoder.decode(Self.frame("H0STOAA0", KISRealtimeFrameDecoderTests.record("005930")), receivedAt: Self.received)
        #expect(message == .malformed(reason: "unexpected transaction"))
        #expect(decoder.malformedCount == 1)
    }

    @Test func aRealAccountsSessionRegistersTheUnifiedTransactionsAndCountsThemLive() {
        let samsung = StockCode("005930")!, kakao = StockCode("035720")!
        var planner = KISSubscriptionPlanner(venues: KISVenueChoice(wanted: .unified, accountType: .real, nxtEligible: [samsung]))
        let changes = planner.plan(reserved: [.orderBook(samsung)], onScreen: [samsung, kakao], watchlist: [samsung, kakao])
        #expect(changes == [
            .subscribe(KISRegistration(transaction: "H0UNASP0", key: "005930")),
            .subscribe(KISRegistration(transaction: "H0UNCNT0", key: "005930")),
            .subscribe(KISRegistration(transaction: "H0STCNT0", key: "035720")),
        ])
        #expect(planner.liveCodes == [samsung, kakao])
    }
}
