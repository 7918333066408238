// Why the simulated exchange could not do what was asked of an order.

import Domain

/// A refusal of the simulated exchange's order desk.
enum SimulatedOrderError: UserFacingError, Equatable {
    /// Cancel of an order with nothing resting (filled, cancelled or unknown).
    case nothingResting(orderNumber: String)
    /// Revise of more shares than rest of the order (or of an unknown one).
    case notEnoughResting(orderNumber: String, quantity: Int)

    var message: String {
        switch self {
        case .nothingResting(let number): "Order \(number) has nothing resting to cancel (filled, cancelled or not today's)."
        case .notEnoughResting(let number, let quantity): "Order \(number) has fewer than \(quantity) shares resting to revise (filled, cancelled or not today's)."
        }
    }
}
