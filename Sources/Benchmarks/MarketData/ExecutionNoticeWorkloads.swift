// Benchmark: KIS execution notices (H0STCNI0) decrypted and parsed per second on one core.

import Domain
import Foundation
import MarketData

/// How fast a notice frame becomes a `KISExecutionNotice`: base64, AES-256-CBC through libcrypto, the
/// `^` split and the fields read by index.
enum ExecutionNoticeWorkloads {
    static let all: [Workload] = [
        Workload(
            id: "kis-notice-decoding",
            title: "KIS execution notices (H0STCNI0 fill, 26 fields) decrypted and parsed per CPU second",
            goal: "≥ 200,000 notices/s on one core",
            measure: { decodeNotices(count: 100_000) }
        ),
    ]

    /// Decodes `count` copies of one fill frame and reports notices per second of this thread's CPU time.
    private static func decodeNotices(count: Int) -> Figure {
        guard let cipher = try? KISNoticeCipher(key: "abcdefghijklmnopqrstuvwxyz123456", iv: "1234567890abcdef"),
              let payload = try? cipher.encrypt(fillRecord)
        else { return Figure(value: 0, unit: "notices/s", checksum: -1) }
        let frame = "1|H0STCNI0|001|" + payload
        let decoder = KISExecutionNoticeDecoder(cipher: cipher)
        var checksum = 0
        let start = TableRenderWorkloads.threadCPUNanoseconds()
        for _ in 0..<count {
            checksum &+= (try? decoder.notices(in: frame).first?.quantity) ?? -1
        }
        let seconds = Double(TableRenderWorkloads.threadCPUNanoseconds() - start) / 1e9
        return Figure(value: Double(count) / seconds, unit: "notices/s", checksum: checksum)
    }

    /// A fill of 4 삼성전자 at 70,000 in the official field order (26 fields).
    private static let fillRecord = [
        "hts-id", "1234567801", "0000012345", "0000000000", "02", "0", "00", "0", "005930", "4", "70000", "091205",
        "N", "2", "Y", "00950", "10", "홍길동", "", "1", "N", "", "10", "", "삼성전자", "70000",
    ].joined(separator: "^")
}
