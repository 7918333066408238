// The one order-desk test double: it records what was placed and answers as the test scripted.

import Domain
import FoundationEssentials
import Reactive

/// An `OrderRepository` driven by the test: `place` records the review, tells `steps` to `progress`,
/// then settles with `pendingAnswer` or `answer` (by default the order accepted, resting, numbered "0000000001"); `cancel`
/// records the number and settles with `pendingChange` or `cancelAnswer`, `revise` likewise with `pendingChange` or `reviseAnswer`.
public final class FakeOrderRepository: OrderRepository {
    public let mode: TradingMode
    /// The venues it says take orders now.
    public var venues: [Venue] = [.krx]
    /// What `place` tells its `progress` before settling.
    public var steps: [OrderProgress] = []
    /// How `place` settles; nil: the order accepted and resting.
    public var answer: Result<AccountOrder, Error>?
    /// When set, `place` answers with this promise instead (the test settles it later).
    public var pendingAnswer: Promise<AccountOrder>?
    /// Every review placed, in order.
    public private(set) var placed: [OrderReview] = []
    /// How `cancel` settles; nil: refused ("no cancel here").
    public var cancelAnswer: Result<AccountOrder, Error>?
    /// When set, `cancel` and `revise` answer with this promise instead (the test settles it later).
    public var pendingChange: Promise<AccountOrder>?
    /// The order numbers `cancel` was asked for, in order.
    public private(set) var cancelled: [String] = []
    /// How `revise` settles; nil: refused ("no revise here").
    public var reviseAnswer: Result<AccountOrder, Error>?
    /// Every revise asked for, in order.
    public private(set) var revised: [(number: String, quantity: Int, price: Int)] = []

    public init(mode: TradingMode = .paper) {
        self.mode = mode
    }

    public func openVenues(for code: StockCode) -> [Venue] { venues }

    public func place(_ submission: consuming OrderSubmission, progress: @escaping (OrderProgress) -> Void) -> Promise<AccountOrder> {
        let ticket = submission.review.ticket
        placed.append(submission.review)
        steps.forEach(progress)
        if let pendingAnswer { return pendingAnswer }
        switch answer {
        case .success(let order): return .value(order)
        case .failure(let error): return Promise(error: error)
        case nil:
            return .value(AccountOrder(
                number: "0000000001", code: ticket.code, name: ticket.name, side: ticket.side, quantity: ticket.quantity, price: ticket.price.limit,
                time: Date(timeIntervalSince1970: 0)
            ))
        }
    }

    public func cancel(orderNumber: String) -> Promise<AccountOrder> {
        cancelled.append(orderNumber)
        if let pendingChange { return pendingChange }
        switch cancelAnswer {
        case .success(let order): return .value(order)
        case .failure(let error): return Promise(error: error)
        case nil: return Promise(error: FakeAccountError(message: "no cancel here"))
        }
    }

    public func revise(orderNumber: String, quantity: Int, price: Int) -> Promise<AccountOrder> {
        revised.append((orderNumber, quantity, price))
        if let pendingChange { return pendingChange }
        switch reviseAnswer {
        case .success(let order): return .value(order)
        case .failure(let error): return Promise(error: error)
        case nil: return Promise(error: FakeAccountError(message: "no revise here"))
        }
    }
}
