// The envelope of KIS's inquire-price answer: rt_cd / msg_cd / msg1 and one `output` object.

import Domain
import FoundationEssentials
import Networking

/// `{"output":{…},"rt_cd":"0","msg_cd":"MCA00000","msg1":"정상처리 되었습니다."}`.
///
/// `output` is required when `rt_cd` is "0" and ignored otherwise, so a missing one is a decoding error.
struct KISInquirePriceResponseDTO: Decodable, APIFailureReporting {
    let output: KISPriceOutputDTO?
    let status: KISAnswerStatus

    private enum CodingKeys: String, CodingKey {
        case output
    }

    init(from decoder: any Decoder) throws {
        status = try KISAnswerStatus(from: decoder)
        output = status.isSuccess ? try decoder.container(keyedBy: CodingKeys.self).decode(KISPriceOutputDTO.self, forKey: .output) : nil
    }

    var apiFailure: (code: String, message: String)? { status.apiFailure }

    /// The quote in the answer; an error answer (no output) throws KIS's code and message.
    func toDomain(code: StockCode, time: Date) throws(KISError) -> Quote {
        guard let output else { throw status.error }
        return try output.toDomain(code: code, time: time)
    }
}
