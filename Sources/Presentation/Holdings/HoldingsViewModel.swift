// The holdings view (h): every lot and sale of a watchlist's stocks with their P&L, edited in place.

import Domain
import Reactive

/// The holdings of one watchlist, in Input/Output `transform` style. ↑/↓ select a line; `a` adds a lot
/// to the selected line's stock, `e`/Enter changes the selected lot, `s` sells out of the stock (booked at
/// the moving average, 이동평균법), `d` deletes the selected lot or takes back the last sale; Esc closes.
/// Each dialog opens over the view, which stays open and follows what was saved; every saved edit also
/// goes to `saved`, so the watchlist shows the lists as stored. Only stocks the watchlist lists are shown.
public final class HoldingsViewModel {
    /// The view's keys.
    public struct Input {
        public let moves: Observable<SelectionMove>
        public let add: Observable<Void>
        public let edit: Observable<Void>
        public let delete: Observable<Void>
        public let sell: Observable<Void>
        public let close: Observable<Void>

        public init(
            moves: Observable<SelectionMove>, add: Observable<Void>, edit: Observable<Void>, delete: Observable<Void>,
            sell: Observable<Void>, close: Observable<Void>
        ) {
            self.moves = moves
            self.add = add
            self.edit = edit
            self.delete = delete
            self.sell = sell
            self.close = close
        }
    }

    /// What the view shows.
    public struct Output {
        /// The state at subscription, then after every change; completes after the closed state.
        public let state: Observable<HoldingsState>
    }

    /// What the view needs besides the watchlist.
    public struct Context {
        /// The stocks' names by code (a code without one shows as itself).
        public let names: [StockCode: String]
        /// The last price of each stock, when known.
        public let prices: [StockCode: Int]
        /// The fee rates of P&L and of sales.
        public let costs: TradingCosts

        public init(names: [StockCode: String], prices: [StockCode: Int], costs: TradingCosts) {
            self.names = names
            self.prices = prices
            self.costs = costs
        }
    }

    private let watchlist: Watchlist
    private let context: Context
    private let editPositions: EditPositionsUseCase
    private let dialogs: HoldingsDialogFactory
    private let scheduler: any ImmediateSchedulerType
    private let present: (DialogViewModel) -> Void
    private let saved: ([Watchlist]) -> Void

    /// - Parameters:
    ///   - watchlist: The list whose holdings are shown, as stored.
    ///   - context: Names, prices and fee rates.
    ///   - editPositions: Adds, changes, deletes lots and sells.
    ///   - dialogs: Builds the add, edit and sell dialogs with their checks.
    ///   - scheduler: Where the edits' outcomes are handled (the main scheduler).
    ///   - present: Opens a dialog over the view.
    ///   - saved: Receives all watchlists after each saved edit.
    public init(
        watchlist: Watchlist, context: Context, editPositions: EditPositionsUseCase, dialogs: HoldingsDialogFactory,
        scheduler: any ImmediateSchedulerType, present: @escaping (DialogViewModel) -> Void, saved: @escaping ([Watchlist]) -> Void
    ) {
        self.watchlist = watchlist
        self.context = context
        self.editPositions = editPositions
        self.dialogs = dialogs
        self.scheduler = scheduler
        self.present = present
        self.saved = saved
    }

    enum Action {
        case move(SelectionMove)
        case add, edit, delete, sell, close
        case accepted(Edit)
        case edited(Result<[Watchlist], Error>, notice: String?)
    }

    /// A change to the stored positions.
    enum Edit: Sendable {
        case add(PositionLot, StockCode)
        case replace(Int, PositionLot, StockCode)
        case remove(Int, PositionLot, StockCode)
        case sell(PositionLot, StockCode)
        case removeLastSale(StockCode)
    }

    /// A dialog to open.
    enum Request: Sendable {
        case add(StockCode, name: String)
        case edit(PositionLot, at: Int, StockCode, name: String)
        case sell(StockCode, name: String, held: Int)
    }

    enum Effect: Sendable {
        case open(Request)
        case run(Edit)
    }

    /// What each line is about, beside what it shows.
    struct Line: Hashable, Sendable {
        let code: StockCode
        /// The lot's or sale's index in its position, nil for the stock's line.
        let index: Int?
    }

    struct Model: Hashable, Sendable {
        var positions: [Position]
        var lines: [Line]
        var shown: HoldingsState
    }

