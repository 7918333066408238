// Execution-notice records as KIS sends them, in the current and the older field order, and their frames.

import MarketData

/// Notice records and frames for the decoder's tests and the benchmarks' shape.
enum KISNoticeFixtures {
    /// The subscription acknowledgement's key (32 bytes) and IV (16 bytes).
    static let key = "abcdefghijklmnopqrstuvwxyz123456"
    static let iv = "1234567890abcdef"

    static var cipher: KISNoticeCipher {
        // The fixture's key and IV have the right lengths.
        try! KISNoticeCipher(key: key, iv: iv)
    }

    /// The 26 fields of a notice in the field order of the official sample since 2026-02-12.
    static func fields(
        fill: Bool = true, refused: Bool = false, side: String = "02", quantity: String = "4", price: String = "70000",
        originalOrder: String = "0000000000", orderQuantity: String = "10"
    ) -> [String] {
        [
            "hts-id", "1234567801", "0000012345", originalOrder, side, "0", "00", "0", "005930", quantity, price, "091205",
            refused ? "Y" : "N", fill ? "2" : "1", "Y", "00950", orderQuantity, "홍길동", "", "1", "N", "", "10", "", "삼성전자", "70000",
        ]
    }

    /// The same notice in the older order: the order's quantity at index 3, an account number at 16.
    static func oldOrderFields(quantity: String = "4", orderQuantity: String = "10") -> [String] {
        var old = fields(quantity: quantity)
        old[3] = orderQuantity
        old[16] = "1234567801"
        return old
    }

    /// A frame of `records` (each a field list) encrypted with `cipher`.
    static func frame(_ records: [[String]], trID: String = "H0STCNI0", with cipher: KISNoticeCipher = cipher) -> String {
        let text = records.map { $0.joined(separator: "^") }.joined(separator: "^")
        // Encryption with a well-formed key does not fail.
        let payload = try! cipher.encrypt(text)
        return "1|\(trID)|\(String(records.count).leftPadded(to: 3))|\(payload)"
    }
}

private extension String {
    /// The text with zeros before it up to `width` characters.
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
