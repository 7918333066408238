// The search-stock-info answer: of its many fields, the two that say whether Nextrade trades the stock.

import Networking

/// The decoded search-stock-info answer (its own type, so a decoding error names it).
struct KISStockInfoResponseDTO: Decodable, APIFailureReporting {
    /// `cptt_trad_tr_psbl_yn` (NXT 거래종목여부) and `nxt_tr_stop_yn` (NXT 거래정지여부), "Y" or "N".
    struct Output: Decodable, Equatable {
        let nxtListed: String?
        let nxtHalted: String?

        enum CodingKeys: String, CodingKey {
            case nxtListed = "cptt_trad_tr_psbl_yn"
            case nxtHalted = "nxt_tr_stop_yn"
        }
    }

    let envelope: KISResponseDTO<Output>

    init(from decoder: any Decoder) throws {
        envelope = try KISResponseDTO(from: decoder)
    }

    var apiFailure: (code: String, message: String)? { envelope.apiFailure }

    /// Whether Nextrade trades the stock now: listed there and not halted there. An error answer throws
    /// KIS's code and message.
    func isNXTEligible() throws(KISError) -> Bool {
        let output = try envelope.successOutput()
        return output.nxtListed == "Y" && output.nxtHalted != "Y"
    }
}
