// The KIS execution-notice decoder (H0STCNI0/H0STCNI9) and its AES cipher under fuzzing.

import Domain
@testable import MarketData

/// The first byte chooses how the rest is used: odd, as a whole frame (`1|H0STCNI0|001|<base64>`, so the
/// base64 and padding checks meet garbage); even, as the decrypted record text, encrypted with a known
/// key and framed, so the record reader meets garbage. The cipher gives back exactly what it encrypted,
/// and every notice decoded has a valid stock code and the frame's record count.
package enum ExecutionNoticeFuzzTarget: FuzzTarget {
    package static let name = "execution-notices"
    // A key of 32 bytes and an IV of 16: the cipher accepts them.
    private static let cipher = try! KISNoticeCipher(key: "abcdefghijklmnopqrstuvwxyz123456", iv: "1234567890abcdef")

    package static func check(_ input: [UInt8]) throws(InvariantViolation) {
        guard let mode = input.first else { return }
        let text = String(decoding: input.dropFirst(), as: UTF8.self)
        let decoder = KISExecutionNoticeDecoder(cipher: cipher)
        if mode & 1 == 1 {
            _ = try? decoder.notices(in: text)
            return
        }
        let encrypted: String
        do {
            encrypted = try cipher.encrypt(text)
        } catch {
            throw InvariantViolation("encrypting \(text.utf8.count) bytes failed: \(error)")
        }
        let decrypted = try? cipher.decrypt(base64: Substring(encrypted))
        try require(decrypted == text, "the cipher did not give back what it encrypted")
        let count = Int(mode >> 1) % 4 + 1
        guard let notices = try? decoder.notices(in: "1|H0STCNI0|00\(count)|\(encrypted)") else { return }
        try require(notices.count == count, "\(notices.count) notices from a frame of \(count)")
        for notice in notices {
            try require(StockCode(notice.code.rawValue) == notice.code, "a notice with an invalid code \(notice.code)")
        }
    }
}
