// The order, filter and selection of the watchlist pane's rows.

import DisplayText
import Domain

extension WatchlistLoopState {
    /// Where the selection is shown among `visibleCodes`.
    var shownSelection: Int? { shownSelection(in: visibleCodes) }

    /// Where the selection is shown among `codes`: its stock's row, else (filtered out, removed) the
    /// row at the position it was last shown, nil when no row is shown.
    func shownSelection(in codes: [StockCode]) -> Int? {
        guard !codes.isEmpty else { return nil }
        if let selectedCode, let index = codes.firstIndex(of: selectedCode) { return index }
        return min(selectionHint, codes.count - 1)
    }

    /// The codes to show now: `visibleCodes`, or the order recomputed if quotes made it stale.
    var currentOrder: [StockCode] { isOrderStale ? order() : visibleCodes }

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

    /// `s`: the next sort, in its natural direction.
    mutating func cycleSort() {
        sort = sort.next
        isSortReversed = false
        refreshVisible()
    }

    /// Applies an edit of the filter line.
    mutating func editFilter(_ edit: FilterEdit) {
        switch edit {
        case .begin:
            isEditingFilter = true
        case .edit(let textEdit):
            guard isEditingFilter else { return }
            notice = filter.cutNotice(leftOut: filter.apply(textEdit))
            refreshFilterMatches()
        case .apply:
            isEditingFilter = false
        case .clear:
            isEditingFilter = false
            filter = EditableText(maximumLength: filter.maximumLength)
            refreshFilterMatches()
        }
    }

    /// Recomputes which stocks the filter lets through (as the add dialog finds stocks: code, names,
    /// 초성; a code the catalog lacks by its code or the name stored with it), then the rows shown.
    mutating func refreshFilterMatches() {
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
        refreshVisible()
    }

    /// Recomputes the codes shown from the list order, the filter and the sort, keeping the selection's stock.
    mutating func refreshVisible() {
        visibleCodes = order()
        isOrderStale = false
        if let selectedCode, let index = visibleCodes.firstIndex(of: selectedCode) { selectionHint = index }
    }

    /// The list's codes the filter lets through, in the chosen order and direction.
    func order() -> [StockCode] {
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
            ordered = sortedByFigure(listed) { $0.changeRate }
        case .price:
            ordered = sortedByFigure(listed) { Double($0.price) }
        case .volume:
            ordered = sortedByFigure(listed) { Double($0.volume) }
        case .tradedValue:
            ordered = sortedByFigure(listed) { Double($0.tradedValue) }
        }
        return ordered.map(\.element)
    }

    /// Highest `figure` first (lowest first when reversed); rows without a quote last either way;
    /// ties in list order.
    private func sortedByFigure(
        _ listed: [(offset: Int, element: StockCode)],
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
