// Turns the real-time session's text frames into quotes, order books and typed control messages, never trapping.

import Domain
import FoundationEssentials

/// Decodes `0|H0STCNT0|NNN|rec^rec…` trade frames (and Nextrade's H0NXCNT0 and the unified H0UNCNT0, the
/// same layout: each quote marked with its venue; and KRX's after-hours single-price H0STOUP0, the first 43
/// fields of it: quotes on KRX marked `.singlePrice`), `0|H0STASP0|NNN|…` order-book frames (and H0NXASP0,
/// H0UNASP0: 65 fields, the first 59 as KRX's) and the JSON control frames.
///
/// A record frame's payload holds `NNN` records of equal length: the fields are split by the count, so
/// layouts with extra trailing fields (trades: 46 before 2026-09, 47 after; books: 59, 62 and more in
/// 2026 captures) decode alike, read by position. A trade's sign comes from the sign code; the base
/// price is `price − change`, the limits follow from it by the KRX rule (the record carries neither).
/// A book record gives ten ask and ten bid levels (a zero price, beyond a limit, is left out), the
/// totals and, in auctions, the expected price and quantity. Encrypted frames (flag "1") are execution
/// notices, decrypted with the cipher of their registration's acknowledgement (`noticeDecoder`); without
/// one, or when they do not decrypt, they count as malformed, like a frame with any bad field.
struct KISRealtimeFrameDecoder {
    /// KRX's trade transaction id.
    static let tradeTransaction = KISRealtimeTransaction.krxTrades.rawValue
    /// KRX's order-book transaction id.
    static let orderBookTransaction = KISRealtimeTransaction.krxOrderBook.rawValue
    /// The execution-notice transaction id of a real account.
    static let realNoticeTransaction = "H0STCNI0"
    /// The execution-notice transaction id of a paper account.
    static let paperNoticeTransaction = "H0STCNI9"

    /// Decrypts and reads notice frames: set from the notice registration's acknowledgement.
    var noticeDecoder: KISExecutionNoticeDecoder?

    /// Frames decoded as malformed so far.
    private(set) var malformedCount = 0
    /// Offsets of the `^` separators of the frame being decoded, kept between frames.
    private var separators: [Int] = []

    init() {}

    /// The meaning of `text`, received at `time` (which gives the trade times their Korean date).
    mutating func decode(_ text: String, receivedAt time: Date) -> KISRealtimeMessage {
        let message: KISRealtimeMessage
        if text.utf8.first == UInt8(ascii: "{") {
            message = Self.decodeJSON(text)
        } else if text.utf8.first == UInt8(ascii: "1") {
            message = decodeNotices(text)
        } else {
            var text = text
            message = text.withUTF8 { decodeRecords($0, receivedAt: time) }
        }
        if case .malformed = message { malformedCount += 1 }
        return message
    }

    // MARK: Records

    /// An encrypted frame: execution notices, when the cipher of their registration is known.
    private func decodeNotices(_ text: String) -> KISRealtimeMessage {
        guard let noticeDecoder else { return .malformed(reason: "an encrypted frame before its registration's key") }
        do {
            return .notices(try noticeDecoder.notices(in: text))
        } catch {
            return .malformed(reason: "an execution notice that does not decode (\(error))")
        }
    }

    private mutating func decodeRecords(_ bytes: UnsafeBufferPointer<UInt8>, receivedAt time: Date) -> KISRealtimeMessage {
        func bar(from start: Int) -> Int? { (start..<bytes.count).first { bytes[$0] == UInt8(ascii: "|") } }
        guard let first = bar(from: 0), let second = bar(from: first + 1), let third = bar(from: second + 1) else {
            return .malformed(reason: "not a record frame")
        }
        guard first == 1, bytes[0] == UInt8(ascii: "0") else { return .malformed(reason: "encrypted or unknown frame") }
        let transaction = String(decoding: UnsafeBufferPointer(rebasing: bytes[(first + 1)..<second]), as: UTF8.self)
        guard let kind = KISRealtimeTransaction(rawValue: transaction) else { return .malformed(reason: "unexpected transaction") }
        guard let count = Self.integer(bytes, (second + 1)..<third), count > 0 else {
            return .malformed(reason: "bad record count")
        }
        let payloadStart = third + 1
        separators.removeAll(keepingCapacity: true)
        for offset in payloadStart..<bytes.count where bytes[offset] == UInt8(ascii: "^") { separators.append(offset) }
        let fieldCount = separators.count + 1
        guard fieldCount % count == 0, fieldCount / count >= kind.minimumFieldCount else {
            return .malformed(reason: "\(fieldCount) fields do not make \(count) records")
        }
        let perRecord = fieldCount / count
        let dayStart = Self.koreanDayStart(of: time)
        if !kind.isTrades {
            var books: [OrderBook] = []
            books.reserveCapacity(count)
            for record in 0..<count {
                guard let book = orderBook(bytes, firstField: record * perRecord, payloadStart: payloadStart, dayStart: dayStart) else {
                    return .malformed(reason: "order-book record \(record + 1) has a bad field")
                }
                books.append(book)
            }
            return .orderBooks(books)
        }
        var quotes: [Quote] = []
        quotes.reserveCapacity(count)
        for record in 0..<count {
            let first = record * perRecord
            guard let quote = quote(bytes, firstField: first, payloadStart: payloadStart, dayStart: dayStart, kind: kind) else {
                return .malformed(reason: "record \(record + 1) has a bad field")
            }
            quotes.append(quote)
        }
        return .trades(quotes)
    }

