// The approval keys of whichever app key a KIS client uses now, for a real-time session that outlives a key change.

import Reactive

/// Forwards to the approval-key provider of the client's app key in use, so a session retried after
/// `KISClient.use(_:)` (R once the key was fixed) signs in with the new key.
final class KISCurrentApprovalKeys: KISApprovalKeySource {
    private let keyed: LockedState<KISKeyedParts>

    init(_ keyed: LockedState<KISKeyedParts>) {
        self.keyed = keyed
    }

    func approvalKey() -> Single<KISAccessToken> {
        keyed.withLock { $0.approvalKeys }.approvalKey()
    }

    func discard(_ key: KISAccessToken) {
        keyed.withLock { $0.approvalKeys }.discard(key)
    }
}
