// The one account test double: the test pushes snapshots and decides how a refresh answers.

import Domain
import FoundationEssentials
import Reactive

/// An `AccountRepository` driven by the test, for unit tests and benchmarks alike.
///
/// `push` publishes a snapshot (a new subscriber gets the latest); `refresh()` fulfils with the
/// latest snapshot, or rejects with `refreshFailure` when it is set; `refreshes` counts the calls.
public final class FakeAccountRepository: AccountRepository {
    private let subject = ReplaySubject<AccountSnapshot>.create(bufferSize: 1)
    private var latest: AccountSnapshot?
    /// What `refresh()` rejects with; nil fulfils.
    public var refreshFailure: Error?
    /// How many times `refresh()` was called.
    public private(set) var refreshes = 0

    public init(_ snapshot: AccountSnapshot? = nil) {
        if let snapshot { push(snapshot) }
    }

    /// Publishes `snapshot` as the account now.
    public func push(_ snapshot: AccountSnapshot) {
        latest = snapshot
        subject.onNext(snapshot)
    }

    public var snapshots: Observable<AccountSnapshot> { subject.asObservable() }

    public func refresh() -> Promise<AccountSnapshot> {
        refreshes += 1
        if let refreshFailure { return Promise(error: refreshFailure) }
        guard let latest else { return Promise(error: FakeAccountError(message: "no snapshot pushed")) }
        return .value(latest)
    }
}

extension AccountSnapshot {
    /// A snapshot named `name` of `holdings` with `cash` settled everywhere, at the epoch.
    public static func sample(
        _ holdings: [AccountHolding], cash: Int = 1_000_000, orders: [AccountOrder] = [], fills: [AccountFill] = [], name: String = "test"
    ) -> AccountSnapshot {
        AccountSnapshot(accountName: name, holdings: holdings, cash: .settled(cash), orders: orders, fills: fills, time: Date(timeIntervalSince1970: 0))
    }
}
