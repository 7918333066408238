// The envelope of every KIS quotation answer: rt_cd / msg_cd / msg1 and one `output` object.

import Domain
import FoundationEssentials
import Networking

/// `{"output":{…},"rt_cd":"0","msg_cd":"MCA00000","msg1":"정상처리 되었습니다."}`.
///
/// `output` is required when `rt_cd` is "0" and ignored otherwise, so a missing one is a decoding error.
struct KISResponseDTO<Output: Decodable>: Decodable {
    let output: Output?
    let returnCode: String
    let messageCode: String
    let message: String

    private enum CodingKeys: String, CodingKey {
        case output
        case returnCode = "rt_cd"
        case messageCode = "msg_cd"
        case message = "msg1"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        returnCode = try container.decode(String.self, forKey: .returnCode)
        messageCode = try container.decodeIfPresent(String.self, forKey: .messageCode) ?? ""
        message = try container.decodeIfPresent(String.self, forKey: .message) ?? ""
        output = returnCode == "0" ? try container.decode(Output.self, forKey: .output) : nil
    }

    var apiFailure: (code: String, message: String)? {
        returnCode == "0" ? nil : (messageCode.isEmpty ? "rt_cd \(returnCode)" : messageCode, message)
    }

    /// The output of a success answer; an error answer (no output) throws KIS's code and message.
    func successOutput() throws(KISError) -> Output {
        guard let output else { throw .api(code: messageCode, message: message) }
        return output
    }
}
