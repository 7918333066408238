// Why a stock's fills could not be turned into lots, phrased for the user.

import DisplayText

/// A refused rebuild: the fills do not explain the broker's holding, so lots made of them would be wrong.
public enum LotRebuildError: UserFacingError, Sendable, Equatable {
    /// The fills since `since` buy `explained` shares net, more than the `held` the broker reports.
    case fillsExceedHolding(explained: Int, held: Int, since: TradeDate)
    /// A fill on `date` sells `quantity` shares when only `held` were held by the fills before it.
    case soldMoreThanHeld(date: TradeDate, quantity: Int, held: Int)
    /// The `quantity` shares held before `since` cannot be priced so that the lots cost what the broker says.
    case costDisagrees(quantity: Int, since: TradeDate, brokerAmount: Int)
    /// No shares held and no fills since `since` that make a lot: nothing to rebuild.
    case nothingToRebuild(since: TradeDate)
    /// The rebuilt lots would pass `PositionLot`'s limits.
    case tooLarge

    /// What to do instead, said after each refusal.
    private static let instead = "import the holding with i instead."

    public var message: String {
        switch self {
        case .fillsExceedHolding(let explained, let held, let since):
            return "Your fills since \(since) buy \(FixedPointText.grouped(explained)) shares, the broker holds \(FixedPointText.grouped(held)): "
                + "shares left the account another way (a transfer?); " + Self.instead
        case .soldMoreThanHeld(let date, let quantity, let held):
            return "The fills sell \(FixedPointText.grouped(quantity)) shares on \(date) when \(FixedPointText.grouped(held)) were held: "
                + "shares came in another way (a transfer?); " + Self.instead
        case .costDisagrees(let quantity, let since, let brokerAmount):
            return "No price of the \(FixedPointText.grouped(quantity)) shares bought before \(since) gives the broker's cost of "
                + "\(FixedPointText.grouped(brokerAmount)) won; " + Self.instead
        case .nothingToRebuild(let since):
            return "Nothing to rebuild: no shares are held and no fills since \(since) make a lot."
        case .tooLarge:
            return "The rebuilt lots would hold more than \(FixedPointText.grouped(PositionLot.largestQuantity)) shares; " + Self.instead
        }
    }
}
