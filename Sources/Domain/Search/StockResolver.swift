// Turns what a user typed (code, Korean/English name, 초성) into stocks: the one meant, or ranked matches.

import DisplayText

/// Finds stocks from free text: a 6-character code, a Korean or English name (case-insensitive, white
/// space ignored) by its start or the start of one of its words, Hangul inside a Korean name, or Hangul
/// initial consonants (ㅅㅅㅈㅈ → 삼성전자). The one matcher of the app: the add dialog's search and the
/// watchlist filter both use it.
///
/// An exact code beats an exact name, which beats a word prefix, which beats "contains"; equal ranks keep
/// the order the stocks were given in. The search text of every stock is prepared once, here, so a
/// keystroke only compares integers.
public struct StockResolver: Sendable {
    private struct Entry: Sendable {
        let code: SearchText
        let nameKorean: SearchText
        let nameEnglish: SearchText
        /// The English name without company-form words, so "kakao" is an exact match for "Kakao Corp.".
        let nameEnglishShort: SearchText
    }

    /// Words of a company's legal form that nobody types when looking for it, lower-case UTF-8.
    private static let companyFormWords: Set<[UInt8]> = Set(["co", "ltd", "inc", "corp", "corporation", "company"].map { Array($0.utf8) })

    private let stocks: [Stock]
    private let entries: [Entry]

    public init(stocks: [Stock]) {
        self.stocks = stocks
        entries = stocks.map {
            Entry(
                code: SearchText($0.code.rawValue), nameKorean: SearchText($0.nameKorean),
                nameEnglish: SearchText($0.nameEnglish), nameEnglishShort: SearchText(Self.shortEnglishName($0.nameEnglish))
            )
        }
    }

    /// How many stocks the resolver searches.
    public var count: Int { stocks.count }

    /// "Samsung Electronics Co., Ltd. (preferred)" → "Samsung Electronics (preferred)"; "LGCHEM,LTD" → "LGCHEM".
    /// Works on UTF-8 bytes: it runs for every stock at load.
    private static func shortEnglishName(_ name: String) -> String {
        var kept: [UInt8] = []
        for word in name.utf8.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ",") }) {
            let bytes = word.filter { $0 != UInt8(ascii: ".") }
            let lower = bytes.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0 }
            guard !companyFormWords.contains(lower) else { continue }
            if !kept.isEmpty { kept.append(UInt8(ascii: " ")) }
            kept += bytes
        }
        return String(decoding: kept, as: UTF8.self)
    }

    /// The best `limit` stocks matching `query`, best first, and how many match in all.
    public func search(_ query: String, limit: Int = .max) -> StockSearchResult {
        let prepared = PreparedQuery(SearchText(query))
        guard !prepared.isEmpty else { return .empty }
        let buckets = rankedIndices(for: prepared)
        let total = buckets.reduce(0) { $0 + $1.count }
        var matches: [StockMatch] = []
        matches.reserveCapacity(min(limit, total))
        for (rank, indices) in zip(StockMatchRank.allCases, buckets) {
            for index in indices {
                guard matches.count < limit else { break }
                matches.append(StockMatch(stock: stocks[index], rank: rank))
            }
        }
        return StockSearchResult(matches: matches, totalCount: total)
    }

    /// The one stock `query` means: the single best match, or why there is none (nothing matches;
    /// several match equally well, and which).
    public func resolve(_ query: String) -> Result<Stock, StockResolutionError> {
        let trimmed = query.trimmingWhitespace()
        let prepared = PreparedQuery(SearchText(trimmed))
        guard !prepared.isEmpty else { return .failure(.emptyQuery) }
        guard let best = rankedIndices(for: prepared).first(where: { !$0.isEmpty }) else {
            return .failure(.notFound(query: trimmed))
        }
        if best.count == 1 { return .success(stocks[best[0]]) }
        return .failure(.ambiguous(query: trimmed, candidates: best.map { stocks[$0] }))
    }

    /// The positions of the matching stocks, one list per rank (best rank first), each in stock order.
    private func rankedIndices(for query: PreparedQuery) -> [[Int]] {
        var buckets = Array(repeating: [Int](), count: StockMatchRank.allCases.count)
        for index in entries.indices {
            if let rank = rank(of: entries[index], for: query) { buckets[rank.rawValue].append(index) }
        }
        return buckets
    }

    private func rank(of entry: Entry, for query: PreparedQuery) -> StockMatchRank? {
        var best: StockMatchRank?
        switch entry.code.match(query, inside: false) {
        case .exactName?: return .exactCode
        case .wordPrefix?: best = .wordPrefix
        default: break
        }
        best = Self.better(best, entry.nameKorean.match(query, inside: query.hasHangul))
        best = Self.better(best, entry.nameEnglish.match(query, inside: false))
        return Self.better(best, entry.nameEnglishShort.match(query, inside: false))
    }

    private static func better(_ lhs: StockMatchRank?, _ rhs: StockMatchRank?) -> StockMatchRank? {
        guard let lhs else { return rhs }
        guard let rhs else { return lhs }
        return min(lhs, rhs)
    }
}
