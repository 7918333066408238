// The status fields every KIS quotation answer carries: rt_cd, msg_cd and msg1.

import FoundationEssentials
import Networking

/// `"rt_cd":"0","msg_cd":"MCA00000","msg1":"정상처리 되었습니다."` — "0" is success, anything else an error.
struct KISAnswerStatus: Decodable, Equatable {
    let returnCode: String
    let messageCode: String
    let message: String

    private enum CodingKeys: String, CodingKey {
        case returnCode = "rt_cd"
        case messageCode = "msg_cd"
        case message = "msg1"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        returnCode = try container.decode(String.self, forKey: .returnCode)
        // Server-chosen text: a code of a code's shape only, one bounded line of message (`ServerText`).
        messageCode = try container.decodeIfPresent(String.self, forKey: .messageCode).map(ServerText.code) ?? ""
        message = try container.decodeIfPresent(String.self, forKey: .message).map(ServerText.message) ?? ""
    }

    /// True when `rt_cd` is "0".
    var isSuccess: Bool { returnCode == "0" }

    /// KIS's code and message for an error answer (`APIFailureReporting`), nil for success.
    var apiFailure: (code: String, message: String)? {
        isSuccess ? nil : (messageCode.isEmpty ? "rt_cd \(returnCode)" : messageCode, message)
    }

    /// The error an answer without its outputs stands for.
    var error: KISError { .api(code: messageCode, message: message) }
}
