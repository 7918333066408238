// What `--once --account` prints: the account's holdings and cash, as a table, JSON or CSV.

import DisplayText
import Domain
import FoundationEssentials
import Presentation

/// The account valued at its first quotes, ready to print. Names and notices come from the broker or
/// files, so each passes `TextSanitizer` on its way out, in all three formats.
///
/// The JSON and CSV schemas are stable: fields are only ever added at the end.
public struct OnceAccountReport: Sendable {
    public let valuation: AccountValuation
    public let feedName: String
    public let generatedAt: Date

    public init(valuation: AccountValuation, feedName: String, generatedAt: Date) {
        self.valuation = valuation
        self.feedName = feedName
        self.generatedAt = generatedAt
    }

    /// The report in `format`, ending with a newline; `crlf` ends CSV lines with CR LF, else LF (as `OnceReport`).
    public func rendered(as format: OnceFormat, crlf: Bool = false) -> String {
        switch format {
        case .table: table()
        case .json: json()
        case .csv: csv(lineEnd: crlf ? "\r\n" : "\n")
        }
    }

    // MARK: Table

    private static let tableHeader = ["Code", "Name", "Qty", "Avg price", "Price", "Value", "P&L", "P&L %"]

    private func table() -> String {
        let snapshot = valuation.snapshot
        let lines = valuation.holdings.map { valued in
            [
                valued.holding.code.rawValue, TextSanitizer.sanitize(valued.holding.name), NumberText.grouped(valued.holding.quantity),
                NumberText.grouped(valued.holding.averagePrice), valued.price.map(NumberText.grouped) ?? "—",
                NumberText.grouped(valued.marketValue), NumberText.signedGrouped(valued.profit),
                NumberText.signedPercent(Double(valued.returnBasisPoints) / 100),
            ]
        }
        let widths = Self.tableHeader.indices.map { column in ([Self.tableHeader] + lines).map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, text in
                CellLayout.padded(text, toCells: widths[column], alignment: column < 2 ? .left : .right)
            }.joined(separator: "  ").trimmingWhitespace()
        }
        // The simulated account is named after its feed: "Account simulated", not "Account simulated · simulated".
        let account = TextSanitizer.sanitize(snapshot.accountName)
        let source = account == feedName ? account : "\(account) · \(feedName)"
        var output = "Account \(source) · \(KoreaTimeText.dateTime(generatedAt)) KST\n"
        output += line(Self.tableHeader) + "\n"
        for cells in lines { output += line(cells) + "\n" }
        let cash = snapshot.cash
        output += "예수금 \(NumberText.grouped(cash.deposit)) · D+1 \(NumberText.grouped(cash.nextDay)) · D+2 \(NumberText.grouped(cash.settled))"
        output += " · fees today \(NumberText.grouped(cash.todayFees))\n"
        output += "Total  매입금액 \(NumberText.grouped(valuation.purchaseTotal)) · 평가금액 \(NumberText.grouped(valuation.marketValueTotal))"
        output += " · 평가손익 \(NumberText.signedGrouped(valuation.profitTotal)) · 수익률 \(NumberText.signedPercent(Double(valuation.returnBasisPoints) / 100))"
        output += " · net assets \(NumberText.grouped(valuation.netAssets))\n"
        for notice in snapshot.notices { output += TextSanitizer.sanitize(notice) + "\n" }
        return output
    }

    // MARK: JSON

    /// One JSON object: `account`, `feed`, `generated_at`, `cash`, `holdings` (broker order) and `totals`.
    private func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(OnceAccountDocument(self)) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    // MARK: CSV

    /// The CSV columns, in order.
    static let csvHeader = [
        "kind", "code", "name", "quantity", "sellable_quantity", "average_price", "purchase_amount", "price", "value", "profit",
        "profit_rate", "deposit", "next_day_cash", "settled_cash", "today_fees", "net_assets",
    ]

    /// RFC 4180 fields: the header, one `holding` line per holding (the cash columns empty), then one `total`
    /// line with the totals and the cash (the per-stock columns empty).
    private func csv(lineEnd: String) -> String {
        var lines = [Self.csvHeader.joined(separator: ",")]
        for valued in valuation.holdings {
            let holding = valued.holding
            let fields = [
                "holding", holding.code.rawValue, holding.name, String(holding.quantity), String(holding.sellableQuantity),
                String(holding.averagePrice), String(holding.purchaseAmount), valued.price.map(String.init) ?? "", String(valued.marketValue),
                String(valued.profit), OnceReport.percentField(valued.returnBasisPoints),
            ] + Array(repeating: "", count: 5)
            lines.append(fields.map { OnceReport.csvField(TextSanitizer.sanitize($0)) }.joined(separator: ","))
        }
        let cash = valuation.snapshot.cash
        let total = ["total", "", "", "", "", "", String(valuation.purchaseTotal), "", String(valuation.marketValueTotal), String(valuation.profitTotal),
                     OnceReport.percentField(valuation.returnBasisPoints), String(cash.deposit), String(cash.nextDay), String(cash.settled),
                     String(cash.todayFees), String(valuation.netAssets)]
        lines.append(total.joined(separator: ","))
        return lines.joined(separator: lineEnd) + lineEnd
    }
}
