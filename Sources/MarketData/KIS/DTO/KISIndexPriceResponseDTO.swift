// The inquire-index-price answer: KIS's envelope around one index `output` object.

import Domain
import FoundationEssentials
import Networking

/// The decoded inquire-index-price answer (its own type, so a decoding error names it).
struct KISIndexPriceResponseDTO: Decodable, APIFailureReporting {
    let envelope: KISResponseDTO<KISIndexOutputDTO>

    init(from decoder: any Decoder) throws {
        envelope = try KISResponseDTO(from: decoder)
    }

    var apiFailure: (code: String, message: String)? { envelope.apiFailure }

    /// The output object of a success answer (nil in an error answer).
    var output: KISIndexOutputDTO? { envelope.output }

    /// The index in the answer; an error answer (no output) throws KIS's code and message.
    func toDomain(kind: MarketIndexKind, time: Date) throws(KISError) -> MarketIndex {
        try envelope.successOutput().toDomain(kind: kind, time: time)
    }
}
