// The inquire-price answer: KIS's envelope around one price `output` object.

import Domain
import FoundationEssentials
import Networking

/// The decoded inquire-price answer (its own type, so a decoding error names it).
struct KISInquirePriceResponseDTO: Decodable, APIFailureReporting {
    let envelope: KISResponseDTO<KISPriceOutputDTO>

    init(from decoder: any Decoder) throws {
        envelope = try KISResponseDTO(from: decoder)
    }

    var apiFailure: (code: String, message: String)? { envelope.apiFailure }

    /// The output object of a success answer (nil in an error answer).
    var output: KISPriceOutputDTO? { envelope.output }

    /// The quote in the answer; an error answer (no output) throws KIS's code and message.
    func toDomain(code: StockCode, time: Date, venue: Venue = .krx) throws(KISError) -> Quote {
        try envelope.successOutput().toDomain(code: code, time: time, venue: venue)
    }
}
