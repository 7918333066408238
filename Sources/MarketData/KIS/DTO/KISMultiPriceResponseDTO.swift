// The intstock-multprice answer: KIS's envelope around an `output` array of up to 30 stocks' prices.

import Domain
import FoundationEssentials
import Networking

/// The decoded intstock-multprice answer (its own type, so a decoding error names it).
struct KISMultiPriceResponseDTO: Decodable, APIFailureReporting {
    let envelope: KISResponseDTO<[KISMultiPriceItemDTO]>

    init(from decoder: any Decoder) throws {
        envelope = try KISResponseDTO(from: decoder)
    }

    var apiFailure: (code: String, message: String)? { envelope.apiFailure }

    /// The quotes of the answer's items that carry a price; an item KIS has no price for (a code it
    /// does not know) or cannot be read is left out, so its code is asked for on its own and its own
    /// failure said. Each quote is marked with its code's `venue`. An error answer throws KIS's code and message.
    func toDomain(time: Date, venue: (StockCode) -> Venue = { _ in .krx }) throws(KISError) -> [Quote] {
        try envelope.successOutput().compactMap { try? $0.toDomain(time: time, venue: venue) }
    }
}
