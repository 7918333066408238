// The envelope of KIS's chart and order-book answers: the status with output1 and output2.

import FoundationEssentials
import Networking

/// `{"output1":{…},"output2":[…] or {…},"rt_cd":"0","msg_cd":"…","msg1":"…"}`; the outputs are
/// required when `rt_cd` is "0" and ignored otherwise.
struct KISChartResponseDTO<Output1: Decodable, Output2: Decodable>: Decodable, APIFailureReporting {
    let output1: Output1?
    let output2: Output2?
    let status: KISAnswerStatus

    private enum CodingKeys: String, CodingKey {
        case output1, output2
    }

    init(from decoder: any Decoder) throws {
        status = try KISAnswerStatus(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        output1 = status.isSuccess ? try container.decode(Output1.self, forKey: .output1) : nil
        output2 = status.isSuccess ? try container.decode(Output2.self, forKey: .output2) : nil
    }

    var apiFailure: (code: String, message: String)? { status.apiFailure }

    /// Both outputs, or KIS's code and message for an error answer.
    func outputs() throws(KISError) -> (Output1, Output2) {
        guard let output1, let output2 else { throw status.error }
        return (output1, output2)
    }
}