    /// The byte range of field `field` (counted over the whole payload).
    private func range(of field: Int, payloadStart: Int, end: Int) -> Range<Int> {
        let start = field == 0 ? payloadStart : separators[field - 1] + 1
        let stop = field < separators.count ? separators[field] : end
        return start..<stop
    }

    /// One trade record of `kind` (H0STCNT0, H0NXCNT0, H0UNCNT0 or H0STOUP0: one layout, read to field 14).
    /// [UNCONFIRMED] what H0STOUP0's change and volume are measured over: taken as they come (the change
    /// against the previous close, as the field's name says; the volume the single-price session's own).
    private func quote(_ bytes: UnsafeBufferPointer<UInt8>, firstField first: Int, payloadStart: Int, dayStart: Date, kind: KISRealtimeTransaction) -> Quote? {
        func field(_ offset: Int) -> Range<Int> { range(of: first + offset, payloadStart: payloadStart, end: bytes.count) }
        guard let code = StockCode(String(decoding: UnsafeBufferPointer(rebasing: bytes[field(0)]), as: UTF8.self)),
              let clock = Self.integer(bytes, field(1)), clock >= 0, clock < 240_000,
              let price = Self.integer(bytes, field(2)), price > 0,
              let signCode = Self.integer(bytes, field(3)),
              let rawChange = Self.integer(bytes, field(4)),
              let rawRate = Self.decimal(bytes, field(5)),
              let open = Self.integer(bytes, field(7)),
              let high = Self.integer(bytes, field(8)),
              let low = Self.integer(bytes, field(9)),
              let volume = Self.integer(bytes, field(13)),
              let tradedValue = Self.integer(bytes, field(14)),
              // Bounded before the arithmetic below: a figure KRX cannot show refuses the record.
              MarketLimits.admits(price: price), rawChange.magnitude <= MarketLimits.largestPrice,
              rawRate.magnitude <= MarketLimits.largestChangeRate
        else { return nil }
        let sign = PriceChangeSign(rawValue: signCode) ?? .flat
        let change = Self.directed(rawChange, by: sign)
        let base = price - change
        let limits = base > 0 ? KRXPriceGrid.shares.dailyLimits(base: base) : (lower: 0, upper: 0)
        let quote = Quote(
            code: code, price: price, change: change, sign: sign, changeRate: Self.directed(rawRate, by: sign),
            volume: volume, tradedValue: tradedValue, open: open, high: high, low: low,
            upperLimit: limits.upper, lowerLimit: limits.lower, basePrice: base,
            time: Self.time(ofClock: clock, on: dayStart), venue: kind.venue, session: kind.session
        )
        return MarketLimits.admits(quote) ? quote : nil
    }

    /// One H0STASP0 record: 0 code, 1 time, 3–12 ask prices, 13–22 bid prices, 23–32 ask and 33–42 bid
    /// quantities, 43/44 totals, 47 expected price (0 outside auctions), 48 expected quantity (ANTC_CNQN).
    private func orderBook(_ bytes: UnsafeBufferPointer<UInt8>, firstField first: Int, payloadStart: Int, dayStart: Date) -> OrderBook? {
        func number(_ offset: Int) -> Int? {
            Self.integer(bytes, range(of: first + offset, payloadStart: payloadStart, end: bytes.count)).flatMap { $0 >= 0 ? $0 : nil }
        }
        func side(prices: Int, quantities: Int) -> [OrderBookLevel]? {
            var levels: [OrderBookLevel] = []
            for level in 0..<10 {
                guard let price = number(prices + level), let quantity = number(quantities + level) else { return nil }
                if price > 0 { levels.append(OrderBookLevel(price: price, quantity: quantity)) }
            }
            return levels
        }
        let codeField = range(of: first, payloadStart: payloadStart, end: bytes.count)
        guard let code = StockCode(String(decoding: UnsafeBufferPointer(rebasing: bytes[codeField]), as: UTF8.self)),
              let clock = number(1), clock < 240_000,
              let asks = side(prices: 3, quantities: 23), let bids = side(prices: 13, quantities: 33),
              let totalAsk = number(43), let totalBid = number(44),
              let expectedPrice = number(47), let expectedQuantity = number(48)
        else { return nil }
        let book = OrderBook(
            code: code, asks: asks, bids: bids, totalAskQuantity: totalAsk, totalBidQuantity: totalBid,
            expectedPrice: expectedPrice > 0 ? expectedPrice : nil, expectedVolume: expectedPrice > 0 ? expectedQuantity : nil,
            time: Self.time(ofClock: clock, on: dayStart), source: .live
        )
        return MarketLimits.admits(book) ? book : nil
    }

