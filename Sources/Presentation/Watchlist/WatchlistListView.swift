// The shown watchlist's rows as the pane lists them: which codes, in what order, filtered how, and the selection.

import DisplayText
import Domain

/// The order, filter, sort and selection of the watchlist pane's rows, over the shown list's codes.
///
/// The order is computed when the list, the filter or the sort changes; quotes that may reorder a
/// sort by figures only mark it stale (`isOrderStale`), and it is computed when a frame is drawn or
/// a key needs it, not on every quote. The rows' names and figures it sorts and filters by come from
/// the `WatchlistRowTable` passed in.
struct WatchlistListView: Sendable {
    /// The shown watchlist's codes in list order, from the feed's latest full snapshot.
    private(set) var listCodes: [StockCode] = []
    /// The catalog's stocks among `listCodes` (a code the catalog lacks has none).
    private var listStocks: [StockCode: Stock] = [:]
    /// The codes shown, after the filter, in the chosen order (as of the last `refreshVisible`).
    private(set) var visibleCodes: [StockCode] = []
    /// True when quotes may have changed the sorted order since `visibleCodes` was computed.
    private(set) var isOrderStale = false
    /// The codes the filter lets through, nil without a filter.
    private(set) var filterMatches: Set<StockCode>?
    /// The stock the user selected; it keeps the selection across updates, sorts and filters.
    var selectedCode: StockCode?
    /// Where the selection was last shown, for when its stock is filtered out or removed.
    private var selectionHint = 0
    private(set) var sort = WatchlistSort.listOrder
    /// True when the sort runs against its natural direction (`S`).
    private(set) var isSortReversed = false
    private(set) var filter = EditableText(maximumLength: 40)
    /// True while the filter line takes the keys (after `/`, until Enter or Esc).
    private(set) var isEditingFilter = false

    // MARK: The list

    /// Takes the codes of a full snapshot of the shown list, in list order, and the catalog's stocks
    /// among them; the caller names the rows, then calls `refreshFilterMatches`.
    mutating func take(_ quoteRows: [WatchlistQuoteRow]) {
        listCodes = quoteRows.map(\.code)
        listStocks = Dictionary(quoteRows.compactMap { row in row.stock.map { (row.code, $0) } }) { first, _ in first }
    }

    /// Another watchlist is shown: its codes are not known yet, and the selection starts at the top.
    mutating func showAnotherList(rows: WatchlistRowTable) {
        listCodes = []
        listStocks = [:]
        selectedCode = nil
        selectionHint = 0
        refreshFilterMatches(rows: rows)
    }

    /// No watchlist is shown: nothing is listed.
    mutating func showNoList(rows: WatchlistRowTable) {
        listCodes = []
        listStocks = [:]
        refreshVisible(rows: rows)
    }

    /// Quotes changed rows: a sort that follows quotes may be out of order until the next `currentOrder`.
    mutating func quotesChanged() {
        if sort.followsQuotes { isOrderStale = true }
    }

    // MARK: Selection

    /// Where the selection is shown among `visibleCodes`.
    var shownSelection: Int? { shownSelection(in: visibleCodes) }

    /// The code of the row shown selected.
    var shownSelectedCode: StockCode? { shownSelection.map { visibleCodes[$0] } }

    /// Where the selection is shown among `codes`: its stock's row, else (filtered out, removed) the
    /// row at the position it was last shown, nil when no row is shown.
    func shownSelection(in codes: [StockCode]) -> Int? {
        guard !codes.isEmpty else { return nil }
        if let selectedCode, let index = codes.firstIndex(of: selectedCode) { return index }
        return min(selectionHint, codes.count - 1)
    }

    /// Moves the selection, stopping at the ends.
    mutating func moveSelection(_ move: SelectionMove) {
        guard let current = shownSelection else { return }
        let target = switch move {
        case .up: current - 1
        case .down: current + 1
        case .pageUp(let rows): current - max(1, rows)
        case .pageDown(let rows): current + max(1, rows)
        case .top: 0
        case .bottom: visibleCodes.count - 1
        case .row(let index): index
        }
        selectionHint = min(max(0, target), visibleCodes.count - 1)
        selectedCode = visibleCodes[selectionHint]
    }

    // MARK: Sort and filter

    /// Takes a remembered sort and direction.
    mutating func sort(by sort: WatchlistSort, reversed: Bool, rows: WatchlistRowTable) {
        self.sort = sort
        isSortReversed = reversed
        refreshVisible(rows: rows)
    }

