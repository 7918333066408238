// The Account view: the account's cash and totals, its holdings with P&L, today's orders and fills.

import DisplayText
import Domain
import Presentation
import Reactive
import TUICore
import Widgets

/// Draws an `AccountViewModel`'s states over the whole screen and sends it the view's intents.
///
/// Layout: the account's name, then cash (예수금, D+2, today's fees, net assets) and totals (bought,
/// value, P&L) on two rows; the holdings table in a box, each holding beside the shown watchlist's lots
/// and their difference; today's orders and fills in a box below (the selection runs on into the orders,
/// the selected one reversed and kept in view); a key line at the bottom with the newest notice.
/// Everything happens on the run loop's thread.
public final class AccountScreen {
    private let viewModel: AccountViewModel
    private let colors: PriceColorScheme
    private let intents = PublishSubject<AccountIntent>()
    private let lots: Observable<[Position]>
    private var state: AccountState?

    /// Right-aligned number columns of the holdings table: header and width in cells; "Lots" is the
    /// shares of the user's own lots.
    private static let numberColumns = [("Qty", 8), ("Avg price", 11), ("Price", 11), ("Value", 14), ("P&L", 13), ("P&L %", 9), ("Lots", 9)]
    /// The holdings table's name column: at least, at most.
    private static let nameWidths = 8...20
    /// The last column: how the lots differ from the broker (" +2 not in lots").
    private static let differenceHeader = " vs lots"
    /// The difference column's width in cells, its leading space included.
    private static let differenceWidth = 16

    /// The holdings table's columns in `width` cells: the first of these layouts that fits whole, so no
    /// figure is ever cut — every column and the difference; without "Lots" (the difference still says how
    /// they differ: 100 columns); without "Value" too; then without the difference (80 columns); then without
    /// "Avg price"; then quantity, price and P&L % alone.
    static func layout(in width: Int) -> (columns: [Int], showsDifference: Bool) {
        let index = { (title: String) in numberColumns.firstIndex { $0.0 == title }! }
        let all = Array(numberColumns.indices)
        let withoutLots = all.filter { $0 != index("Lots") }
        let withoutValue = withoutLots.filter { $0 != index("Value") }
        let withoutAverage = withoutValue.filter { $0 != index("Avg price") }
        let candidates: [([Int], Bool)] = [
            (all, true), (withoutLots, true), (withoutValue, true), (withoutValue, false), (withoutAverage, false),
            ([index("Qty"), index("Price"), index("P&L %")], false),
        ]
        for (columns, showsDifference) in candidates {
            let needed = 7 + nameWidths.lowerBound + 1 + columns.reduce(0) { $0 + numberColumns[$1].1 } + (showsDifference ? differenceWidth : 0)
            if width >= needed { return (columns, showsDifference) }
        }
        return candidates[candidates.count - 1]
    }

    /// - Parameter lots: The positions of the watchlist shown behind the view, as they change.
    public init(viewModel: AccountViewModel, colors: PriceColorScheme, lots: Observable<[Position]> = .just([])) {
        self.viewModel = viewModel
        self.colors = colors
        self.lots = lots
    }

    /// Starts the view model; `onChange` is called whenever a new frame is needed, `onImport` with the lot
    /// `i` proposes, `onRebuild` with the lots `f` rebuilt, `onDialog` with a dialog to open over the view
    /// (the cancel's confirmation). Dispose to stop.
    public func start(
        onChange: @escaping () -> Void, onImport: @escaping (BrokerHoldingImport) -> Void = { _ in },
        onRebuild: @escaping (LotRebuild) -> Void = { _ in }, onDialog: @escaping (DialogViewModel) -> Void = { _ in }
    ) -> Disposable {
        let output = viewModel.transform(AccountViewModel.Input(intents: intents.asObservable(), lots: lots))
        let imports = output.importRequests.subscribe(onNext: onImport)
        let rebuilds = output.rebuildRequests.subscribe(onNext: onRebuild)
        let dialogs = output.dialogRequests.subscribe(onNext: onDialog)
        let states = output.state.subscribe(onNext: { [weak self] state in
            self?.state = state
            onChange()
        })
        return Disposables.create([imports, rebuilds, dialogs, states])
    }

