// The KIS account with today's orders: holdings, cash and fills from the balance, the orders from inquire-daily-ccld.

import Domain
import Reactive

/// `KISAccountRepository`'s snapshots with today's orders in them, read from inquire-daily-ccld with
/// every refresh (opening the Account view, `r`, after an order, a cancel or a revise), so the view lists
/// the open orders to cancel or revise and follows their status. A failed read of the orders keeps the
/// last ones and says so in the snapshot's notices.
public final class KISAccountWithOrders: AccountRepository {
    /// Today's orders as last read (oldest first), and why the last read failed.
    private struct Orders {
        var list: [AccountOrder] = []
        var problem: String?
    }

    private let account: AccountRepository
    private let readOrders: () -> Single<[AccountOrder]>
    private let orders = BehaviorSubject(value: Orders())

    /// - Parameters:
    ///   - account: The balance and fills (`KISAccountRepository`).
    ///   - client: Reads today's orders of `number`.
    public convenience init(account: AccountRepository, client: KISClient, number: KISAccountNumber) {
        self.init(account: account) {
            client.fetchTodaysOrderRows(number).map { rows in
                var orders: [AccountOrder] = []
                for row in rows.reversed() {
                    orders.append(try row.toDomain())
                }
                return orders
            }
        }
    }

    /// Over `readOrders`, which answers today's orders oldest first (tests).
    init(account: AccountRepository, readOrders: @escaping () -> Single<[AccountOrder]>) {
        self.account = account
        self.readOrders = readOrders
    }

    public var snapshots: Observable<AccountSnapshot> {
        Observable.combineLatest(account.snapshots, orders.asObservable()) { snapshot, orders in Self.adding(orders, to: snapshot) }
    }

    public func refresh() -> Promise<AccountSnapshot> {
        let orders = orders
        _ = readOrders().subscribe(
            onSuccess: { list in orders.onNext(Orders(list: list)) },
            onFailure: { error in
                let kept = (try? orders.value()) ?? Orders()
                let reason = (error as? UserFacingError)?.message ?? String(describing: error)
                orders.onNext(Orders(list: kept.list, problem: "Today's orders could not be read from KIS: " + reason))
            }
        )
        return account.refresh().map(on: ImmediateScheduler.instance) { snapshot in
            Self.adding((try? orders.value()) ?? Orders(), to: snapshot)
        }
    }

    private static func adding(_ orders: Orders, to snapshot: AccountSnapshot) -> AccountSnapshot {
        AccountSnapshot(
            accountName: snapshot.accountName, holdings: snapshot.holdings, cash: snapshot.cash, orders: orders.list, fills: snapshot.fills,
            time: snapshot.time, notices: snapshot.notices + [orders.problem].compactMap { $0 }
        )
    }
}
