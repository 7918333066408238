// The three KRX indices the header shows: KOSPI, KOSDAQ and KOSPI200.

/// A KRX market index (지수).
public enum MarketIndexKind: String, Sendable, CaseIterable, Codable {
    /// 코스피 종합지수.
    case kospi = "KOSPI"
    /// 코스닥 종합지수.
    case kosdaq = "KOSDAQ"
    /// 코스피200.
    case kospi200 = "KOSPI200"
}
