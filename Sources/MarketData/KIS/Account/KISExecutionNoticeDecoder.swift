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

    /// The notices of one frame, in order.
    public func notices(in frame: String) throws(KISNoticeError) -> [KISExecutionNotice] {
        let parts = frame.split(separator: "|", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "1", parts[1] == "H0STCNI0" || parts[1] == "H0STCNI9",
              let count = Int(parts[2]), count > 0
        else { throw .notANotice }
        let text = try cipher.decrypt(base64: parts[3])
        let fields = text.split(separator: "^", omittingEmptySubsequences: false)
        let perRecord = count == 1 ? fields.count : fields.count / count
        guard perRecord >= Self.fieldCount else { throw .tooFewFields(perRecord) }
        return try (0..<count).map { (index: Int) throws(KISNoticeError) -> KISExecutionNotice in
            try Self.notice(fields[(index * perRecord)..<(index * perRecord + perRecord)])
        }
    }

    /// One record's notice; its first field is at `record.startIndex`.
    static func notice(_ record: ArraySlice<Substring>) throws(KISNoticeError) -> KISExecutionNotice {
        let base = record.startIndex
        func field(_ index: Int) -> Substring { record[base + index] }
        func number(_ index: Int) -> Int? { Int(field(index)) }
        guard let code = StockCode(String(field(8))) else { throw .notANotice }
        let isOldLayout = isQuantity(field(3)) && !isQuantity(field(16))
        let kind: KISExecutionNotice.Kind = field(12) == "Y" ? .refusal : field(13) == "2" ? .fill : .acknowledgement
        return KISExecutionNotice(
            kind: kind,
            accountNumber: String(field(1)),
            orderNumber: String(field(2)),
            originalOrderNumber: isOldLayout ? "" : String(field(3)),
            side: field(4) == "01" ? .sell : .buy,
            revisionKind: String(field(5)),
            code: code,
            quantity: number(9) ?? 0,
            price: number(10) ?? 0,
            time: String(field(11)),
            orderQuantity: number(isOldLayout ? 3 : 16),
            name: String(field(24))
        )
    }

    /// Whether `text` reads as a quantity rather than an order or account number: 1 to 9 digits, no leading zero.
    private static func isQuantity(_ text: Substring) -> Bool {
        (1...9).contains(text.count) && text.first != "0" && text.allSatisfy { ("0"..."9").contains($0) }
    }
}
