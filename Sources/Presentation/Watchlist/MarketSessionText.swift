// The KRX session as the header names it: the exchange's real hours, whatever feed is shown (the
// default simulated market trades around the clock, so its header still says when KRX itself is open).

import Domain

extension MarketSession {
    /// A short name for the header, e.g. "KRX open (정규장)".
    var displayName: String {
        switch self {
        case .preOpenAuction: "KRX pre-open (장전 동시호가)"
        case .regular: "KRX open (정규장)"
        case .closingAuction: "KRX closing auction (장마감 동시호가)"
        case .afterHours: "KRX after hours (시간외)"
        case .closed: "KRX closed (장 종료)"
        }
    }
}
