// Parsing and validating the tab-separated stock catalog (krx-stocks.tsv).

import Domain

/// The catalog's text format: a header line, then one stock per line, five tab-separated columns:
/// `code`, `name_ko`, `name_en`, `market` (`KOSPI`|`KOSDAQ`), `reference_price_krw` (a positive integer).
public enum StockCatalogTable {
    /// The exact header line the table must start with.
    public static let header = "code\tname_ko\tname_en\tmarket\treference_price_krw"

    /// Parses `text`, validating every row: a valid code, non-empty names, a known market, a positive
    /// price, no code twice. Lines end in LF or CRLF; a final line break is allowed, blank lines elsewhere are not.
    /// - Throws: `CatalogParseError` naming the first bad line.
    public static func parse(_ text: String) throws(CatalogParseError) -> [CatalogEntry] {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        if lines.last?.isEmpty == true { lines.removeLast() }
        guard let first = lines.first, first == header else {
            throw CatalogParseError(line: 1, reason: "the header must be \"\(header.replacingTabs)\".")
        }
        guard lines.count > 1 else { throw CatalogParseError(line: 2, reason: "the catalog has no stocks.") }
        var entries: [CatalogEntry] = []
        var firstLineOfCode: [StockCode: Int] = [:]
        for (index, line) in lines.enumerated().dropFirst() {
            let number = index + 1
            let entry = try parseRow(line, number: number)
            if let earlier = firstLineOfCode[entry.stock.code] {
                throw CatalogParseError(line: number, reason: "code \(entry.stock.code) is already on line \(earlier).")
            }
            firstLineOfCode[entry.stock.code] = number
            entries.append(entry)
        }
        return entries
    }

    private static func parseRow(_ line: Substring, number: Int) throws(CatalogParseError) -> CatalogEntry {
        func failure(_ reason: String) -> CatalogParseError { CatalogParseError(line: number, reason: reason) }
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 5 else {
            throw failure("expected 5 tab-separated columns (code, name_ko, name_en, market, reference_price_krw), found \(fields.count).")
        }
        guard let code = StockCode(fields[0]), code.rawValue == fields[0] else {
            throw failure("\"\(fields[0])\" is not a stock code (6 characters of 0-9 or A-Z).")
        }
        guard isName(fields[1]) else { throw failure("the Korean name of \(code) is empty or has surrounding spaces.") }
        guard isName(fields[2]) else { throw failure("the English name of \(code) is empty or has surrounding spaces.") }
        guard let market = Market(rawValue: fields[3]) else {
            throw failure("market must be \(Market.allCases.map(\.rawValue).joined(separator: " or ")), not \"\(fields[3])\".")
        }
        guard fields[4].allSatisfy(\.isASCIIDigit), let price = Int(fields[4]), price > 0 else {
            throw failure("reference_price_krw must be a positive whole number of won, not \"\(fields[4])\".")
        }
        let stock = Stock(code: code, nameKorean: fields[1], nameEnglish: fields[2], market: market)
        return CatalogEntry(stock: stock, referencePrice: price)
    }

    private static func isName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
        return !first.properties.isWhitespace && !last.properties.isWhitespace
            && !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

private extension String {
    /// The text with tabs shown as `\t`, for messages about tab-separated lines.
    var replacingTabs: String { split(separator: "\t", omittingEmptySubsequences: false).joined(separator: "\\t") }
}
