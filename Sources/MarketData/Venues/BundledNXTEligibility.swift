// Nextrade's tradable stocks as shipped: the codes of nxt-eligible.tsv (2026-08-12), for the simulator.

import CMarketFiles
import Domain

/// The stocks the simulator trades on Nextrade: `nxt-eligible.tsv` rows whose `tradable_market` is 전체
/// (the four 거래불가 rows are left out). A quarterly snapshot, never the live truth (KIS's
/// `search-stock-info` is).
public enum BundledNXTEligibility {
    /// The codes of the embedded table.
    public static func load() -> Set<StockCode> {
        parse(EmbeddedFile.text(market_files_nxt_eligible))
    }

    /// The tradable codes of a table in nxt-eligible.tsv's layout (header row, `code` first,
    /// `tradable_market` eighth); rows without a valid code are skipped.
    static func parse(_ text: String) -> Set<StockCode> {
        var codes = Set<StockCode>()
        for line in TabSeparatedText.lines(text).dropFirst() {
            let fields = TabSeparatedText.fields(line)
            guard fields.count > 7, fields[7] == "전체", let code = StockCode(fields[0]) else { continue }
            codes.insert(code)
        }
        return codes
    }
}
