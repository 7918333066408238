// The process locale as the terminal cares about it: is text UTF-8?

import CNcurses
import DisplayText
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
        return "locale \(name(environment: environment)) is not UTF-8"
    }

    /// The locale's name as the environment sets it: the first of LC_ALL, LC_CTYPE and LANG that is
    /// set and not empty (an empty one does not count, as for setlocale), else "C" (none is set).
    static func name(environment: [String: String]) -> String {
        let setting = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        return setting.map { String(TextSanitizer.sanitize($0).prefix(40)) } ?? "C"
    }

    /// How to fix a locale that is not UTF-8, to say once (at start), else nil.
    static var advice: String? {
        isUTF8 ? nil : "This locale cannot show Hangul (drawn as ?): set LANG=C.UTF-8 (or ko_KR.UTF-8) to see it."
    }
}
