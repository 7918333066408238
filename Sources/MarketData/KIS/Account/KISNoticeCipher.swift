// The AES-256-CBC key and IV of an execution-notice subscription, and the decryption of its frames.

import CCipher
import FoundationEssentials

/// Decrypts the payloads of `H0STCNI0` / `H0STCNI9` frames with the key and IV of the subscription's
/// acknowledgement (their UTF-8 bytes: 32 and 16), through OpenSSL's libcrypto (`CCipher`).
public struct KISNoticeCipher: Equatable, Sendable {
    private let key: [UInt8]
    private let iv: [UInt8]

    /// The cipher of an acknowledgement's `key` and `iv`; `badKey` when their lengths are wrong.
    public init(key: String, iv: String) throws(KISNoticeError) {
        self.key = Array(key.utf8)
        self.iv = Array(iv.utf8)
        guard self.key.count == 32, self.iv.count == 16 else { throw .badKey }
    }

    /// The text of a base64 `payload`.
    public func decrypt(base64 payload: Substring) throws(KISNoticeError) -> String {
        String(decoding: try decryptedBytes(base64: payload), as: UTF8.self)
    }

    /// The plain bytes of a base64 `payload` (the decoder splits them without making a String of the whole).
    func decryptedBytes(base64 payload: Substring) throws(KISNoticeError) -> [UInt8] {
        guard let cipher = Data(base64Encoded: String(payload)) else { throw .notBase64 }
        var plain = [UInt8](repeating: 0, count: cipher.count)
        var length = 0
        let status = cipher.withUnsafeBytes { bytes in
            sw_aes256cbc_decrypt(key, key.count, iv, iv.count, bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &plain, plain.count, &length)
        }
        switch status {
        case SW_AES_OK:
            plain.removeLast(plain.count - length)
            return plain
        case SW_AES_UNAVAILABLE: throw .cipherUnavailable(String(cString: sw_aes_load_failure()))
        default: throw .undecryptable
        }
    }

    /// `text` encrypted and in base64, as KIS sends it (for the fake server's notices, tests and benchmarks).
    public func encrypt(_ text: String) throws(KISNoticeError) -> String {
        let plain = Array(text.utf8)
        var cipher = [UInt8](repeating: 0, count: plain.count + 16)
        var length = 0
        let status = sw_aes256cbc_encrypt(key, key.count, iv, iv.count, plain, plain.count, &cipher, cipher.count, &length)
        switch status {
        case SW_AES_OK: return Data(cipher[..<length]).base64EncodedString()
        case SW_AES_UNAVAILABLE: throw .cipherUnavailable(String(cString: sw_aes_load_failure()))
        default: throw .undecryptable
        }
    }
}
