// Parsing and validating the tab-separated listing (krx-listing.tsv: every security of KIS's master files).

import Domain

/// The catalog's text format: a header line, then one security per line, eleven tab-separated columns:
/// `code`, `isin`, `name_ko`, `name_en` (may be empty), `market` (`KOSPI`|`KOSDAQ`|`KOSDAQ GLOBAL`),
/// `kind` (a `SecurityKind`: stock, etf, etn, reit …), `share_kind` (보통주, 구형우선주, 신형우선주, 종류주권),
/// `listed` (YYYY-MM-DD, or empty), `reference_price_krw` (a positive integer, or empty), `reference_date`
/// (YYYY-MM-DD or YYYY-MM, empty exactly when the price is) and `listed_shares` (a whole number).
public enum StockCatalogTable {
    /// The column names, in order.
    public static let columns = [
        "code", "isin", "name_ko", "name_en", "market", "kind", "share_kind", "listed",
        "reference_price_krw", "reference_date", "listed_shares",
    ]
    /// The exact header line the table must start with.
    public static let header = columns.joined(separator: "\t")

    /// Parses `text`, validating every row: a valid code, a 12-character ISIN, a Korean name, an English
    /// name or none, a known market, kind and share kind, a real listing date or none, a positive price
    /// with its date or neither, a share count, no code twice. Lines end in LF or CRLF; a final line break is allowed, blank lines elsewhere are not.
    /// - Throws: `CatalogParseError` naming the first bad line.
    public static func parse(_ text: String) throws(CatalogParseError) -> [CatalogEntry] {
        let lines = TabSeparatedText.lines(text)
        guard let first = lines.first, first == header else {
            throw CatalogParseError(line: 1, reason: "the header must be \"\(header.replacingTabs)\".")
        }
        guard lines.count > 1 else { throw CatalogParseError(line: 2, reason: "the catalog has no stocks.") }
        var entries: [CatalogEntry] = []
        entries.reserveCapacity(lines.count - 1)
        var firstLineOfCode: [StockCode: Int] = [:]
        firstLineOfCode.reserveCapacity(lines.count - 1)
        for (index, line) in lines.enumerated().dropFirst() {
            let number = index + 1
            let entry = try parseRow(line, number: number)
            if let earlier = firstLineOfCode.updateValue(number, forKey: entry.stock.code) {
                throw CatalogParseError(line: number, reason: "code \(entry.stock.code) is already on line \(earlier).")
            }
            entries.append(entry)
        }
        return entries
    }

    private static func parseRow(_ line: Substring, number: Int) throws(CatalogParseError) -> CatalogEntry {
        func failure(_ reason: String) -> CatalogParseError { CatalogParseError(line: number, reason: reason) }
        let fields = TabSeparatedText.fields(line)
        guard fields.count == columns.count else {
            throw failure("expected \(columns.count) tab-separated columns (\(columns.joined(separator: ", "))), found \(fields.count).")
        }
        guard let code = StockCode(fields[0]), code.rawValue == fields[0] else {
            throw failure("\"\(fields[0])\" is not a stock code (6 characters of 0-9 or A-Z).")
        }
        let isin = fields[1]
        guard isin.utf8.count == 12, isin.unicodeScalars.allSatisfy(\.isUppercaseLetterOrDigit) else {
            throw failure("the ISIN of \(code) must be 12 characters of 0-9 or A-Z, not \"\(isin)\".")
        }
        guard isName(fields[2]) else { throw failure("the Korean name of \(code) is empty or has surrounding spaces.") }
        guard fields[3].isEmpty || isName(fields[3]) else { throw failure("the English name of \(code) has surrounding spaces.") }
        guard let market = Market(rawValue: fields[4]) else {
            throw failure("market must be \(Market.allCases.map(\.rawValue).joined(separator: ", ")), not \"\(fields[4])\".")
        }
        guard let kind = SecurityKind(rawValue: fields[5]) else {
            throw failure("kind must be \(SecurityKind.allCases.map(\.rawValue).joined(separator: ", ")), not \"\(fields[5])\".")
        }
        guard let shareKind = ShareKind(rawValue: fields[6]) else {
            throw failure("share_kind must be \(ShareKind.allCases.map(\.rawValue).joined(separator: ", ")), not \"\(fields[6])\".")
        }
        let listed = CalendarDay(fields[7])
        guard listed != nil || fields[7].isEmpty else {
            throw failure("listed must be empty or a date written YYYY-MM-DD, not \"\(fields[7])\".")
        }
        let (price, priceDate) = try referencePrice(fields[8], date: fields[9], failure: failure)
        guard !fields[10].isEmpty, fields[10].allSatisfy(\.isASCIIDigit), let shares = Int(fields[10]) else {
            throw failure("listed_shares must be a whole number, not \"\(fields[10])\".")
        }
        let stock = Stock(code: code, nameKorean: fields[2], nameEnglish: fields[3], market: market, shareKind: shareKind, kind: kind)
        return CatalogEntry(stock: stock, isin: isin, listingDate: listed, referencePrice: price, referenceDate: priceDate, listedShares: shares)
    }

    /// The optional price and its date: both empty, or a positive whole number and a YYYY-MM-DD / YYYY-MM date.
    private static func referencePrice(
        _ price: String, date: String, failure: (String) -> CatalogParseError
    ) throws(CatalogParseError) -> (Int?, String?) {
        if price.isEmpty, date.isEmpty { return (nil, nil) }
        guard price.allSatisfy(\.isASCIIDigit), let value = Int(price), value > 0 else {
            throw failure("reference_price_krw must be empty or a positive whole number of won, not \"\(price)\".")
        }
        guard CalendarDay(date) != nil || CalendarDay(date + "-01") != nil else {
            throw failure("reference_date must be YYYY-MM-DD or YYYY-MM when there is a price, not \"\(date)\".")
        }
        return (value, date)
    }

    private static func isName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
        return !first.isWhitespace && !last.isWhitespace
            && !text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

private extension Unicode.Scalar {
    var isUppercaseLetterOrDigit: Bool { ("0"..."9").contains(self) || ("A"..."Z").contains(self) }

    /// Unicode's White_Space, answered without the property table for ASCII (nearly every name's ends).
    var isWhitespace: Bool { isASCII ? value == 0x20 || (0x09...0x0D).contains(value) : properties.isWhitespace }
}

private extension String {
    /// The text with tabs shown as `\t`, for messages about tab-separated lines.
    var replacingTabs: String { split(separator: "\t", omittingEmptySubsequences: false).joined(separator: "\\t") }
}
