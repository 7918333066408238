// What `--once` prints: a watchlist's rows with their first quotes, as a table, JSON or CSV.

import DisplayText
import Domain
import FoundationEssentials
import Presentation

/// A watchlist and the first quote (or the failure) of each of its stocks, ready to print.
///
/// Names and messages come from files and the network, so every one of them passes `TextSanitizer`
/// as it is put into the output, in all three formats: no control character or escape sequence from a
/// watchlist name or a KIS message reaches the terminal or a script (JSON's encoder would let
/// U+0080–U+009F through, CSV and the table everything).
public struct OnceReport: Sendable {
    public let watchlistName: String
    public let feedName: String
    public let rows: [WatchlistQuoteRow]
    public let generatedAt: Date

    public init(watchlistName: String, feedName: String, rows: [WatchlistQuoteRow], generatedAt: Date) {
        self.watchlistName = watchlistName
        self.feedName = feedName
        self.rows = rows
        self.generatedAt = generatedAt
    }

    /// The report in `format`, ending with a newline.
    public func rendered(as format: OnceFormat) -> String {
        switch format {
        case .table: table()
        case .json: json()
        case .csv: csv()
        }
    }

    // MARK: Table

    private static let tableHeader = ["Code", "Name", "Price", "Change", "Chg %", "Volume", "High", "Low", "Time"]

    /// Aligned columns (Korean names take two cells a syllable); a row without a quote shows its failure.
    private func table() -> String {
        let lines = rows.map(tableCells)
        let widths = Self.tableHeader.indices.map { column in
            ([Self.tableHeader] + lines).map { DisplayWidth.of($0[column]) }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, text in
                CellLayout.padded(text, toCells: widths[column], alignment: column < 2 ? .left : .right)
            }.joined(separator: "  ").trimmingWhitespace()
        }
        var output = "\(TextSanitizer.sanitize(watchlistName)) · \(feedName) · \(KoreaTimeText.dateTime(generatedAt)) KST\n"
        output += line(Self.tableHeader) + "\n"
        for (row, cells) in zip(rows, lines) {
            output += line(cells)
            if let failure = row.failure, row.quote == nil { output += "  " + TextSanitizer.sanitize(failure.message) }
            output += "\n"
        }
        return output
    }

    private func tableCells(_ row: WatchlistQuoteRow) -> [String] {
        let name = TextSanitizer.sanitize(row.stock?.nameKorean ?? "")
        guard let quote = row.quote else { return [row.code.rawValue, name, "—", "—", "—", "—", "—", "—", "—"] }
        return [
            row.code.rawValue, name, NumberText.grouped(quote.price), NumberText.signedGrouped(quote.change),
            NumberText.signedPercent(quote.changeRate), NumberText.grouped(quote.volume), NumberText.grouped(quote.high),
            NumberText.grouped(quote.low),
            KoreaTimeText.clock(quote.time),
        ]
    }

    // MARK: JSON

    /// One JSON object: `watchlist`, `feed`, `generated_at` and `quotes`, one per stock in list order
    /// (figures as numbers; `error` instead for a stock without a quote).
    private func json() -> String {
        let document = OnceDocument(
            watchlist: TextSanitizer.sanitize(watchlistName),
            feed: feedName,
            generatedAt: KoreaTimeText.timestamp(generatedAt),
            quotes: rows.map(OnceDocument.Entry.init)
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    // MARK: CSV

    private static let csvHeader = ["code", "name", "name_english", "market", "price", "change", "change_rate", "volume", "open", "high", "low", "time", "error"]

    /// RFC 4180: a header line, then one line per stock; fields with commas, quotes or line breaks quoted.
    private func csv() -> String {
        var lines = [Self.csvHeader.joined(separator: ",")]
        for row in rows {
            let quote = row.quote
            let fields: [String] = [
                row.code.rawValue, row.stock?.nameKorean ?? "", row.stock?.nameEnglish ?? "", row.stock?.market.rawValue ?? "",
                quote.map { String($0.price) } ?? "", quote.map { String($0.change) } ?? "",
                quote.map { FixedPointText.decimals($0.changeRate, 2) } ?? "", quote.map { String($0.volume) } ?? "",
                quote.map { String($0.open) } ?? "", quote.map { String($0.high) } ?? "", quote.map { String($0.low) } ?? "",
                quote.map { KoreaTimeText.timestamp($0.time) } ?? "", quote == nil ? row.failure?.message ?? "" : "",
            ]
            lines.append(fields.map { Self.csvField(TextSanitizer.sanitize($0)) }.joined(separator: ","))
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    private static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
        return "\"" + text.replacing("\"", with: "\"\"") + "\""
    }
}
