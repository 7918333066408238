// The decoding path of an inquire-price answer, from bytes to a Quote, in one public call.

import Domain
import FoundationEssentials

/// Decodes inquire-price answer bodies exactly as the client does after its HTTP exchange.
/// Public for benchmarks and tools that replay recorded answers.
public enum KISInquirePriceDecoder {
    /// The quote of `code` at `time` in `body`.
    ///
    /// Throws a `DecodingError` for a body of the wrong shape, `KISError.api` for a KIS error answer,
    /// and the `KISError`s of the field mapping (`.noSuchStock`, `.malformedField`).
    public static func quote(from body: Data, code: StockCode, time: Date) throws -> Quote {
        try JSONDecoder().decode(KISInquirePriceResponseDTO.self, from: body).toDomain(code: code, time: time)
    }
}
