// The chk-holiday answer: KIS's envelope around an array of dates, each open or not.

import Domain
import FoundationEssentials
import Networking

/// The decoded chk-holiday answer (its own type, so a decoding error names it).
struct KISHolidayResponseDTO: Decodable, APIFailureReporting {
    let envelope: KISResponseDTO<[KISHolidayOutputDTO]>

    init(from decoder: any Decoder) throws {
        envelope = try KISResponseDTO(from: decoder)
    }

    var apiFailure: (code: String, message: String)? { envelope.apiFailure }
}
