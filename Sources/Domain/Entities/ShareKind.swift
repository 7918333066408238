// The kind of share a listing is (주식 종류): common, the two generations of preferred, class shares.

/// What kind of share a listing trades, as KRX names it in its listing.
public enum ShareKind: String, Sendable, Codable, CaseIterable {
    /// 보통주: common shares.
    case common = "보통주"
    /// 구형우선주: preferred shares issued before 1996 (a fixed premium over the common dividend).
    case oldPreferred = "구형우선주"
    /// 신형우선주: preferred shares with a minimum dividend (codes usually end in 7, 8, 9 or K).
    case newPreferred = "신형우선주"
    /// 종류주권: other classes of shares.
    case classShares = "종류주권"

    /// True for both kinds of preferred shares (우선주).
    public var isPreferred: Bool { self == .oldPreferred || self == .newPreferred }

    /// A short Korean label for a suggestion line: 보통주, 우선주 or 종류주.
    public var shortName: String {
        switch self {
        case .common: "보통주"
        case .oldPreferred, .newPreferred: "우선주"
        case .classShares: "종류주"
        }
    }
}
