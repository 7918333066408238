// Which columns of the watchlist table fit a width, in which order they show, and how wide each is.

import Domain
import Presentation
import Widgets

/// The watchlist table's columns for one width: chosen by priority (what is left out first as the
/// terminal narrows), shown in display order, with the spare width given to the name (capped) and then
/// to today's sparkline.
///
/// Display order: Code, Name, Price, Change, Chg %, [P&L, P&L %, Qty, Avg, Value], Volume, Turnover,
/// Open, High, Low, Prev, Today. Left out first as the width shrinks: Prev (the previous close, 기준가),
/// Open, Turnover (the traded value, 거래대금), the sparkline, Low, High, Volume, then the position columns
/// from the right — so 80 columns keep the code to Low (and with positions the P&L), 120 add the sparkline (the name
/// 25 cells), and the extra columns come once the name has `nameComfort` cells beside them: at 200
/// everything, the name capped at `nameCap` cells and the sparkline taking the rest.
struct WatchlistColumns: Equatable {
    /// One column of the watchlist table.
    enum Kind: Hashable {
        case code, name, price, change, changeRate
        /// The position column at this index of `PositionCells.columns`.
        case position(Int)
        case volume, tradedValue, open, high, low, previousClose, today
    }

    /// The columns shown, in display order.
    let kinds: [Kind]
    /// Their table columns, each with its resolved width as a fixed width.
    let columns: [TableColumn]
    /// The width of each shown column, kept: every row drawn reads it (made per read, it was an array per row).
    let widths: [Int]

    /// Cells between columns.
    static let spacing = 1
    /// The widest the name column gets: the longest Korean name of the listing is 25 cells
    /// (LIG디펜스앤에어로스페이스), 99 % are 19 or less; one more for the † or the stale age.
    static let nameCap = 26
    /// The name's width before the extra columns (`extras`) are added: 99 % of the Korean names fit.
    static let nameComfort = 20
    /// The columns shown only at widths where the name already has `nameComfort` cells (the sparkline too: a
    /// wider terminal never shows shorter names).
    private static let extras: Set<Kind> = [.today, .tradedValue, .open, .previousClose]
    /// The widest the sparkline gets: one cell per five-minute slot of the session (09:00–15:30).
    static let sparklineCap = 78

    /// What the columns are chosen from: the table's width, the sort (its column is marked), whether
    /// codes carry a source mark and whether the watchlist has positions.
    struct Options: Equatable {
        var available: Int
        var sort: WatchlistSort
        var isSortReversed: Bool
        var withSourceMarks: Bool
        var positions: Bool
    }

    /// The columns for a table `options.available` cells wide.
    init(_ options: Options) {
        let priority: [Kind] = [.code, .name, .price, .change, .changeRate]
            + (options.positions ? PositionCells.columns.indices.map(Kind.position) : [])
            + [.volume, .high, .low, .today, .tradedValue, .open, .previousClose]
        var kept: Set<Kind> = []
        var used = -Self.spacing
        var reserved = 0
        for kind in priority {
            // The extra columns come only once the name has room for most Korean names.
            if Self.extras.contains(kind) { reserved = Self.nameComfort - Self.minimumWidth(.name, withSourceMarks: false) }
            let needed = Self.minimumWidth(kind, withSourceMarks: options.withSourceMarks) + Self.spacing
            guard used + reserved + needed <= options.available else { break }
            used += needed
            kept.insert(kind)
        }
        let displayed: [Kind] = [.code, .name, .price, .change, .changeRate]
            + (options.positions ? PositionCells.columns.indices.map(Kind.position) : [])
            + [.volume, .tradedValue, .open, .high, .low, .previousClose, .today]
        kinds = displayed.filter(kept.contains)
        var spare = max(0, options.available - used)
        var widths: [Kind: Int] = [:]
        for kind in kinds { widths[kind] = Self.minimumWidth(kind, withSourceMarks: options.withSourceMarks) }
        for (kind, cap) in [(Kind.name, Self.nameCap), (.today, Self.sparklineCap)] where kept.contains(kind) {
            let grown = min(cap, widths[kind, default: 0] + spare)
            spare -= grown - widths[kind, default: 0]
            widths[kind] = grown
        }
        let marked = Self.sortedKind(options.sort)
        let direction: SortDirection = options.sort.isAscending != options.isSortReversed ? .ascending : .descending
        columns = kinds.map { kind in
            var column = Self.column(kind)
            column.width = .fixed(widths[kind, default: 0])
            if kind == marked { column.sortDirection = direction }
            return column
        }
        self.widths = columns.map(\.width.minimum)
    }

    /// Where `kind` is among the shown columns, nil when it is left out.
    func index(of kind: Kind) -> Int? { kinds.firstIndex(of: kind) }

    /// The column whose header carries the sort marker, nil in list order.
    private static func sortedKind(_ sort: WatchlistSort) -> Kind? {
        switch sort {
        case .listOrder: nil
        case .name: .name
        case .price: .price
        case .changeRate: .changeRate
        case .volume: .volume
        case .tradedValue: .tradedValue
        }
    }

    private static func minimumWidth(_ kind: Kind, withSourceMarks: Bool) -> Int {
        kind == .code ? (withSourceMarks ? 8 : 6) : column(kind).width.minimum
    }

    private static func column(_ kind: Kind) -> TableColumn {
        switch kind {
        case .code: TableColumn("Code", width: .fixed(6))
        case .name: TableColumn("Name", width: .fixed(10))
        case .price: TableColumn("Price", width: .fixed(9), alignment: .right)
        case .change: TableColumn("Change", width: .fixed(10), alignment: .right)
        case .changeRate: TableColumn("Chg %", width: .fixed(7), alignment: .right)
        case .position(let index): PositionCells.columns[index]
        case .volume: TableColumn("Volume", width: .fixed(11), alignment: .right)
        case .tradedValue: TableColumn("Turnover", width: .fixed(9), alignment: .right)
        case .open: TableColumn("Open", width: .fixed(9), alignment: .right)
        case .high: TableColumn("High", width: .fixed(9), alignment: .right)
        case .low: TableColumn("Low", width: .fixed(9), alignment: .right)
        case .previousClose: TableColumn("Prev", width: .fixed(9), alignment: .right)
        case .today: TableColumn("Today", width: .fixed(26))
        }
    }
}
