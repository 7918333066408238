// The two KIS stock master files and what differs between them: names, market and tail layout.

import Domain

/// `kospi_code.mst` or `kosdaq_code.mst`: the member and zip names, the market, and where the fields
/// the catalog uses sit in the fixed-width tail that follows the 61-byte head (code, ISIN, name).
///
/// Offsets are in bytes from the start of the tail, from KIS's published column widths (see KIS.md).
public enum MasterFileKind: String, Sendable, CaseIterable {
    case kospi
    case kosdaq

    /// The table inside the zip, e.g. `kospi_code.mst`.
    public var memberName: String { rawValue + "_code.mst" }
    /// The zip's name on the download host, e.g. `kospi_code.mst.zip`.
    public var archiveName: String { memberName + ".zip" }
    /// The market every record of the file is listed on.
    public var market: Market { self == .kospi ? .kospi : .kosdaq }

    /// Bytes of the tail after the name: 227 (KOSPI), 221 (KOSDAQ).
    var tailLength: Int { self == .kospi ? 227 : 221 }

    /// Where one tail field starts and how many bytes it has.
    struct Field {
        let name: String
        let offset: Int
        let length: Int
    }

    /// 증권그룹구분코드: `ST` shares, `EF` ETF, `RT` REIT … (same place in both files).
    var securityGroup: Field { Field(name: "security group", offset: 0, length: 2) }
    /// 기준가: the base price in KRW.
    var basePrice: Field { Field(name: "base price", offset: self == .kospi ? 41 : 36, length: 9) }
    /// 거래정지: `Y` while trading is halted.
    var halted: Field { Field(name: "trading halt", offset: self == .kospi ? 60 : 55, length: 1) }
    /// 상장일자: YYYYMMDD.
    var listingDate: Field { Field(name: "listing date", offset: self == .kospi ? 105 : 100, length: 8) }
    /// 상장주수: listed shares, in thousands.
    var listedShares: Field { Field(name: "listed shares", offset: self == .kospi ? 113 : 108, length: 15) }
    /// 우선주 구분 코드: `0` for a common share.
    var preferredStock: Field { Field(name: "preferred-stock code", offset: self == .kospi ? 158 : 153, length: 1) }
    /// 전일기준 시가총액: market capitalisation in 억 KRW (100 million).
    var marketCapitalisation: Field { Field(name: "market capitalisation", offset: self == .kospi ? 212 : 206, length: 9) }
}
