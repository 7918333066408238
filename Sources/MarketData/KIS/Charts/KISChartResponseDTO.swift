// The envelope of KIS's chart and order-book answers: rt_cd / msg_cd / msg1 with output1 and output2.

import FoundationEssentials
import Networking

/// `{"output1":{…},"output2":[…] or {…},"rt_cd":"0","msg_cd":"…","msg1":"…"}`; the outputs are
/// required when `rt_cd` is "0" and ignored otherwise.
struct KISChartResponseDTO<Output1: Decodable, Output2: Decodable>: Decodable, APIFailureReporting {
    let output1: Output1?
    let output2: Output2?
    let returnCode: String
    let messageCode: String
    let message: String

    private enum CodingKeys: String, CodingKey {
        case output1, output2
        case returnCode = "rt_cd"
        case messageCode = "msg_cd"
        case message = "msg1"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        returnCode = try container.decode(String.self, forKey: .returnCode)
        messageCode = try container.decodeIfPresent(String.self, forKey: .messageCode) ?? ""
        message = try container.decodeIfPresent(String.self, forKey: .message) ?? ""
        output1 = returnCode == "0" ? try container.decode(Output1.self, forKey: .output1) : nil
        output2 = returnCode == "0" ? try container.decode(Output2.self, forKey: .output2) : nil
    }

    var apiFailure: (code: String, message: String)? {
        returnCode == "0" ? nil : (messageCode.isEmpty ? "rt_cd \(returnCode)" : messageCode, message)
    }

    /// Both outputs, or KIS's code and message for an error answer.
    func outputs() throws(KISError) -> (Output1, Output2) {
        guard let output1, let output2 else { throw .api(code: messageCode, message: message) }
        return (output1, output2)
    }
}
