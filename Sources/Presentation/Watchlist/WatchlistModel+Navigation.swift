// The order, filter and selection of the watchlist pane's rows.

import Domain

extension WatchlistModel {
    /// Where the selection is shown: its stock's row, else (filtered out, removed) the row at the
    /// position it was last shown, nil when no row is shown.
    var shownSelection: Int? {
        guard !visibleCodes.isEmpty else { return nil }
        if let selectedCode, let index = visibleCodes.firstIndex(of: selectedCode) { return index }
        return min(selectionHint, visibleCodes.count - 1)
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
        }
        selectionHint = min(max(0, target), visibleCodes.count - 1)
        selectedCode = visibleCodes[selectionHint]
    }

    mutating func cycleSort() {
        sort = sort.next
        refreshVisible()
    }

    /// Applies an edit of the filter line.
    mutating func editFilter(_ edit: FilterEdit) {
        switch edit {
        case .begin:
            isEditingFilter = true
        case .edit(let textEdit):
            guard isEditingFilter else { return }
            filter.apply(textEdit)
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
    /// 초성), then the rows shown.
    mutating func refreshFilterMatches() {
        filterMatches = filter.isEmpty
            ? nil
            : Set(StockResolver(stocks: listStocks).search(filter.text).map(\.stock.code))
        refreshVisible()
    }

    /// Recomputes the codes shown from the list order, the filter and the sort, keeping the selection's stock.
    mutating func refreshVisible() {
        let listed = listStocks.enumerated().filter { filterMatches?.contains($0.element.code) ?? true }
        let ordered: [(offset: Int, element: Stock)]
        switch sort {
        case .listOrder:
            ordered = listed
        case .name:
            ordered = listed.sorted { ($0.element.nameKorean, $0.offset) < ($1.element.nameKorean, $1.offset) }
        case .changeRate:
            ordered = sortedDescending(listed) { $0.changeRate }
        case .price:
            ordered = sortedDescending(listed) { Double($0.price) }
        }
        visibleCodes = ordered.map(\.element.code)
        if let selectedCode, let index = visibleCodes.firstIndex(of: selectedCode) { selectionHint = index }
    }

    /// Highest `figure` first; rows without a quote last; ties in list order.
    private func sortedDescending(
        _ listed: [(offset: Int, element: Stock)],
        by figure: (Quote) -> Double
    ) -> [(offset: Int, element: Stock)] {
        listed
            .map { (entry: $0, key: rows[$0.element.code]?.quote.map(figure)) }
            .sorted { lhs, rhs in
                switch (lhs.key, rhs.key) {
                case let (left?, right?) where left != right: left > right
                case (_?, nil): true
                case (nil, _?): false
                default: lhs.entry.offset < rhs.entry.offset
                }
            }
            .map(\.entry)
    }
}
