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
    /// Each position of the watchlist valued at its first quote (with the fee settings), in list order;
    /// a position without a quote is left out of `valuations` and `totals`.
    public let valuations: [PositionValuation]
    /// The positions' totals, nil when the watchlist holds none.
    public let totals: PositionTotals?
    /// The stocks whose price is KRX's close while Nextrade trades them (a feed that sees KRX only): the table's
    /// Venue says `KRX close`, never a bare `KRX` beside the time of the read.
    public let krxClose: Set<StockCode>

    public init(
        watchlistName: String, feedName: String, rows: [WatchlistQuoteRow], generatedAt: Date,
        positions: [Position] = [], costs: TradingCosts = .none, krxClose: Set<StockCode> = []
    ) {
        self.krxClose = krxClose
        self.watchlistName = watchlistName
        self.feedName = feedName
        self.rows = rows
        self.generatedAt = generatedAt
        let prices = Dictionary(rows.compactMap { row in row.quote.map { (row.code, $0.price) } }, uniquingKeysWith: { first, _ in first })
        valuations = positions.compactMap { position in prices[position.code].map { PositionValuation(position, at: $0, costs: costs) } }
        totals = positions.isEmpty ? nil : PositionTotals(valuations)
    }

    /// `--once`'s exit status: 0 when every row has a quote, 2 when none has (in a watchlist with
    /// stocks), 1 when some rows failed.
    public var exitStatus: Int32 {
        let priced = rows.filter { $0.quote != nil }.count
        if priced == rows.count { return 0 }
        return priced == 0 ? 2 : 1
    }

    /// Why no row has a quote, for standard error (the first row's reason); nil when some row has one.
    public var noQuotesReason: String? {
        guard !rows.isEmpty, rows.allSatisfy({ $0.quote == nil }) else { return nil }
        return rows.compactMap(\.failure).first?.message
    }

    /// The valuation of the position in `code`, if it has one.
    private func valuation(of code: StockCode) -> PositionValuation? {
        valuations.first { $0.code == code }
    }

    /// The report in `format`, ending with a newline; `crlf` ends CSV lines with CR LF (spreadsheets
    /// on Windows), else every format ends its lines with LF.
    public func rendered(as format: OnceFormat, crlf: Bool = false) -> String {
        switch format {
        case .table: table()
        case .json: json()
        case .csv: csv(lineEnd: crlf ? "\r\n" : "\n")
        }
    }

    // MARK: Table

    private static let tableHeader = ["Code", "Name", "Price", "Change", "Chg %", "Volume", "High", "Low", "Time", "Venue"]

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
        for valued in valuations {
            output += "\(valued.code.rawValue)  \(NumberText.grouped(valued.quantity)) @ \(NumberText.grouped(valued.averagePrice))"
            output += "  평가금액 \(NumberText.grouped(valued.marketValue)) · 평가손익 \(NumberText.signedGrouped(valued.profit))"
            output += " · 수익률 \(Self.percentText(valued.returnBasisPoints))\n"
        }
        if let totals {
            output += "Total  평가금액 \(NumberText.grouped(totals.marketValue)) · 평가손익 \(NumberText.signedGrouped(totals.profit))"
            output += " · 수익률 \(Self.percentText(totals.returnBasisPoints))\n"
        }
        return output
    }

    /// Basis points as a signed percentage: 714 → "+7.14%".
    private static func percentText(_ basisPoints: Int) -> String {
        NumberText.signedPercent(Double(basisPoints) / 100)
    }

    private func tableCells(_ row: WatchlistQuoteRow) -> [String] {
        let name = TextSanitizer.sanitize(row.stock?.nameKorean ?? "")
        guard let quote = row.quote else { return [row.code.rawValue, name, "—", "—", "—", "—", "—", "—", "—", "—"] }
        return [
            row.code.rawValue, name, NumberText.grouped(quote.price), NumberText.signedGrouped(quote.change),
            NumberText.signedPercent(quote.changeRate), NumberText.grouped(quote.volume), NumberText.grouped(quote.high),
            NumberText.grouped(quote.low),
            KoreaTimeText.clock(quote.time),
            quote.session == .singlePrice ? QuoteSourceText.singlePriceMark : krxClose.contains(row.code) ? QuoteSourceText.krxCloseMark : quote.venue.mark,
        ]
    }

    // MARK: JSON

    /// One JSON object: `watchlist`, `feed`, `generated_at` and `quotes`, one per stock in list order
    /// (figures as numbers; `error` instead for a stock without a quote); with positions, `positions`
    /// (code, quantity, average price, value, profit in KRW and percent) and `totals`.
    private func json() -> String {
        let document = OnceDocument(
            watchlist: TextSanitizer.sanitize(watchlistName),
            feed: feedName,
            generatedAt: KoreaTimeText.timestamp(generatedAt),
            quotes: rows.map(OnceDocument.Entry.init),
            positions: valuations.map(OnceDocument.PositionEntry.init),
            totals: totals.map(OnceDocument.Totals.init)
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    // MARK: CSV

    private static let csvHeader = ["code", "name", "name_english", "market", "price", "change", "change_rate", "volume", "open", "high", "low", "time", "venue", "error"]
    /// The position fields of every line (empty for a stock without a position).
    private static let csvPositionHeader = ["quantity", "average_price", "value", "profit", "profit_rate"]

    /// RFC 4180 quoting: a header line, then one line per stock, always with the same columns — the
    /// position figures empty for a stock without one — and, with positions, a last line with code
    /// `TOTAL` and the totals in those fields. Fields with commas, quotes or line breaks quoted.
    private func csv(lineEnd: String) -> String {
        var lines = [(Self.csvHeader + Self.csvPositionHeader).joined(separator: ",")]
        for row in rows {
            let quote = row.quote
            var fields: [String] = [
                row.code.rawValue, row.stock?.nameKorean ?? "", row.stock?.nameEnglish ?? "", row.stock?.market.rawValue ?? "",
                quote.map { String($0.price) } ?? "", quote.map { String($0.change) } ?? "",
                quote.map { FixedPointText.decimals($0.changeRate, 2) } ?? "", quote.map { String($0.volume) } ?? "",
                quote.map { String($0.open) } ?? "", quote.map { String($0.high) } ?? "", quote.map { String($0.low) } ?? "",
                quote.map { KoreaTimeText.timestamp($0.time) } ?? "", quote?.venue.rawValue ?? "", quote == nil ? row.failure?.message ?? "" : "",
            ]
            fields += Self.positionFields(valuation(of: row.code))
            lines.append(fields.map { Self.csvField(TextSanitizer.sanitize($0)) }.joined(separator: ","))
        }
        if let totals {
            let figures = [String(totals.marketValue), String(totals.profit), Self.percentField(totals.returnBasisPoints)]
            lines.append((["TOTAL"] + Array(repeating: "", count: Self.csvHeader.count + 1) + figures).joined(separator: ","))
        }
        return lines.joined(separator: lineEnd) + lineEnd
    }

    /// Quantity, average price, value, profit and profit rate of `valued` as CSV fields, empty without one.
    private static func positionFields(_ valued: PositionValuation?) -> [String] {
        guard let valued else { return Array(repeating: "", count: csvPositionHeader.count) }
        return [String(valued.quantity), String(valued.averagePrice), String(valued.marketValue), String(valued.profit), percentField(valued.returnBasisPoints)]
    }

    /// Basis points as a percentage with two decimals: 214 → "2.14".
    static func percentField(_ basisPoints: Int) -> String {
        FixedPointText.decimals(Double(basisPoints) / 100, 2)
    }

    /// `text` as one RFC 4180 field: quoted when it holds a comma, a quote or a line break.
    static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
        return "\"" + text.replacing("\"", with: "\"\"") + "\""
    }
}
