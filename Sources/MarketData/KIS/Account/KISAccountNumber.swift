// A KIS account number (8-2 digits): CANO and ACNT_PRDT_CD for the calls, masked whenever it is shown.

import DisplayText

/// A securities account number at KIS: 8 digits (`CANO`) and a 2-digit product code (`ACNT_PRDT_CD`,
/// `01` for a 종합 account). Never shown in full: `masked` and `description` hide the middle digits.
public struct KISAccountNumber: Hashable, Sendable, CustomStringConvertible {
    /// The first 8 digits (종합계좌번호).
    public let cano: String
    /// The last 2 digits (계좌상품코드).
    public let productCode: String

    /// The account written `12345678-01` or `1234567801` (spaces around it ignored), or nil.
    public init?(_ text: String) {
        let digits = text.trimmingWhitespace().filter { $0 != "-" }
        let dashes = text.filter { $0 == "-" }.count
        guard digits.count == 10, digits.allSatisfy({ ("0"..."9").contains($0) }), dashes == 0 || (dashes == 1 && text.trimmingWhitespace().dropFirst(8).first == "-")
        else { return nil }
        cano = String(digits.prefix(8))
        productCode = String(digits.suffix(2))
    }

    /// `1234-****-01`: the first four digits and the product code.
    public var masked: String { "\(cano.prefix(4))-****-\(productCode)" }

    /// The masked form, so that interpolating the number never prints it whole.
    public var description: String { masked }
}
