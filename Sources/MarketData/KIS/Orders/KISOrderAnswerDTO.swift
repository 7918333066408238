// The answer of order-cash and order-rvsecncl: KIS's envelope around the new order's number and time.

import Domain
import FoundationEssentials
import Networking

/// `{"rt_cd":"0","msg_cd":"APBK0013","msg1":"주문 전송 완료 되었습니다.","output":{"KRX_FWDG_ORD_ORGNO":"91252","ODNO":"0000117057","ORD_TMD":"121052"}}`.
/// Its output keys are UPPERCASE, unlike the inquiries'. Its own type, so a decoding error names it.
struct KISOrderAnswerDTO: Decodable, APIFailureReporting {
    /// The accepted order: 한국거래소전송주문조직번호, 주문번호, 주문시각 (HHMMSS).
    struct Output: Decodable, Equatable {
        let branch: String
        let number: String
        let time: String

        private enum CodingKeys: String, CodingKey {
            case branch = "KRX_FWDG_ORD_ORGNO"
            case number = "ODNO"
            case time = "ORD_TMD"
        }
    }

    let envelope: KISResponseDTO<Output>

    init(from decoder: any Decoder) throws {
        envelope = try KISResponseDTO(from: decoder)
    }

    var apiFailure: (code: String, message: String)? { envelope.apiFailure }
}
