// The process locale as the terminal cares about it: is text UTF-8?

import CNcurses
import Glibc

/// The character encoding of the current locale (`nl_langinfo(nl_item(CODESET))`).
enum TerminalLocale {
    /// The codeset name, e.g. "UTF-8" or "ANSI_X3.4-1968" (the "C" locale).
    static var codeset: String {
        guard let name = nl_langinfo(nl_item(CODESET)) else { return "" }
        return String(cString: name)
    }

    /// Whether the locale encodes text as UTF-8, as Hangul needs.
    static var isUTF8: Bool {
        let name = codeset.uppercased()
        return name == "UTF-8" || name == "UTF8"
    }

    /// A short warning for the status bar when the locale is not UTF-8, else nil.
    static func warning(environment: [String: String]) -> String? {
        guard !isUTF8 else { return nil }
        let setting = environment["LC_ALL"] ?? environment["LC_CTYPE"] ?? environment["LANG"] ?? "unset"
        return "locale \(setting) is not UTF-8"
    }

    /// How to fix a locale that is not UTF-8, to say once (at start), else nil.
    static var advice: String? {
        isUTF8 ? nil : "This locale cannot show Hangul (drawn as ?): set LANG=C.UTF-8 (or ko_KR.UTF-8) to see it."
    }
}
