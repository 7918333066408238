// Reads H0STCNI0 / H0STCNI9 frames: checks the frame, decrypts the payload, reads each record by index.

import Domain

/// Decodes execution-notice frames (`1|H0STCNI0|001|<base64>`) with the subscription's cipher.
///
/// Records are read by index (the official list, `KISExecutionNotice`), ignoring fields after the 26th,
/// so fields KIS appends do not break it. The sample's field list was corrected on 2026-02-12: index 3
/// had been labelled `ODER_QTY` and index 16 `ACNT_NO2`; they are `OODER_NO` and `ODER_QTY`. Which one
/// the wire followed before is not documented, so a record whose index 3 is a short number (a quantity)
/// and whose index 16 is not, is read the old way. [UNCONFIRMED]
public struct KISExecutionNoticeDecoder: Sendable {
    /// The fields a notice has at least (up to `ODER_PRC`, index 25).
    static let fieldCount = 26

    private let cipher: KISNoticeCipher

    public init(cipher: KISNoticeCipher) {
        self.cipher = cipher
    }

    /// The notices of one frame, in order. The frame and the decrypted records are split as UTF-8 bytes
    /// (`|` and `^` are ASCII), and only the fields kept become Strings.
    public func notices(in frame: String) throws(KISNoticeError) -> [KISExecutionNotice] {
        let bytes = Array(frame.utf8)
        let parts = bytes.split(separator: UInt8(ascii: "|"), maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0].elementsEqual("1".utf8),
              parts[1].elementsEqual("H0STCNI0".utf8) || parts[1].elementsEqual("H0STCNI9".utf8),
              let count = Self.digits(parts[2]), count > 0
        else { throw .notANotice }
        let plain = try cipher.decryptedBytes(base64: Substring(decoding: parts[3], as: UTF8.self))
        let fields = plain.split(separator: UInt8(ascii: "^"), omittingEmptySubsequences: false)
        let perRecord = count == 1 ? fields.count : fields.count / count
        guard perRecord >= Self.fieldCount else { throw .tooFewFields(perRecord) }
        return try (0..<count).map { (index: Int) throws(KISNoticeError) -> KISExecutionNotice in
            try Self.notice(fields[(index * perRecord)..<(index * perRecord + perRecord)])
        }
    }

    /// One record's notice (its fields as UTF-8 bytes); its first field is at `record.startIndex`.
    static func notice(_ record: ArraySlice<ArraySlice<UInt8>>) throws(KISNoticeError) -> KISExecutionNotice {
        let base = record.startIndex
        func field(_ index: Int) -> ArraySlice<UInt8> { record[base + index] }
        func text(_ index: Int) -> String { String(decoding: field(index), as: UTF8.self) }
        func number(_ index: Int) -> Int? { digits(field(index)) }
        func equals(_ index: Int, _ value: String) -> Bool { field(index).elementsEqual(value.utf8) }
        guard let code = StockCode(text(8)) else { throw .notANotice }
        let isOldLayout = isQuantity(field(3)) && !isQuantity(field(16))
        let kind: KISExecutionNotice.Kind = equals(12, "Y") ? .refusal : equals(13, "2") ? .fill : .acknowledgement
        return KISExecutionNotice(
            kind: kind,
            accountNumber: text(1),
            orderNumber: text(2),
            originalOrderNumber: isOldLayout ? "" : text(3),
            side: equals(4, "01") ? .sell : .buy,
            revisionKind: text(5),
            code: code,
            quantity: number(9) ?? 0,
            price: number(10) ?? 0,
            time: text(11),
            orderQuantity: number(isOldLayout ? 3 : 16),
            name: text(24)
        )
    }

    /// `bytes` as a whole number when they are 1 to 18 ASCII digits (a leading `+` or `-` as `Int` reads it), else nil.
    private static func digits(_ bytes: ArraySlice<UInt8>) -> Int? {
        var rest = bytes[...]
        let negative = rest.first == UInt8(ascii: "-")
        if negative || rest.first == UInt8(ascii: "+") { rest = rest.dropFirst() }
        guard (1...18).contains(rest.count) else { return nil }
        var value = 0
        for byte in rest {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return negative ? -value : value
    }

    /// Whether `bytes` read as a quantity rather than an order or account number: 1 to 9 digits, no leading zero.
    private static func isQuantity(_ bytes: ArraySlice<UInt8>) -> Bool {
        (1...9).contains(bytes.count) && bytes.first != UInt8(ascii: "0") && bytes.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
