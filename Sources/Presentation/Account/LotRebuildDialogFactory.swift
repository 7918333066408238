// The rebuild's confirmation (the Account view's f): what the fills make, what they replace, then the save.

import DisplayText
import Domain
import Reactive

/// Builds the yes/no question before a stock's lots are replaced by those its fills make: the lots,
/// sales, shares and average the fills give beside the broker's, the shares bought before the months
/// read (one undated lot, priced to match the broker's cost), the fills left out, and what it replaces.
public final class LotRebuildDialogFactory {
    private let rebuildLots: RebuildLotsFromFillsUseCase

    /// - Parameter rebuildLots: Saves the rebuilt lots.
    public init(rebuildLots: RebuildLotsFromFillsUseCase) {
        self.rebuildLots = rebuildLots
    }

    /// "Rebuild the lots of 삼성전자 in 관심종목", saying what the rebuild makes and replaces; `accept` runs on yes.
    public func dialog(for rebuild: LotRebuild, in watchlist: Watchlist, accept: @escaping () -> Void) -> ConfirmDialogViewModel {
        ConfirmDialogViewModel(
            title: "Rebuild the lots of \(TextSanitizer.sanitize(rebuild.holding.name)) in \(watchlist.name)",
            message: Self.message(for: rebuild, in: watchlist),
            action: accept
        )
    }

    /// Replaces the stock's lots and sales in the watchlist `id` with `rebuild`'s.
    public func save(_ rebuild: LotRebuild, in id: WatchlistID) -> Single<[Watchlist]> {
        rebuildLots.execute(rebuild, in: id)
    }

    /// What the question says, one sentence per fact.
    static func message(for rebuild: LotRebuild, in watchlist: Watchlist) -> String {
        let position = rebuild.position
        let fills = rebuild.usedFillCount
        let holding = rebuild.holding
        guard fills > 0 || rebuild.leftOutFillCount > 0 else {
            return "No fills since \(rebuild.since): the broker's \(Self.shares(holding.quantity)) at \(NumberText.grouped(holding.averagePrice))"
                + " \(Self.become(holding.quantity)) one undated lot. " + replaced(in: watchlist, code: holding.code)
        }
        var sentences = [
            "\(Self.count(fills, "fill")) since \(rebuild.since) \(fills == 1 ? "makes" : "make") \(Self.count(position.lots.count, "lot"))"
                + (position.sales.isEmpty ? "" : " and \(Self.count(position.sales.count, "sale"))")
                + ": \(Self.shares(position.quantity)) at \(NumberText.grouped(position.averagePrice)) on average;"
                + " the broker holds \(Self.shares(rebuild.holding.quantity)) at \(NumberText.grouped(rebuild.holding.averagePrice)).",
        ]
        if rebuild.openingQuantity > 0, let opening = position.lots.first {
            sentences.append(
                "\(Self.shares(opening.quantity)) bought before \(rebuild.since) \(Self.become(opening.quantity)) one undated lot at \(NumberText.grouped(opening.price)),"
                    + " the price that gives the broker's cost."
            )
        }
        if rebuild.leftOutFillCount > 0 {
            sentences.append("\(Self.count(rebuild.leftOutFillCount, "earlier fill")) sold shares bought before \(rebuild.since) and \(rebuild.leftOutFillCount == 1 ? "is" : "are") left out.")
        }
        sentences.append(replaced(in: watchlist, code: holding.code))
        return sentences.joined(separator: " ")
    }

    /// What the rebuild replaces of `code` in `watchlist`: "This replaces your 3 shares in 1 lot.", or that there is nothing.
    private static func replaced(in watchlist: Watchlist, code: StockCode) -> String {
        guard let current = watchlist.positions.first(where: { $0.code == code }) else { return "You have no lots of it in \(watchlist.name) yet." }
        return "This replaces your \(shares(current.quantity)) in \(count(current.lots.count, "lot"))"
            + (current.sales.isEmpty ? "." : " and \(count(current.sales.count, "sale")).")
    }

    /// "1 lot", "3 lots".
    private static func count(_ number: Int, _ noun: String) -> String {
        "\(NumberText.grouped(number)) \(noun)\(number == 1 ? "" : "s")"
    }

    /// "1 share", "30 shares".
    private static func shares(_ number: Int) -> String { count(number, "share") }

    /// The verb after `number` shares: "becomes" for one, "become" for more.
    private static func become(_ number: Int) -> String { number == 1 ? "becomes" : "become" }
}