    /// `s`: the next sort, in its natural direction.
    mutating func cycleSort(rows: WatchlistRowTable) {
        sort(by: sort.next, reversed: false, rows: rows)
    }

    /// `S`: the same sort the other way round (lowest first, names from ㅎ).
    mutating func reverseSort(rows: WatchlistRowTable) {
        sort(by: sort, reversed: !isSortReversed, rows: rows)
    }

    /// Applies an edit of the filter line; returns the notice of text the line could not take, if any.
    mutating func editFilter(_ edit: FilterEdit, rows: WatchlistRowTable) -> String? {
        switch edit {
        case .begin:
            isEditingFilter = true
        case .edit(let textEdit):
            guard isEditingFilter else { return nil }
            let notice = filter.cutNotice(leftOut: filter.apply(textEdit))
            refreshFilterMatches(rows: rows)
            return notice
        case .apply:
            isEditingFilter = false
        case .clear:
            isEditingFilter = false
            filter = EditableText(maximumLength: filter.maximumLength)
            refreshFilterMatches(rows: rows)
        }
        return nil
    }

    /// Recomputes which stocks the filter lets through (as the add dialog finds stocks: code, names,
    /// 초성; a code the catalog lacks by its code or the name stored with it), then the rows shown.
    mutating func refreshFilterMatches(rows: WatchlistRowTable) {
        if filter.isEmpty {
            filterMatches = nil
        } else {
            let named = StockResolver(stocks: listCodes.compactMap { listStocks[$0] }).search(filter.text).matches.map(\.stock.code)
            let query = filter.text.uppercased()
            let unlisted = listCodes.filter { code in
                listStocks[code] == nil && (code.rawValue.hasPrefix(query) || rows[code]?.name.uppercased().contains(query) == true)
            }
            filterMatches = Set(named + unlisted)
        }
        refreshVisible(rows: rows)
    }

    // MARK: Order

    /// The codes to show now: `visibleCodes`, or the order recomputed if quotes made it stale.
    func currentOrder(rows: WatchlistRowTable) -> [StockCode] { isOrderStale ? order(rows: rows) : visibleCodes }

    /// Recomputes the codes shown if quotes made the order stale (before a key acts on a row).
    mutating func refreshIfStale(rows: WatchlistRowTable) {
        if isOrderStale { refreshVisible(rows: rows) }
    }

    /// Recomputes the codes shown from the list order, the filter and the sort, keeping the selection's stock.
    mutating func refreshVisible(rows: WatchlistRowTable) {
        visibleCodes = order(rows: rows)
        isOrderStale = false
        if let selectedCode, let index = visibleCodes.firstIndex(of: selectedCode) { selectionHint = index }
    }

    /// The list's codes the filter lets through, in the chosen order and direction.
    func order(rows: WatchlistRowTable) -> [StockCode] {
        let listed = listCodes.enumerated().filter { filterMatches?.contains($0.element) ?? true }
        let ordered: [(offset: Int, element: StockCode)]
        switch sort {
        case .listOrder:
            ordered = isSortReversed ? listed.reversed() : listed
        case .name:
            ordered = listed.sorted { lhs, rhs in
                let (left, right) = (rows[lhs.element]?.name ?? "", rows[rhs.element]?.name ?? "")
                return left == right ? lhs.offset < rhs.offset : (left < right) != isSortReversed
            }
        case .changeRate:
            ordered = sortedByFigure(listed, rows: rows) { $0.changeRate }
        case .price:
            ordered = sortedByFigure(listed, rows: rows) { Double($0.price) }
        case .volume:
            ordered = sortedByFigure(listed, rows: rows) { Double($0.volume) }
        case .tradedValue:
            ordered = sortedByFigure(listed, rows: rows) { Double($0.tradedValue) }
        }
        return ordered.map(\.element)
    }

    /// Highest `figure` first (lowest first when reversed); rows without a quote last either way;
    /// ties in list order.
    private func sortedByFigure(
        _ listed: [(offset: Int, element: StockCode)],
        rows: WatchlistRowTable,
        by figure: (Quote) -> Double
    ) -> [(offset: Int, element: StockCode)] {
        listed
            .map { (entry: $0, key: rows[$0.element]?.quote.map(figure)) }
            .sorted { lhs, rhs in
                switch (lhs.key, rhs.key) {
                case let (left?, right?) where left != right: (left > right) != isSortReversed
                case (_?, nil): true
                case (nil, _?): false
                default: lhs.entry.offset < rhs.entry.offset
                }
            }
            .map(\.entry)
    }
}