    /// The latest state, nil before the first.
    public var currentState: AccountState? { state }

    /// Sends an intent of the view's keys.
    public func send(_ intent: AccountIntent) {
        intents.onNext(intent)
    }

    /// Draws the view into `rect`.
    public func draw(in rect: Rect, on canvas: Canvas) {
        canvas.fill(rect, style: .plain)
        guard let state else { return }
        drawKeys(state, in: rect.bottom(1), on: canvas)
        guard !state.isLoading else {
            canvas.put("Reading the account…", in: rect.row(rect.height / 2), style: Style(dim: true), alignment: .center)
            return
        }
        drawSummary(state, in: rect.top(3), on: canvas)
        let body = rect.droppingTop(3).droppingBottom(1)
        let activityCount = state.orders.count + state.fills.count
        let activityHeight = min(body.height / 2, max(4, activityCount + 2 + (state.fills.isEmpty || state.orders.isEmpty ? 0 : 1)))
        drawHoldings(state, in: body.droppingBottom(activityHeight), on: canvas)
        drawActivity(state, in: body.bottom(activityHeight), on: canvas)
    }

    private func drawSummary(_ state: AccountState, in rect: Rect, on canvas: Canvas) {
        var x = rect.x
        func put(_ text: String, _ style: Style, row: Int) {
            x += canvas.put(text, at: Point(x: x, y: rect.y + row), style: style, clippedTo: rect.row(row))
        }
        put("Account ", Style(bold: true), row: 0)
        put(state.accountName, Style(dim: true), row: 0)
        x = rect.x
        for (label, value) in [("예수금 ", state.deposit), ("D+2 ", state.settledCash), ("Fees today ", state.todayFees), ("Net assets ", state.netAssets)] {
            put(label, Style(dim: true), row: 1)
            put(value + "   ", .plain, row: 1)
        }
        x = rect.x
        put("Bought ", Style(dim: true), row: 2)
        put(state.purchaseTotal + "   ", .plain, row: 2)
        put("Value ", Style(dim: true), row: 2)
        put(state.valueTotal + "   ", .plain, row: 2)
        put("P&L ", Style(dim: true), row: 2)
        put(state.profitTotal + " " + state.profitRate, colors.style(for: state.profitDirection), row: 2)
    }

