// The KRX market a stock is listed on.

/// The KRX stock market of a listing.
public enum Market: String, Sendable, Codable, CaseIterable {
    /// 유가증권시장 (KOSPI).
    case kospi = "KOSPI"
    /// 코스닥 (KOSDAQ).
    case kosdaq = "KOSDAQ"
    /// 코스닥 글로벌 (KOSDAQ GLOBAL): a KOSDAQ segment of large, well-governed companies.
    case kosdaqGlobal = "KOSDAQ GLOBAL"
}
