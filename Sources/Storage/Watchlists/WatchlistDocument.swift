// The on-disk form of the watchlists (watchlists.json): a versioned JSON document, encoded and validated.

import Domain
import FoundationEssentials

/// `{"version": 1, "watchlists": [{"id": "…", "name": "관심종목", "codes": ["005930", …], "names": {"005930": "삼성전자"}}, …]}`
///
/// `names` (the stock names seen when each code was added) is optional: files written before it existed
/// read as lists without stored names, and it is written only when there are names.
///
/// Decoding checks everything a hand edit could break — JSON syntax, the version, the shape, every code,
/// unique ids, no code twice in a list, no blank name — so that the app only ever runs on a document it
/// could have written itself.
enum WatchlistDocument {
    /// The version this StockWatch writes and reads.
    static let currentVersion = 1

    /// The file's bytes for `watchlists` (pretty-printed UTF-8 JSON, keys sorted, final line break).
    static func encode(_ watchlists: [Watchlist]) throws(WatchlistDocumentError) -> [UInt8] {
        let file = FileFormat(
            version: currentVersion,
            watchlists: watchlists.map { watchlist in
                FileFormat.Entry(
                    id: watchlist.id.rawValue, name: watchlist.name, codes: watchlist.codes.map(\.rawValue),
                    names: Self.storedNames(of: watchlist)
                )
            }
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return Array(try encoder.encode(file)) + [UInt8(ascii: "\n")]
        } catch {
            throw .malformed("\(error)")
        }
    }

    /// The watchlists in the file's bytes, or why they are not a valid document.
    static func decode(_ bytes: [UInt8]) throws(WatchlistDocumentError) -> [Watchlist] {
        let data = Data(bytes)
        let decoder = JSONDecoder()
        guard case .object(let top)? = try? decoder.decode(JSONValue.self, from: data) else {
            throw JSONSyntaxCheck.firstError(in: bytes).map(WatchlistDocumentError.syntax) ?? .notJSON
        }
        switch top["version"] {
        case nil:
            throw .missingVersion
        case .number(let number)? where number == number.rounded() && abs(number) < 1e9:
            guard Int(number) == currentVersion else { throw .unsupportedVersion(Int(number)) }
        case let other?:
            throw .malformed("\"version\" is \(other.shortDescription), not a whole number")
        }
        let file: FileFormat
        do {
            file = try decoder.decode(FileFormat.self, from: data)
        } catch {
            throw .malformed(Self.describe(error))
        }
        return try validated(file.watchlists)
    }

    private static func validated(_ entries: [FileFormat.Entry]) throws(WatchlistDocumentError) -> [Watchlist] {
        var seenIDs: Set<String> = []
        var watchlists: [Watchlist] = []
        for entry in entries {
            guard !entry.id.allSatisfy(\.isWhitespace) else { throw .blankField("id") }
            guard !entry.name.allSatisfy(\.isWhitespace) else { throw .blankField("name") }
            guard seenIDs.insert(entry.id).inserted else { throw .duplicateID(entry.id) }
            var codes: [StockCode] = []
            for raw in entry.codes {
                guard let code = StockCode(raw), code.rawValue == raw else { throw .invalidCode(raw, watchlist: entry.name) }
                guard !codes.contains(code) else { throw .duplicateCode(raw, watchlist: entry.name) }
                codes.append(code)
            }
            watchlists.append(Watchlist(id: WatchlistID(entry.id), name: entry.name, codes: codes, storedNames: try storedNames(entry, codes: codes)))
        }
        return watchlists
    }

    /// The stored names of the list's codes, keyed by code text; nil (no key in the file) when there are none.
    private static func storedNames(of watchlist: Watchlist) -> [String: String]? {
        let names = watchlist.codes.compactMap { code in watchlist.storedNames[code].map { (code.rawValue, $0) } }
        return names.isEmpty ? nil : Dictionary(names) { first, _ in first }
    }

    /// The entry's stored names: each for a code of the list, not blank; a name for a code the list does
    /// not hold is dropped (it names nothing shown).
    private static func storedNames(_ entry: FileFormat.Entry, codes: [StockCode]) throws(WatchlistDocumentError) -> [StockCode: String] {
        var names: [StockCode: String] = [:]
        for (raw, name) in entry.names ?? [:] {
            guard let code = StockCode(raw), code.rawValue == raw else { throw .invalidCode(raw, watchlist: entry.name) }
            guard !name.allSatisfy(\.isWhitespace) else { throw .blankField("names.\(raw)") }
            if codes.contains(code) { names[code] = name }
        }
        return names
    }

    /// A decoding error as a short phrase: which key, what was wrong.
    private static func describe(_ error: any Error) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?: return "missing \"\(key.stringValue)\" at \(path(context.codingPath).isEmpty ? "the top" : path(context.codingPath))"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?: return "wrong type at \(path(context.codingPath))"
        case .dataCorrupted(let context)?: return context.debugDescription
        default: return "\(error)"
        }
    }

    /// The exact JSON shape of version 1 (`names` optional).
    private struct FileFormat: Codable {
        struct Entry: Codable {
            var id: String
            var name: String
            var codes: [String]
            /// Optional (absent in files written before names were stored).
            var names: [String: String]?
        }

        var version: Int
        var watchlists: [Entry]
    }
}
