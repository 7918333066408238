// Turns what a user typed (code, Korean/English name, 초성) into stocks: the one meant, or ranked matches.

import DisplayText

/// Finds stocks in a catalog from free text: a 6-character code, a Korean or English name
/// (case-insensitive, white space ignored) or Hangul initial consonants (ㅅㅅㅈㅈ → 삼성전자).
///
/// An exact code beats an exact name, which beats a prefix, which beats "contains"; equal ranks
/// keep catalog order.
public struct StockResolver: Sendable {
    private struct Entry: Sendable {
        let stock: Stock
        let code: SearchText
        let nameKorean: SearchText
        let nameEnglish: SearchText
        /// The English name without company-form words, so "kakao" is an exact match for "Kakao Corp.".
        let nameEnglishShort: SearchText
    }

    /// Words of a company's legal form that nobody types when looking for it.
    private static let companyFormWords: Set<String> = ["co", "ltd", "inc", "corp", "corporation", "company"]

    private let entries: [Entry]

    public init(stocks: [Stock]) {
        entries = stocks.map {
            Entry(
                stock: $0, code: SearchText($0.code.rawValue), nameKorean: SearchText($0.nameKorean),
                nameEnglish: SearchText($0.nameEnglish), nameEnglishShort: SearchText(Self.shortEnglishName($0.nameEnglish))
            )
        }
    }

    /// "Samsung Electronics Co., Ltd. (preferred)" → "Samsung Electronics (preferred)".
    private static func shortEnglishName(_ name: String) -> String {
        name.split(separator: " ")
            .map { $0.filter { $0 != "," && $0 != "." } }
            .filter { !companyFormWords.contains($0.lowercased()) }
            .joined(separator: " ")
    }

    /// Every stock matching `query`, best first, at most `limit` of them.
    public func search(_ query: String, limit: Int = .max) -> [StockMatch] {
        Array(allMatches(for: SearchText(query)).prefix(limit))
    }

    /// The one stock `query` means: the single best match, or why there is none.
    public func resolve(_ query: String) -> Result<Stock, StockResolutionError> {
        let trimmed = query.trimmingWhitespace()
        let text = SearchText(trimmed)
        guard !text.isEmpty else { return .failure(.emptyQuery) }
        let matches = allMatches(for: text)
        guard let best = matches.first else { return .failure(.notFound(query: trimmed)) }
        let tied = matches.prefix { $0.rank == best.rank }
        if tied.count == 1 { return .success(best.stock) }
        return .failure(.ambiguous(query: trimmed, candidates: tied.map(\.stock)))
    }

    private func allMatches(for query: SearchText) -> [StockMatch] {
        guard !query.isEmpty else { return [] }
        return entries.enumerated()
            .compactMap { index, entry in rank(of: entry, for: query).map { (index, StockMatch(stock: entry.stock, rank: $0)) } }
            .sorted { ($0.1.rank, $0.0) < ($1.1.rank, $1.0) }
            .map(\.1)
    }

    private func rank(of entry: Entry, for query: SearchText) -> StockMatchRank? {
        let codeRank: StockMatchRank? = switch entry.code.match(query) {
        case .exactName: .exactCode
        case .prefix: .prefix
        default: nil
        }
        let nameRanks = [entry.nameKorean, entry.nameEnglish, entry.nameEnglishShort].map { $0.match(query) }
        return ([codeRank] + nameRanks).compactMap { $0 }.min()
    }
}
