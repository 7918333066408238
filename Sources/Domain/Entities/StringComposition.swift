// Canonical composition (NFC) without Foundation, shared by the Domain's text rules.

extension String {
    /// The text in Unicode canonical composition (NFC): decomposed Hangul jamo typed by some input
    /// methods become one syllable, e + U+0301 becomes é. Uses the standard library's own normaliser
    /// (what Foundation's `precomposedStringWithCanonicalMapping` does) so the app needs no Foundation.
    func canonicallyComposed() -> String {
        String(decoding: _nfcCodeUnits, as: UTF8.self)
    }
}
