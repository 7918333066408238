// The dialogs of the watchlist screen, built from the reusable ones with the domain's rules and checks.

import Domain
import Reactive

/// Builds the watchlist screen's dialogs: what each asks, what is valid (from the domain's use cases
/// and rules), and what it says when it is not. What to do with an accepted answer comes from the
/// caller (the view model runs the edit and shows its outcome).
public final class WatchlistDialogFactory {
    /// How many matches the add-a-stock dialog lists (it shows `InputDialogState.visibleSuggestionCount`
    /// at a time, and ↓ scrolls through the rest).
    public static let suggestionLimit = 50

    private let searchStocks: SearchStocksUseCase
    private let resolveStock: ResolveStockUseCase
    private let checkName: CheckWatchlistNameUseCase
    private let scheduler: any ImmediateSchedulerType
    private let checkNextrade: CheckNextradeListingUseCase?

    /// - Parameters:
    ///   - searchStocks: Lists matches while the user types a stock.
    ///   - resolveStock: Turns the typed text into the one stock meant, or says why not.
    ///   - checkName: Says whether a watchlist name is free (it reads the stored lists).
    ///   - scheduler: Where the dialogs handle their checks' answers (the main scheduler).
    ///   - checkNextrade: Whether Nextrade trades a suggested stock (its suggestion then says NXT); nil says nothing.
    public init(
        searchStocks: SearchStocksUseCase,
        resolveStock: ResolveStockUseCase,
        checkName: CheckWatchlistNameUseCase,
        scheduler: any ImmediateSchedulerType,
        checkNextrade: CheckNextradeListingUseCase? = nil
    ) {
        self.checkNextrade = checkNextrade
        self.searchStocks = searchStocks
        self.resolveStock = resolveStock
        self.checkName = checkName
        self.scheduler = scheduler
    }

    /// "Add a stock": a code, a Korean or English name, or 초성; the best matches are listed as the
    /// user types, with how many more matched, and ↑/↓ picks one. Refused: empty, no such stock, several matches (named), already
    /// in `watchlist`. `add` receives the stock.
    public func addStock(to watchlist: Watchlist, add: @escaping (Stock) -> Void) -> InputDialogViewModel {
        let resolveStock = resolveStock
        let searchStocks = searchStocks
        let checkNextrade = checkNextrade
        return InputDialogViewModel(
            title: "Add a stock to \(watchlist.name)",
            prompt: "Code, name or 초성 (005930, 삼성전자, Samsung, ㅋㅋㅇ)",
            rules: InputRules(emptyMessage: StockResolutionError.emptyQuery.message),
            suggestions: { typed in
                let found = searchStocks.execute(query: typed, limit: Self.suggestionLimit)
                let entries = found.matches.map { match in
                    let stock = match.stock
                    let onNextrade = checkNextrade?.execute(code: stock.code) ?? false
                    return InputSuggestion(title: stock.nameKorean, detail: Self.suggestionDetail(stock, onNextrade: onNextrade), value: stock.code.rawValue)
                }
                return InputSuggestionList(entries, unlistedCount: found.remainingCount)
            },
            check: { typed in
                switch resolveStock.execute(query: typed) {
                case .failure(let error):
                    return .value(.invalid(message: error.message))
                case .success(let stock) where watchlist.codes.contains(stock.code):
                    return .value(.invalid(message: WatchlistEditError.stockAlreadyInWatchlist(stock).message))
                case .success:
                    return .value(.valid)
                }
            },
            scheduler: scheduler,
            completion: { typed in
                if case .success(let stock) = resolveStock.execute(query: typed) { add(stock) }
            }
        )
    }

    /// A suggestion's second part: code, market, the kind's mark (ETF, ETN, 리츠 …) or for shares the share
    /// kind (보통주, 우선주), NXT when Nextrade trades it, and the English name when there is one:
    /// "069500 · KOSPI · ETF · NXT · SAMSUNG KODEX200 ETF".
    static func suggestionDetail(_ stock: Stock, onNextrade: Bool = false) -> String {
        [stock.code.rawValue, stock.market.rawValue, stock.kind.mark ?? stock.shareKind.shortName, onNextrade ? Venue.nxt.mark : "", stock.nameEnglish]
            .filter { !$0.isEmpty }
            .joined(separator: " · ")
    }

