// Text prepared for matching: canonical composition, lower case, no white space, words and 초성 marked.

/// A string reduced to what matters when a user's query is compared with a name or code, prepared
/// once (at catalog load) so a keystroke's search only compares integers.
///
/// "Samsung Electronics" and "samsungelectronics" are the same search text; decomposed Hangul typed by
/// some input methods is composed first, so 삼 is one scalar either way. Each scalar also carries its
/// initial consonant (삼 → ㅅ) and whether a word starts there: at the beginning, after a space or a
/// punctuation mark, where a lower-case letter is followed by a capital (DongwhaPharm), and where Hangul
/// meets letters or digits (KB금융, 디비금융제14호).
struct SearchText: Sendable, Equatable {
    /// One scalar per element: bits 0–20 the lower-cased scalar, 21–41 its initial consonant (or the
    /// scalar again), bit 42 set where a word starts, bit 43 for Hangul.
    private(set) var cells: [UInt64]

    private static let scalarMask: UInt64 = 0x1F_FFFF
    private static let wordStartBit: UInt64 = 1 << 42
    private static let hangulBit: UInt64 = 1 << 43

    init(_ text: String) {
        let composed = text.utf8.allSatisfy { $0 < 0x80 } ? text : text.canonicallyComposed()
        cells = []
        cells.reserveCapacity(composed.utf8.count)
        var previous: Traits?
        var afterBreak = true
        for scalar in composed.unicodeScalars {
            let traits = Traits(scalar)
            if traits.isWhitespace {
                afterBreak = true
                previous = nil
                continue
            }
            let hangul = traits.isHangul
            var startsWord = afterBreak
            if let previous, traits.isWordCharacter {
                if previous.isHangul != hangul { startsWord = true }
                if previous.isLowercase, traits.isUppercase { startsWord = true }
            }
            if !traits.changesWhenLowercased {
                append(Self.asciiLowercased(scalar), startsWord: startsWord, hangul: hangul)
            } else {
                for lower in scalar.properties.lowercaseMapping.unicodeScalars {
                    append(lower, startsWord: startsWord, hangul: hangul)
                    startsWord = false
                }
            }
            afterBreak = !traits.isWordCharacter
            previous = traits
        }
    }

    /// What the word rules need to know of a scalar; ASCII and Hangul (nearly all of a KRX name) are
    /// answered without the standard library's property tables.
    private struct Traits {
        var isWhitespace = false
        var isWordCharacter = false
        var isLowercase = false
        var isUppercase = false
        var changesWhenLowercased = false
        var isHangul = false

        init(_ scalar: Unicode.Scalar) {
            let value = scalar.value
            if scalar.isASCII {
                isWhitespace = value == 32 || (9...13).contains(value)
                isLowercase = (0x61...0x7A).contains(value)
                isUppercase = (0x41...0x5A).contains(value)
                changesWhenLowercased = isUppercase
                isWordCharacter = isLowercase || isUppercase || (0x30...0x39).contains(value)
            } else if SearchText.isHangul(scalar) {
                isHangul = true
                isWordCharacter = true
            } else {
                let properties = scalar.properties
                isWhitespace = properties.isWhitespace
                isWordCharacter = properties.isAlphabetic || properties.numericType != nil
                isLowercase = properties.isLowercase
                isUppercase = properties.isUppercase
                changesWhenLowercased = properties.changesWhenLowercased
            }
        }
    }

    private mutating func append(_ scalar: Unicode.Scalar, startsWord: Bool, hangul: Bool) {
        let initial = HangulInitialConsonants.initial(of: scalar) ?? scalar
        var cell = UInt64(scalar.value) | UInt64(initial.value) << 21
        if startsWord { cell |= Self.wordStartBit }
        if hangul { cell |= Self.hangulBit }
        cells.append(cell)
    }

    /// A-Z → a-z; every other scalar as it is (the caller lower-cases non-ASCII ones that change).
    private static func asciiLowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32)! : scalar
    }

    var isEmpty: Bool { cells.isEmpty }

    /// True when some scalar is Hangul (a syllable or a jamo): such a query also matches inside words.
    var hasHangul: Bool { cells.contains { $0 & Self.hangulBit != 0 } }

    fileprivate static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        (0xAC00...0xD7A3).contains(scalar.value) || (0x3131...0x318E).contains(scalar.value) || (0x1100...0x11FF).contains(scalar.value)
    }

    /// How `query` matches this text: the whole of it, from the start of a word, or (only when
    /// `inside` is true) anywhere; nil when it does not.
    ///
    /// A compatibility jamo consonant in the query (ㅅ) also matches any syllable starting with it (삼).
    func match(_ query: PreparedQuery, inside: Bool) -> StockMatchRank? {
        let needle = query.scalars
        let count = cells.count
        guard !needle.isEmpty, needle.count <= count else { return nil }
        var best: StockMatchRank?
        for start in 0...(count - needle.count) {
            let cell = cells[start]
            let isWordStart = cell & Self.wordStartBit != 0
            guard isWordStart || inside else { continue }
            guard matches(needle, query.initialFlags, at: start) else { continue }
            if start == 0, needle.count == count { return .exactName }
            if isWordStart { return .wordPrefix }
            best = .contains
        }
        return best
    }

    private func matches(_ needle: [UInt32], _ initialFlags: [Bool], at start: Int) -> Bool {
        for offset in 0..<needle.count {
            let cell = cells[start + offset]
            let wanted = UInt64(needle[offset])
            if cell & Self.scalarMask == wanted { continue }
            if initialFlags[offset], (cell >> 21) & Self.scalarMask == wanted { continue }
            return false
        }
        return true
    }
}

/// A query as `SearchText.match` compares it: lower-cased scalars and which of them are 초성.
struct PreparedQuery: Sendable {
    let scalars: [UInt32]
    /// Per scalar: true for a compatibility jamo consonant (ㄱ…ㅎ), which also matches a syllable's initial.
    let initialFlags: [Bool]
    /// True when the query has Hangul, so it may match inside a Korean word (전자 in 삼성전자).
    let hasHangul: Bool

    init(_ text: SearchText) {
        scalars = text.cellsScalars
        initialFlags = scalars.map { Unicode.Scalar($0).map(HangulInitialConsonants.isInitialConsonant) ?? false }
        hasHangul = text.hasHangul
    }

    var isEmpty: Bool { scalars.isEmpty }
}

extension SearchText {
    /// The lower-cased scalars alone.
    fileprivate var cellsScalars: [UInt32] { cells.map { UInt32($0 & 0x1F_FFFF) } }
}