    /// The moment of an HHMMSS clock field on the Korean day starting at `dayStart`.
    private static func time(ofClock clock: Int, on dayStart: Date) -> Date {
        let seconds = (clock / 10_000) * 3_600 + (clock / 100 % 100) * 60 + clock % 100
        return dayStart.addingTimeInterval(TimeInterval(seconds))
    }

    /// Midnight in Korea (UTC+9, no daylight saving) of the day `time` falls on.
    private static func koreanDayStart(of time: Date) -> Date {
        let offset: TimeInterval = 9 * 3_600
        let local = time.timeIntervalSince1970 + offset
        return Date(timeIntervalSince1970: (local / 86_400).rounded(.down) * 86_400 - offset)
    }

    /// A signed decimal integer of at most 18 digits; nil for anything else (an empty field is 0).
    private static func integer(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var index = range.lowerBound
        var negative = false
        if index < range.upperBound, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        guard range.upperBound - index <= 18 else { return nil }
        var value = 0
        while index < range.upperBound {
            let digit = Int(bytes[index]) - 48
            guard digit >= 0, digit <= 9 else { return nil }
            value = value * 10 + digit
            index += 1
        }
        return negative ? -value : value
    }

    /// A signed decimal such as "-7.22"; nil for anything else.
    private static func decimal(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double? {
        guard let point = range.firstIndex(where: { bytes[$0] == UInt8(ascii: ".") }) else {
            return integer(bytes, range).map(Double.init)
        }
        guard let whole = integer(bytes, range.lowerBound..<point),
              let fraction = integer(bytes, (point + 1)..<range.upperBound), fraction >= 0
        else { return nil }
        let digits = range.upperBound - point - 1
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let negative = bytes[range.lowerBound] == UInt8(ascii: "-")
        let magnitude = Double(abs(whole)) + Double(fraction) / scale
        return negative ? -magnitude : magnitude
    }

    private static func directed<Number: SignedNumeric & Comparable>(_ value: Number, by sign: PriceChangeSign) -> Number {
        if sign.isUp { return value < 0 ? -value : value }
        if sign.isDown { return value > 0 ? -value : value }
        return value
    }

    // MARK: JSON control frames

    private struct ControlFrameDTO: Decodable {
        struct Header: Decodable {
            let tr_id: String?
            let tr_key: String?
        }

        /// The acknowledgement of an execution-notice registration carries its cipher's key and IV.
        struct Output: Decodable {
            let iv: String?
            let key: String?
        }

        struct Body: Decodable {
            let rt_cd: String?
            let msg_cd: String?
            let msg1: String?
            let output: Output?
        }

        let header: Header
        let body: Body?
    }

    private static func decodeJSON(_ text: String) -> KISRealtimeMessage {
        guard let frame = try? JSONDecoder().decode(ControlFrameDTO.self, from: Data(text.utf8)) else {
            return .malformed(reason: "JSON that is not a KIS control frame")
        }
        if frame.header.tr_id == "PINGPONG" { return .pingPong(payload: text) }
        guard let body = frame.body, let messageCode = body.msg_cd else {
            return .malformed(reason: "a control frame without a message code")
        }
        if let transaction = frame.header.tr_id, [realNoticeTransaction, paperNoticeTransaction].contains(transaction),
           body.rt_cd == "0", let key = body.output?.key, let iv = body.output?.iv {
            guard let cipher = try? KISNoticeCipher(key: key, iv: iv) else { return .malformed(reason: "a notice key or IV of the wrong length") }
            return .noticeSubscription(KISRegistration(transaction: transaction, key: frame.header.tr_key ?? ""), cipher)
        }
        return .control(KISRealtimeControl(
            transaction: frame.header.tr_id, trKey: frame.header.tr_key ?? "", resultCode: body.rt_cd ?? "", messageCode: messageCode, message: body.msg1 ?? ""
        ))
    }
}