    /// "New watchlist": a name of 1–20 cells of letters, digits, spaces and - _ . & ( ), not taken by
    /// another list. `create` receives the name trimmed.
    public func createWatchlist(create: @escaping (String) -> Void) -> InputDialogViewModel {
        nameDialog(title: "New watchlist", initialName: "", excluding: nil, completion: create)
    }

    /// "Rename watchlist": as for a new one, starting from the current name, which stays acceptable.
    public func renameWatchlist(_ watchlist: Watchlist, rename: @escaping (String) -> Void) -> InputDialogViewModel {
        nameDialog(title: "Rename \(watchlist.name)", initialName: watchlist.name, excluding: watchlist.id, completion: rename)
    }

    private func nameDialog(
        title: String,
        initialName: String,
        excluding: WatchlistID?,
        completion: @escaping (String) -> Void
    ) -> InputDialogViewModel {
        let checkName = checkName
        return InputDialogViewModel(
            title: title,
            prompt: "Name (up to \(WatchlistNameRules.maximumWidth) cells; Korean letters take 2)",
            initialText: initialName,
            rules: .watchlistName,
            check: { name in .validating(checkName.execute(name: name, excluding: excluding), refusals: WatchlistNameError.self) },
            scheduler: scheduler,
            completion: completion
        )
    }

    /// "Remove a stock": y/Enter runs `remove`.
    public func removeStock(
        _ code: StockCode,
        named name: String,
        from watchlist: Watchlist,
        remove: @escaping (_ deletingHoldings: Bool) -> Void
    ) -> ConfirmDialogViewModel {
        let question = name == code.rawValue ? "Remove \(code) from \(watchlist.name)?" : "Remove \(name) (\(code)) from \(watchlist.name)?"
        guard let holdings = Self.holdingsSummary(of: code, in: watchlist) else {
            return ConfirmDialogViewModel(title: "Remove a stock", message: question) { remove(false) }
        }
        return ConfirmDialogViewModel(
            title: "Remove a stock",
            message: "\(question) It holds \(holdings): y keeps them (hidden, out of the totals, back if you add it again), d deletes them.",
            hint: Self.keepOrDeleteHint,
            alternative: { remove(true) },
            action: { remove(false) }
        )
    }

    /// The keys of a removal that holds lots or alerts.
    public static let keepOrDeleteHint = "y / Enter remove, keep them · d delete them too · n / Esc no"

    /// "20 shares in 2 lots, 1 alert", nil when `code` holds nothing in `watchlist`.
    public static func holdingsSummary(of code: StockCode, in watchlist: Watchlist) -> String? {
        var parts: [String] = []
        if let position = watchlist.positions.first(where: { $0.code == code }) {
            let lots = position.lots.count
            parts.append("\(NumberText.grouped(position.quantity)) shares in \(lots) \(lots == 1 ? "lot" : "lots")")
            if !position.sales.isEmpty { parts.append("\(position.sales.count) \(position.sales.count == 1 ? "sale" : "sales")") }
        }
        let alerts = watchlist.alerts.filter { $0.code == code }.count
        if alerts > 0 { parts.append("\(alerts) \(alerts == 1 ? "alert" : "alerts")") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// "Delete a watchlist": y/Enter runs `delete`.
    public func deleteWatchlist(_ watchlist: Watchlist, delete: @escaping () -> Void) -> ConfirmDialogViewModel {
        let count = watchlist.codes.count
        let contents = count == 0 ? "It is empty." : "Its \(count) stock\(count == 1 ? "" : "s") will no longer be watched there."
        return ConfirmDialogViewModel(
            title: "Delete a watchlist",
            message: "Delete the watchlist \"\(watchlist.name)\"? \(contents)",
            action: delete
        )
    }
}