    /// Runs the view on `input` for each subscriber of the output.
    public func transform(_ input: Input) -> Output {
        let watchlistID = watchlist.id
        let context = context
        let state = UpdateLoop<Model, Action, Effect>.observable(
            initial: { [watchlist] in
                var model = Model(positions: [], lines: [], shown: HoldingsState(title: "Holdings in \(watchlist.name)", rows: [], totals: "", selectedIndex: nil))
                Self.show(watchlist, in: &model, context: context)
                return model
            },
            actions: [
                input.moves.map { .move($0) }, input.add.map { .add }, input.edit.map { .edit }, input.delete.map { .delete },
                input.sell.map { .sell }, input.close.map { .close },
            ],
            update: { model, action in Self.update(&model, action, watchlistID: watchlistID, context: context) },
            isFinished: \.shown.isClosed,
            emission: .eachChange,
            effects: { [self] loop in { effect in self.run(effect, loop: loop) } }
        )
        return Output(state: state.map { $0.shown })
    }

    private func run(_ effect: Effect, loop: UpdateLoop<Model, Action, Effect>.Context) {
        let accept: (Edit) -> Void = { loop.send(.accepted($0)) }
        switch effect {
        case .open(.add(let code, let name)):
            present(.input(dialogs.addLot(code: code, name: name) { accept(.add($0, code)) }))
        case .open(.edit(let lot, let index, let code, let name)):
            present(.input(dialogs.editLot(lot, code: code, name: name) { accept(.replace(index, $0, code)) }))
        case .open(.sell(let code, let name, let held)):
            present(.input(dialogs.sell(code: code, name: name, held: held) { accept(.sell($0, code)) }))
        case .run(let edit):
            let id = watchlist.id
            let operation: Single<[Watchlist]>
            let notice: String?
            switch edit {
            case .add(let lot, let code): (operation, notice) = (editPositions.addLot(lot, code: code, in: id), nil)
            case .replace(let index, let lot, let code): (operation, notice) = (editPositions.replaceLot(at: index, with: lot, code: code, in: id), nil)
            case .remove(let index, let lot, let code):
                (operation, notice) = (editPositions.removeLot(at: index, code: code, in: id), "Deleted the lot \(lot.text).")
            case .sell(let trade, let code): (operation, notice) = (editPositions.sell(trade, costs: context.costs, code: code, in: id), nil)
            case .removeLastSale(let code): (operation, notice) = (editPositions.removeLastSale(code: code, in: id), "Took back the last sale.")
            }
            _ = operation.asObservable().observe(on: scheduler).asSingle().subscribe { [saved] result in
                if case .success(let lists) = result { saved(lists) }
                loop.send(.edited(result, notice: notice))
            }
        }
    }

    private static func update(_ model: inout Model, _ action: Action, watchlistID: WatchlistID, context: Context) -> [Effect] {
        if case .edited = action {} else { model.shown.notice = nil }
        let line = model.shown.selectedIndex.flatMap { model.lines.indices.contains($0) ? model.lines[$0] : nil }
        let position = line.flatMap { line in model.positions.first { $0.code == line.code } }
        let name = line.map { context.names[$0.code] ?? $0.code.rawValue } ?? ""
        switch action {
        case .move(let move):
            guard let index = model.shown.selectedIndex else { return [] }
            model.shown.selectedIndex = move.applied(to: index, count: model.lines.count)
        case .add:
            guard let line else { return [] }
            return [.open(.add(line.code, name: name))]
        case .edit:
            guard let line, let position, let index = line.index, model.shown.rows[model.shown.selectedIndex ?? 0].kind == .lot else {
                model.shown.notice = "Select a lot to change (↑/↓)."
                return []
            }
            guard index >= position.bookedLotCount else {
                model.shown.notice = PositionLotError.bookedInSale(saleCount: position.sales.filter { $0.lotCount > index }.count).message
                return []
            }
            return [.open(.edit(position.lots[index], at: index, line.code, name: name))]
        case .delete:
            guard let line, let position, let index = line.index, let selected = model.shown.selectedIndex else { return [] }
            if model.shown.rows[selected].kind == .lot { return [.run(.remove(index, position.lots[index], line.code))] }
            guard index == position.sales.count - 1 else {
                model.shown.notice = "Only the last sale of \(name) can be taken back."
                return []
            }
            return [.run(.removeLastSale(line.code))]
        case .sell:
            guard let line, let position, position.quantity > 0 else {
                model.shown.notice = line == nil ? nil : "No shares of \(name) are held."
                return []
            }
            return [.open(.sell(line.code, name: name, held: position.quantity))]
        case .close:
            model.shown.isClosed = true
        case .accepted(let edit):
            return [.run(edit)]
        case .edited(.success(let lists), let notice):
            if let list = lists.first(where: { $0.id == watchlistID }) { show(list, in: &model, context: context) }
            model.shown.notice = notice
        case .edited(.failure(let error), _):
            model.shown.notice = error.userFacingMessage
        }
        return []
    }

