// The KRX session as the header names it.

import Domain

extension MarketSession {
    /// A short name for the header, e.g. "Open (정규장)".
    var displayName: String {
        switch self {
        case .preOpenAuction: "Pre-open (장전 동시호가)"
        case .regular: "Open (정규장)"
        case .closingAuction: "Closing auction (장마감 동시호가)"
        case .afterHours: "After hours (시간외)"
        case .closed: "Closed (장 종료)"
        }
    }
}
