// What the real-time session needs to sign its frames: an approval key, and a way to drop a bad one.

import Reactive

/// Supplies approval keys; `KISApprovalKeyProvider` is the real one.
protocol KISApprovalKeySource: AnyObject, Sendable {
    /// A usable key, or a `KISError`.
    func approvalKey() -> Single<KISAccessToken>
    /// Forgets `key` after the server rejected it.
    func discard(_ key: KISAccessToken)
}
