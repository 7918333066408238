// Why the simulated exchange could not do what was asked of an order.

import Domain

/// A refusal of the simulated exchange's order desk.
enum SimulatedOrderError: UserFacingError, Equatable {
    /// Cancel of an order with nothing resting (filled, cancelled or unknown).
    case nothingResting(orderNumber: String)

    var message: String {
        switch self {
        case .nothingResting(let number): "Order \(number) has nothing resting to cancel (filled, cancelled or not today's)."
        }
    }
}
