// Everything the Account view draws: holdings, cash, totals, today's orders and fills, notices.

import DisplayText
import Domain

/// One frame of the Account view, all text formatted.
public struct AccountState: Hashable, Sendable {
    /// "simulated", "KIS paper 1234-****-01".
    public let accountName: String
    public let holdings: [AccountHoldingRow]
    /// The selected holding's index, nil without holdings or while an order is selected.
    public let selectedIndex: Int?
    /// The selected order's index in `orders`, nil while a holding is selected.
    public let selectedOrderIndex: Int?
    /// 예수금 (cash deposited now).
    public let deposit: String
    /// D+2 cash (after settlement).
    public let settledCash: String
    /// Today's fees and tax.
    public let todayFees: String
    /// 매입금액 합계.
    public let purchaseTotal: String
    /// 평가금액 합계.
    public let valueTotal: String
    /// 평가손익 합계, signed.
    public let profitTotal: String
    /// 수익률 of the whole, signed percent.
    public let profitRate: String
    public let profitDirection: PriceDirection
    /// D+2 cash plus the holdings' value.
    public let netAssets: String
    public let orders: [AccountOrderRow]
    /// The cash today's open limit buys hold back (what rests × its limit), nil when none rests: a cancel
    /// frees it.
    public let heldByOpenBuys: String?
    public let fills: [AccountFillRow]
    /// Notices of the account's source and the last refresh's failure, sanitised; newest last.
    public let notices: [String]
    /// True before the first snapshot arrives.
    public let isLoading: Bool

    /// The state of `loop`; before the first snapshot every figure is "—" and `isLoading` is true.
    init(_ loop: AccountLoopState) {
        let valued = loop.valuation
        let snapshot = valued?.snapshot
        func figure(_ value: Int?, signed: Bool = false) -> String {
            value.map(signed ? NumberText.signedGrouped : NumberText.grouped) ?? WatchlistRow.unknown
        }
        accountName = snapshot.map { TextSanitizer.sanitize($0.accountName) } ?? ""
        holdings = valued?.holdings.map { AccountHoldingRow($0, lots: loop.lots[$0.holding.code]) } ?? []
        selectedOrderIndex = loop.selectedOrderIndex
        selectedIndex = holdings.isEmpty || selectedOrderIndex != nil ? nil : min(loop.selectedIndex, holdings.count - 1)
        deposit = figure(snapshot?.cash.deposit)
        settledCash = figure(snapshot?.cash.settled)
        todayFees = figure(snapshot?.cash.todayFees)
        purchaseTotal = figure(valued?.purchaseTotal)
        valueTotal = figure(valued?.marketValueTotal)
        profitTotal = figure(valued?.profitTotal, signed: true)
        profitRate = valued.map { NumberText.signedPercent(basisPoints: $0.returnBasisPoints) } ?? WatchlistRow.unknown
        profitDirection = PriceDirection(profit: valued?.profitTotal ?? 0)
        netAssets = figure(valued?.netAssets)
        orders = loop.listedOrders.map(AccountOrderRow.init)
        let held = loop.listedOrders.filter { $0.side == .buy }.reduce(0) { $0 + $1.remainingQuantity * ($1.price ?? 0) }
        heldByOpenBuys = held > 0 ? NumberText.grouped(held) : nil
        fills = snapshot?.fills.reversed().map(AccountFillRow.init) ?? []
        notices = ((snapshot?.notices ?? []) + [loop.refreshProblem, loop.notice].compactMap { $0 }).map(TextSanitizer.sanitize)
        isLoading = valued == nil
    }
}
