// The on-disk form of the watchlists (watchlists.json): a versioned JSON document, encoded, validated and migrated.

import Domain
import FoundationEssentials

/// `{"version": 3, "watchlists": [{"id": "…", "name": "관심종목", "codes": ["005930", …],
/// "names": {"005930": "삼성전자"},
/// "positions": [{"code": "005930", "lots": [{"quantity": 10, "price": 70000, "date": "2026-11-30"}],
/// "sales": [{"quantity": 4, "price": 72000, "date": "2026-12-01", "costAmount": 280000, "buyCommission": 42,
/// "sellCommission": 43, "tax": 576}]}],
/// "alerts": [{"id": 1, "code": "005930", "condition": {"kind": "atOrAbove", "value": 75000},
/// "firedAt": "2026-11-30T01:31:02Z", "firedPrice": 75100}]}, …]}`
///
/// `names` (the stock names seen when each code was added) is optional and written only when there are
/// names, `sales` only for a position sold out of. Version 1 had no `positions` and `alerts`, version 2
/// no `sales`: each reads as watchlists without them (the migration), and is written back as version 3. A newer version is read with this version's shape (its new keys are
/// ignored) so that it can be shown read-only; it is never written over.
///
/// Decoding checks everything a hand edit could break — JSON syntax, the version, the shape, every code,
/// unique ids, no code twice in a list, no blank name, lots and alerts with sensible numbers — so that
/// the app only ever runs on a document it could have written itself.
enum WatchlistDocument {
    /// The version this StockWatch writes.
    static let currentVersion = 3
    /// The oldest version it reads (and migrates).
    static let oldestVersion = 1

    /// What a file holds: its version and its watchlists.
    struct Contents: Equatable {
        let version: Int
        let watchlists: [Watchlist]
    }

    /// The file's bytes for `watchlists` (pretty-printed UTF-8 JSON, keys sorted, final line break).
    static func encode(_ watchlists: [Watchlist]) throws(WatchlistDocumentError) -> [UInt8] {
        let file = FileFormat(version: currentVersion, watchlists: watchlists.map(FileFormat.Entry.init))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        do {
            return Array(try encoder.encode(file)) + [UInt8(ascii: "\n")]
        } catch {
            throw .malformed("\(error)")
        }
    }

    /// The watchlists in the bytes of a file of this version or an older one, or why they are not a
    /// valid document (`.newerVersion` for a file of a newer version).
    static func decode(_ bytes: [UInt8]) throws(WatchlistDocumentError) -> [Watchlist] {
        let contents = try read(bytes)
        guard contents.version <= currentVersion else { throw .newerVersion(contents.version) }
        return contents.watchlists
    }

    /// The version and watchlists in the file's bytes, of any version from `oldestVersion` on; a newer
    /// file that does not have this version's shape throws `.unreadableNewerVersion`.
    static func read(_ bytes: [UInt8]) throws(WatchlistDocumentError) -> Contents {
        let data = Data(bytes)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard case .object(let top)? = try? decoder.decode(JSONValue.self, from: data) else {
            throw JSONSyntaxCheck.firstError(in: bytes).map(WatchlistDocumentError.syntax) ?? .notJSON
        }
        let version: Int
        switch top["version"] {
        case nil:
            throw .missingVersion
        case .number(let number)? where number == number.rounded() && abs(number) < 1e9:
            version = Int(number)
            guard version >= oldestVersion else { throw .unsupportedVersion(version) }
        case let other?:
            throw .malformed("\"version\" is \(other.shortDescription), not a whole number")
        }
        do throws(WatchlistDocumentError) {
            let file: FileFormat
            do {
                file = try decoder.decode(FileFormat.self, from: data)
            } catch {
                throw WatchlistDocumentError.malformed(Self.describe(error))
            }
            return Contents(version: version, watchlists: try validated(file.watchlists))
        } catch {
            guard version > currentVersion else { throw error }
            throw .unreadableNewerVersion(version, reason: error.reason)
        }
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
            watchlists.append(Watchlist(
                id: WatchlistID(entry.id), name: entry.name, codes: codes, storedNames: try storedNames(entry, codes: codes),
                positions: try WatchlistHoldingsFormat.positions(entry.positions ?? [], watchlist: entry.name),
                alerts: try WatchlistHoldingsFormat.alerts(entry.alerts ?? [], watchlist: entry.name)
            ))
        }
        return watchlists
    }

    /// The stored names of the list's codes, keyed by code text; nil (no key in the file) when there are none.
    fileprivate static func storedNames(of watchlist: Watchlist) -> [String: String]? {
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

    /// The exact JSON shape of version 3 (version 2 is the same without `sales`, version 1 also without
    /// `positions` and `alerts`; `names` optional in all).
    private struct FileFormat: Codable {
        struct Entry: Codable {
            var id: String
            var name: String
            var codes: [String]
            /// Optional (absent in files written before names were stored).
            var names: [String: String]?
            var positions: [WatchlistHoldingsFormat.PositionEntry]?
            var alerts: [WatchlistHoldingsFormat.AlertEntry]?

            init(_ watchlist: Watchlist) {
                id = watchlist.id.rawValue
                name = watchlist.name
                codes = watchlist.codes.map(\.rawValue)
                names = WatchlistDocument.storedNames(of: watchlist)
                positions = watchlist.positions.map(WatchlistHoldingsFormat.PositionEntry.init)
                alerts = watchlist.alerts.map(WatchlistHoldingsFormat.AlertEntry.init)
            }
        }

        var version: Int
        var watchlists: [Entry]
    }
}
