// The sample rows of the demo's table: Korean and ASCII names side by side.

import TUICore
import Widgets

/// A fixed watchlist for the demo, mixing Hangul and Latin names so the columns' alignment shows.
enum DemoStocks {
    /// Name, code, price, change.
    static let rows: [TableRow] = [
        ("삼성전자", "005930", "71,500", "+1.42%"),
        ("SK하이닉스", "000660", "178,200", "-0.84%"),
        ("NAVER", "035420", "187,300", "+0.16%"),
        ("카카오", "035720", "41,950", "-2.21%"),
        ("LG에너지솔루션", "373220", "389,000", "+3.05%"),
        ("현대차", "005380", "251,500", "0.00%"),
        ("POSCO홀딩스", "005490", "402,500", "-1.10%"),
        ("셀트리온", "068270", "181,600", "+0.55%"),
        ("KB금융", "105560", "78,900", "+2.47%"),
        ("기아", "000270", "112,300", "-0.35%"),
        ("Samsung Biologics", "207940", "812,000", "+0.74%"),
        ("한국전력", "015760", "20,150", "-0.25%"),
    ].map { name, code, price, change in
        let changeStyle = change.hasPrefix("+") ? Style(foreground: .red) : change.hasPrefix("-") ? Style(foreground: .blue) : .plain
        return TableRow([TableCell(name), TableCell(code), TableCell(price), TableCell(change, style: changeStyle)])
    }

    /// The table's columns: the name takes the spare width, numbers are right-aligned.
    static let columns: [TableColumn] = [
        TableColumn("종목명", width: .flexible(minimum: 10)),
        TableColumn("Code", width: .fixed(6)),
        TableColumn("Price", width: .fixed(9), alignment: .right),
        TableColumn("Change", width: .fixed(8), alignment: .right, sortDirection: .descending),
    ]
}
