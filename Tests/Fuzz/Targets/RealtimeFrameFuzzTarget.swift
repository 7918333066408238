// The KIS real-time frame decoder (trades H0STCNT0, order books H0STASP0, JSON control frames) under fuzzing.

import Domain
import FoundationEssentials
@testable import MarketData

/// Feeds the input as a WebSocket text frame. Every decoded trade and book is within `MarketLimits`
/// (a figure KRX cannot show refuses the record), a trade has a price above 0 and a base price that
/// is `price − change`, and a frame decoded as malformed is counted.
package enum RealtimeFrameFuzzTarget: FuzzTarget {
    package static let name = "realtime-frames"
    /// 2026-01-05 10:00:00 in Korea.
    private static let received = Date(timeIntervalSince1970: 1_767_574_800)

    package static func check(_ input: [UInt8]) throws(InvariantViolation) {
        var decoder = KISRealtimeFrameDecoder()
        let message = decoder.decode(String(decoding: input, as: UTF8.self), receivedAt: received)
        switch message {
        case .trades(let quotes):
            try require(!quotes.isEmpty, "a trade frame decoded to no quote")
            for quote in quotes {
                try require(MarketLimits.admits(quote), "a quote beyond the market limits: \(quote)")
                try require(quote.price > 0, "a trade at price \(quote.price)")
                try require(quote.basePrice == quote.price - quote.change, "base \(quote.basePrice) is not price − change")
            }
        case .orderBooks(let books):
            try require(!books.isEmpty, "a book frame decoded to no book")
            for book in books {
                try require(MarketLimits.admits(book), "an order book beyond the market limits: \(book)")
                try require(book.asks.count <= 10 && book.bids.count <= 10, "more than ten levels a side")
            }
        case .malformed:
            try require(decoder.malformedCount == 1, "a malformed frame not counted")
        default:
            try require(decoder.malformedCount == 0, "a frame counted as malformed and decoded")
        }
    }
}
