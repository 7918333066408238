// Turns the real-time session's text frames into quotes and typed control messages, never trapping.

import Domain
import FoundationEssentials

/// Decodes `0|H0STCNT0|NNN|rec^rec…` trade frames and the JSON control frames.
///
/// A trade frame's payload holds `NNN` records of equal length: the fields are split by the count, so
/// layouts with extra trailing fields (46 before 2026-09, 47 after) decode alike. The sign comes from the
/// sign code; the base price is `price − change`, the limits follow from it by the KRX rule (the record
/// carries neither). Encrypted frames (flag "1") are not used for trades and count as malformed.
struct KISRealtimeFrameDecoder {
    /// Fields of a record in the oldest layout; a record may carry more.
    static let minimumFieldCount = 46
    /// The trade transaction id.
    static let tradeTransaction = "H0STCNT0"

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
        } else {
            var text = text
            message = text.withUTF8 { decodeTrades($0, receivedAt: time) }
        }
        if case .malformed = message { malformedCount += 1 }
        return message
    }

    // MARK: Trades

    private mutating func decodeTrades(_ bytes: UnsafeBufferPointer<UInt8>, receivedAt time: Date) -> KISRealtimeMessage {
        var headerEnds: [Int] = []
        var index = 0
        while headerEnds.count < 3, index < bytes.count {
            if bytes[index] == UInt8(ascii: "|") { headerEnds.append(index) }
            index += 1
        }
        guard headerEnds.count == 3 else { return .malformed(reason: "not a record frame") }
        guard headerEnds[0] == 1, bytes[0] == UInt8(ascii: "0") else { return .malformed(reason: "encrypted or unknown frame") }
        let transaction = String(decoding: UnsafeBufferPointer(rebasing: bytes[(headerEnds[0] + 1)..<headerEnds[1]]), as: UTF8.self)
        guard transaction == Self.tradeTransaction else { return .malformed(reason: "unexpected transaction") }
        guard let count = Self.integer(bytes, (headerEnds[1] + 1)..<headerEnds[2]), count > 0 else {
            return .malformed(reason: "bad record count")
        }
        let payloadStart = headerEnds[2] + 1
        separators.removeAll(keepingCapacity: true)
        for offset in payloadStart..<bytes.count where bytes[offset] == UInt8(ascii: "^") { separators.append(offset) }
        let fieldCount = separators.count + 1
        guard fieldCount % count == 0, fieldCount / count >= Self.minimumFieldCount else {
            return .malformed(reason: "\(fieldCount) fields do not make \(count) records")
        }
        let perRecord = fieldCount / count
        let dayStart = Self.koreanDayStart(of: time)
        var quotes: [Quote] = []
        quotes.reserveCapacity(count)
        for record in 0..<count {
            let first = record * perRecord
            guard let quote = quote(bytes, firstField: first, payloadStart: payloadStart, dayStart: dayStart) else {
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

    private func quote(_ bytes: UnsafeBufferPointer<UInt8>, firstField first: Int, payloadStart: Int, dayStart: Date) -> Quote? {
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
              let tradedValue = Self.integer(bytes, field(14))
        else { return nil }
        let sign = PriceChangeSign(rawValue: signCode) ?? .flat
        let change = Self.directed(rawChange, by: sign)
        let base = price - change
        let limits = base > 0 ? KRXPriceGrid.dailyLimits(base: base) : (lower: 0, upper: 0)
        let seconds = (clock / 10_000) * 3_600 + (clock / 100 % 100) * 60 + clock % 100
        return Quote(
            code: code, price: price, change: change, sign: sign, changeRate: Self.directed(rawRate, by: sign),
            volume: volume, tradedValue: tradedValue, open: open, high: high, low: low,
            upperLimit: limits.upper, lowerLimit: limits.lower, basePrice: base,
            time: dayStart.addingTimeInterval(TimeInterval(seconds))
        )
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

        struct Body: Decodable {
            let rt_cd: String?
            let msg_cd: String?
            let msg1: String?
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
        return .control(KISRealtimeControl(
            trKey: frame.header.tr_key ?? "", resultCode: body.rt_cd ?? "", messageCode: messageCode, message: body.msg1 ?? ""
        ))
    }
}
