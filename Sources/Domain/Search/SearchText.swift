// Text prepared for matching: canonical composition, lower case, no white space.

import FoundationEssentials

/// A string reduced to the scalars that matter when a user's query is compared with a name.
///
/// "Samsung Electronics" and "samsungelectronics" are the same search text; decomposed Hangul
/// typed by some input methods is composed first, so 삼 is one scalar either way.
struct SearchText: Sendable, Equatable {
    let scalars: [Unicode.Scalar]

    init(_ text: String) {
        scalars = text.canonicallyComposed().lowercased().unicodeScalars
            .filter { !$0.properties.isWhitespace }
    }

    var isEmpty: Bool { scalars.isEmpty }

    /// How `query` matches this text: the whole of it, its start, somewhere inside, or not at all.
    ///
    /// A compatibility jamo consonant in the query (ㅅ) also matches any syllable starting with it (삼).
    func match(_ query: SearchText) -> StockMatchRank? {
        let needle = query.scalars
        guard !needle.isEmpty, needle.count <= scalars.count else { return nil }
        if matches(needle, at: 0) { return needle.count == scalars.count ? .exactName : .prefix }
        for start in 1..<(scalars.count - needle.count + 1) where matches(needle, at: start) {
            return .contains
        }
        return nil
    }

    private func matches(_ needle: [Unicode.Scalar], at start: Int) -> Bool {
        for (offset, wanted) in needle.enumerated() {
            let actual = scalars[start + offset]
            if actual == wanted { continue }
            if HangulInitialConsonants.isInitialConsonant(wanted), HangulInitialConsonants.initial(of: actual) == wanted { continue }
            return false
        }
        return true
    }
}
