// The security group (증권그룹구분코드) of a master-file record: shares, REITs, ETFs and the rest.

import Domain

/// What kind of security a master-file record is. The catalog keeps every group the app lists (`kind`).
public enum MasterSecurityGroup: Sendable, Equatable, Hashable {
    /// ST 주권: shares.
    case shares
    /// RT 부동산투자회사: real-estate investment companies (REITs).
    case realEstateInvestment
    /// IF 사회간접자본투융자회사: infrastructure investment companies.
    case infrastructureInvestment
    /// MF 투자회사: investment companies.
    case investmentCompany
    /// FS 외국주권: foreign shares.
    case foreignShares
    /// DR 주식예탁증권: depositary receipts.
    case depositaryReceipts
    /// EF ETF.
    case exchangeTradedFund
    /// EN ETN.
    case exchangeTradedNote
    /// PF 공모펀드: a public fund listed directly.
    case publicFund
    /// Any other two-letter code (ELW, warrants, beneficiary certificates…), kept as sent.
    case other(String)

    /// The group of a two-letter code.
    public init(code: String) {
        switch code {
        case "ST": self = .shares
        case "RT": self = .realEstateInvestment
        case "IF": self = .infrastructureInvestment
        case "MF": self = .investmentCompany
        case "FS": self = .foreignShares
        case "DR": self = .depositaryReceipts
        case "EF": self = .exchangeTradedFund
        case "EN": self = .exchangeTradedNote
        case "PF": self = .publicFund
        default: self = .other(code)
        }
    }

    /// The kind of security the app lists it as; nil for the groups it does not list (warrants, rights,
    /// beneficiary certificates: their nine-character codes are not stock codes).
    public var kind: SecurityKind? {
        switch self {
        case .shares: .stock
        case .realEstateInvestment: .reit
        case .infrastructureInvestment: .infrastructureFund
        case .investmentCompany: .investmentCompany
        case .foreignShares: .foreignShare
        case .depositaryReceipts: .depositaryReceipt
        case .exchangeTradedFund: .etf
        case .exchangeTradedNote: .etn
        case .publicFund: .publicFund
        case .other: nil
        }
    }

    /// KRX's Korean name of the group, as the bundled listing writes it (e.g. 주권), or the raw code.
    public var koreanName: String {
        switch self {
        case .shares: return "주권"
        case .realEstateInvestment: return "부동산투자회사"
        case .infrastructureInvestment: return "사회간접자본투융자회사"
        case .investmentCompany: return "투자회사"
        case .foreignShares: return "외국주권"
        case .depositaryReceipts: return "주식예탁증권"
        case .exchangeTradedFund: return "ETF"
        case .exchangeTradedNote: return "ETN"
        case .publicFund: return "공모펀드"
        case .other(let code): return code
        }
    }
}