    /// Shows `watchlist`'s positions (those of the stocks it lists), keeping the selection on the same line number.
    private static func show(_ watchlist: Watchlist, in model: inout Model, context: Context) {
        model.positions = watchlist.positions.filter { watchlist.codes.contains($0.code) }
        var lines: [Line] = []
        var rows: [HoldingsState.Row] = []
        for position in model.positions {
            let name = context.names[position.code] ?? position.code.rawValue
            let price = context.prices[position.code]
            lines.append(Line(code: position.code, index: nil))
            rows.append(stockRow(position, name: name, price: price, costs: context.costs))
            for (index, lot) in position.lots.enumerated() {
                lines.append(Line(code: position.code, index: index))
                rows.append(lotRow(lot, isBooked: index < position.bookedLotCount, price: price))
            }
            for (index, sale) in position.sales.enumerated() {
                lines.append(Line(code: position.code, index: index))
                rows.append(HoldingsState.Row(
                    kind: .sale, label: sale.text,
                    detail: "fees \(NumberText.grouped(sale.sellCommission + sale.buyCommission)) · tax \(NumberText.grouped(sale.tax))",
                    profit: NumberText.signedGrouped(sale.profit), direction: PriceDirection(profit: sale.profit)
                ))
            }
        }
        model.lines = lines
        model.shown.rows = rows
        model.shown.totals = totals(model.positions, context: context)
        model.shown.selectedIndex = rows.isEmpty ? nil : min(model.shown.selectedIndex ?? 0, rows.count - 1)
    }

    private static func stockRow(_ position: Position, name: String, price: Int?, costs: TradingCosts) -> HoldingsState.Row {
        var detail = "held \(NumberText.grouped(position.quantity))"
        guard position.quantity > 0 else {
            return HoldingsState.Row(kind: .stock, label: "\(name) \(position.code)", detail: detail, profit: "", direction: .flat)
        }
        detail += " · avg \(NumberText.grouped(position.averagePrice))"
        guard let price else {
            return HoldingsState.Row(kind: .stock, label: "\(name) \(position.code)", detail: detail, profit: WatchlistRow.unknown, direction: .flat)
        }
        let valued = PositionValuation(position, at: price, costs: costs)
        return HoldingsState.Row(
            kind: .stock, label: "\(name) \(position.code)", detail: detail + " · value \(NumberText.grouped(valued.marketValue))",
            profit: "\(NumberText.signedGrouped(valued.profit)) (\(NumberText.signedPercent(basisPoints: valued.returnBasisPoints)))",
            direction: PriceDirection(profit: valued.profit)
        )
    }

    /// A lot's line: its P&L before fees at `price`, or "booked" when a sale has taken its cost.
    private static func lotRow(_ lot: PositionLot, isBooked: Bool, price: Int?) -> HoldingsState.Row {
        guard !isBooked else { return HoldingsState.Row(kind: .lot, label: lot.text, detail: "booked in a sale", profit: "", direction: .flat) }
        guard let price else { return HoldingsState.Row(kind: .lot, label: lot.text, detail: "", profit: WatchlistRow.unknown, direction: .flat) }
        let profit = (price - lot.price) * lot.quantity
        return HoldingsState.Row(kind: .lot, label: lot.text, detail: "", profit: NumberText.signedGrouped(profit), direction: PriceDirection(profit: profit))
    }

    private static func totals(_ positions: [Position], context: Context) -> String {
        let held = positions.filter { $0.quantity > 0 }
        let valued = PositionTotals(held.compactMap { position in context.prices[position.code].map { PositionValuation(position, at: $0, costs: context.costs) } })
        let realised = positions.reduce(0) { $0 + $1.realisedProfit }
        return "Value \(NumberText.grouped(valued.marketValue)) · P&L \(NumberText.signedGrouped(valued.profit)) (\(NumberText.signedPercent(basisPoints: valued.returnBasisPoints))) · Realised \(NumberText.signedGrouped(realised))"
    }
}
