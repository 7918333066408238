// The one fill-history test double: the fills the test gives, or the failure it sets, and what was asked.

import Domain
import Reactive

/// A `FillHistoryRepository` over fixed fills: `fills(of:since:)` answers those of the stock from the
/// day on (at once), or fails with `failure` when set; `requests` records each call's stock and day.
public final class FakeFillHistoryRepository: FillHistoryRepository {
    public let monthsKept: Int
    private let stored: [AccountFill]
    /// What the next reads fail with; nil answers.
    public var failure: Error?
    /// Each read's stock and first day, in order.
    public private(set) var requests: [(code: StockCode, since: TradeDate)] = []

    public init(_ fills: [AccountFill], monthsKept: Int = 3) {
        stored = fills
        self.monthsKept = monthsKept
    }

    public func fills(of code: StockCode, since start: TradeDate) -> Single<[AccountFill]> {
        requests.append((code, start))
        if let failure { return .error(failure) }
        return .just(stored.filter { $0.code == code && TradeDate(koreaDayOf: $0.time) >= start })
    }
}
