// What a listing is: a company's shares, an ETF, an ETN, a REIT … (KRX's security groups, 증권그룹).

/// The kind of security a listing trades, as KRX groups them. It decides the tick grid (ETFs and ETNs
/// have their own) and the short mark a row and a suggestion show.
public enum SecurityKind: String, Sendable, Codable, CaseIterable {
    /// 주권: a company's shares (common, preferred or class shares: `ShareKind`).
    case stock
    /// 상장지수펀드: an exchange-traded fund.
    case etf
    /// 상장지수증권: an exchange-traded note.
    case etn
    /// 부동산투자회사: a real-estate investment company (REIT).
    case reit
    /// 사회간접자본투융자회사: an infrastructure investment company.
    case infrastructureFund = "infrastructure fund"
    /// 투자회사: an investment company.
    case investmentCompany = "investment company"
    /// 공모펀드: a public fund listed directly (e.g. a fund's X class).
    case publicFund = "public fund"
    /// 외국주권: a foreign company's shares.
    case foreignShare = "foreign share"
    /// 주식예탁증권: depositary receipts of a foreign company's shares.
    case depositaryReceipt = "depositary receipt"

    /// True for ETFs and ETNs, which trade on the exchange-traded products' tick grid.
    public var isExchangeTradedProduct: Bool { self == .etf || self == .etn }

    /// The short mark a row and a suggestion show beside the name (`ETF`, `리츠` …); nil for shares.
    public var mark: String? {
        switch self {
        case .stock: nil
        case .etf: "ETF"
        case .etn: "ETN"
        case .reit: "리츠"
        case .infrastructureFund: "인프라"
        case .investmentCompany: "투자회사"
        case .publicFund: "펀드"
        case .foreignShare: "외국주"
        case .depositaryReceipt: "DR"
        }
    }
}
