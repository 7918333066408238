// The envelope of a KIS quotation answer with one `output` object: its status and that object.

import Domain
import FoundationEssentials
import Networking

/// `{"output":{…},"rt_cd":"0","msg_cd":"MCA00000","msg1":"정상처리 되었습니다."}`.
///
/// `output` is required when `rt_cd` is "0" and ignored otherwise, so a missing one is a decoding error.
struct KISResponseDTO<Output: Decodable>: Decodable {
    let output: Output?
    let status: KISAnswerStatus

    private enum CodingKeys: String, CodingKey {
        case output
    }

    init(from decoder: any Decoder) throws {
        status = try KISAnswerStatus(from: decoder)
        output = status.isSuccess ? try decoder.container(keyedBy: CodingKeys.self).decode(Output.self, forKey: .output) : nil
    }

    var apiFailure: (code: String, message: String)? { status.apiFailure }

    /// The output of a success answer; an error answer (no output) throws KIS's code and message.
    func successOutput() throws(KISError) -> Output {
        guard let output else { throw status.error }
        return output
    }
}
