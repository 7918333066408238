// Parsing the KRX closures table (krx-holidays.tsv): a weekday date and how certain the closure is.

import Domain

/// The closures table: the header `date\tstatus`, then one weekday closure per line, `YYYY-MM-DD` and
/// `observed` | `scheduled` | `uncertain`.
public enum MarketClosureTable {
    /// The exact header line.
    public static let header = "date\tstatus"
    private static let table = "KRX holidays"

    /// The closures in `text`, each validated: a real date, not a weekend (those are closed anyway),
    /// a known status, no date twice.
    /// - Throws: `CatalogParseError` naming the first bad line.
    public static func parse(_ text: String) throws(CatalogParseError) -> [CalendarDay: MarketClosureStatus] {
        let lines = TabSeparatedText.lines(text)
        guard lines.first == Substring(header) else {
            throw CatalogParseError(line: 1, reason: "the header must be \"date\\tstatus\".", table: table)
        }
        var closures: [CalendarDay: MarketClosureStatus] = [:]
        for (index, line) in lines.enumerated().dropFirst() {
            func failure(_ reason: String) -> CatalogParseError { CatalogParseError(line: index + 1, reason: reason, table: table) }
            let fields = TabSeparatedText.fields(line)
            guard fields.count == 2 else { throw failure("expected 2 tab-separated columns (date, status), found \(fields.count).") }
            guard let day = CalendarDay(fields[0]) else { throw failure("\"\(fields[0])\" is not a date written YYYY-MM-DD.") }
            guard !day.isWeekend else { throw failure("\(day) is a weekend day, closed anyway.") }
            guard let status = MarketClosureStatus(rawValue: fields[1]) else {
                throw failure("status must be \(MarketClosureStatus.allCases.map(\.rawValue).joined(separator: ", ")), not \"\(fields[1])\".")
            }
            guard closures.updateValue(status, forKey: day) == nil else { throw failure("\(day) is listed twice.") }
        }
        return closures
    }
}