    private func drawHoldings(_ state: AccountState, in rect: Rect, on canvas: Canvas) {
        canvas.drawBox(rect, style: Style(dim: true), title: "Holdings (\(state.holdings.count))", titleStyle: Style(bold: true))
        let inner = rect.inset(by: 1)
        guard inner.height > 0 else { return }
        let (shown, showsDifference) = Self.layout(in: inner.width)
        let numbersWidth = shown.reduce(0) { $0 + Self.numberColumns[$1].1 }
        let differenceWidth = showsDifference ? Self.differenceWidth : 0
        let nameWidth = min(Self.nameWidths.upperBound, max(Self.nameWidths.lowerBound, inner.width - 7 - numbersWidth - 1 - differenceWidth))
        let header = "Code   " + CellLayout.padded("Name", toCells: nameWidth) + " "
            + shown.map { CellLayout.padded(Self.numberColumns[$0].0, toCells: Self.numberColumns[$0].1, alignment: .right) }.joined()
            + (showsDifference ? Self.differenceHeader : "")
        canvas.put(header, in: inner.row(0), style: Style(dim: true))
        guard !state.holdings.isEmpty else {
            canvas.put("No holdings", in: inner.row(min(1, inner.height - 1)), style: Style(dim: true), alignment: .center)
            return
        }
        let visible = inner.height - 1
        let selected = state.selectedIndex ?? 0
        let first = visible > 0 ? max(0, selected - visible + 1) : 0
        for (offset, holding) in state.holdings.dropFirst(first).prefix(max(0, visible)).enumerated() {
            let line = inner.row(offset + 1)
            let isSelected = first + offset == selected
            let base = Style(reverse: isSelected)
            let quantity = holding.sellable.map { "\($0)/" + holding.quantity } ?? holding.quantity
            let left = holding.code + " " + CellLayout.padded(CellLayout.truncated(holding.name, toCells: nameWidth), toCells: nameWidth) + " "
            let numbers = [quantity, holding.averagePrice, holding.price, holding.value, holding.profit, holding.profitRate, holding.lotQuantity]
            let profitStyle = colors.style(for: holding.direction).merging(base)
            var x = line.x
            x += canvas.put(left, at: Point(x: x, y: line.y), style: base, clippedTo: line)
            for index in shown {
                // The P&L columns are coloured like a price change.
                let style = index == 4 || index == 5 ? profitStyle : base
                let text = CellLayout.padded(numbers[index], toCells: Self.numberColumns[index].1, alignment: .right)
                x += canvas.put(text, at: Point(x: x, y: line.y), style: style, clippedTo: line)
            }
            if showsDifference { canvas.put(" " + holding.difference, at: Point(x: x, y: line.y), style: base, clippedTo: line) }
        }
    }

    private func drawActivity(_ state: AccountState, in rect: Rect, on canvas: Canvas) {
        let held = state.heldByOpenBuys.map { " · open buys hold \($0) won" } ?? ""
        canvas.drawBox(rect, style: Style(dim: true), title: "Today's orders and fills" + held, titleStyle: Style(bold: true))
        let inner = rect.inset(by: 1)
        guard inner.height > 0 else { return }
        guard !state.orders.isEmpty || !state.fills.isEmpty else {
            canvas.put("No orders today", in: inner.row(0), style: Style(dim: true), alignment: .center)
            return
        }
        var lines: [(String, Style)] = state.orders.enumerated().map { index, order in
            ("\(order.time)  \(order.side)  \(order.stock)  \(order.quantity) @ \(order.price)  \(order.filled) filled  \(order.status)",
             colors.style(for: order.direction).merging(Style(reverse: index == state.selectedOrderIndex)))
        }
        if !state.orders.isEmpty, !state.fills.isEmpty { lines.append(("", .plain)) }
        lines += state.fills.map { fill in
            ("\(fill.time)  Fill \(fill.side)  \(fill.code)  \(fill.quantity) @ \(fill.price) = \(fill.amount)", colors.style(for: fill.direction))
        }
        // The selected order stays in view: the box scrolls down just far enough to show it.
        let first = state.selectedOrderIndex.map { max(0, $0 - inner.height + 1) } ?? 0
        for (row, line) in lines.dropFirst(first).prefix(inner.height).enumerated() {
            canvas.put(line.0, in: inner.row(row), style: line.1)
        }
    }

    /// The view's keys, and the same in fewer words for a line too narrow for them (80 columns cut the first).
    static let keys = "Esc back · ↑↓ Tab select · i import · f lots from fills · c cancel · e revise · r refresh · q quit"
    static let compactKeys = "Esc · ↑↓ Tab · i import · f fills · c cancel · e revise · r refresh · q quit"

    private func drawKeys(_ state: AccountState, in rect: Rect, on canvas: Canvas) {
        let notice = state.notices.last.map { $0 + "  " } ?? ""
        let room = rect.width - DisplayWidth.of(notice)
        let keys = DisplayWidth.of(Self.keys) <= room ? Self.keys : Self.compactKeys
        canvas.put(notice, in: rect, style: Style(foreground: .yellow))
        canvas.put(keys, in: rect.droppingLeft(DisplayWidth.of(notice)), style: Style(dim: true), alignment: .right)
    }
}
