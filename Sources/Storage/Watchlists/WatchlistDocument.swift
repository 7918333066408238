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
/// Reading checks everything a hand edit could break — JSON syntax, the version, the shape, every code,
/// unique ids and names, no code twice in a list, no blank name, lots and alerts with sensible numbers —
/// so that the app only ever runs on a document it could have written itself. A file that is not JSON
/// or not of this shape is refused whole; in one that is, each bad entry is repaired on its own (left
/// out, or given a new id or name: `WatchlistDocumentRepair`) and the rest kept. `decode`, which checks
/// what is about to be saved, refuses any bad entry.
enum WatchlistDocument {
    /// The version this StockWatch writes.
    static let currentVersion = 3
    /// The oldest version it reads (and migrates).
    static let oldestVersion = 1

    /// What a file holds: its version, its watchlists, and the bad entries repaired to read them.
    struct Contents: Equatable {
        let version: Int
        let watchlists: [Watchlist]
        let repairs: [WatchlistDocumentRepair]
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
    /// valid document (`.newerVersion` for a file of a newer version; the first bad entry).
    static func decode(_ bytes: [UInt8]) throws(WatchlistDocumentError) -> [Watchlist] {
        let contents = try read(bytes)
        guard contents.version <= currentVersion else { throw .newerVersion(contents.version) }
        if let repair = contents.repairs.first { throw repair.problem }
        return contents.watchlists
    }

    /// The version and watchlists in the file's bytes, of any version from `oldestVersion` on, each bad
    /// entry repaired; a newer file that does not have this version's shape throws `.unreadableNewerVersion`.
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
        let file: FileFormat
        do {
            file = try decoder.decode(FileFormat.self, from: data)
        } catch {
            let reason = Self.describe(error)
            guard version > currentVersion else { throw .malformed(reason) }
            throw .unreadableNewerVersion(version, reason: WatchlistDocumentError.malformed(reason).reason)
        }
        var repairs: [WatchlistDocumentRepair] = []
        let watchlists = validated(file.watchlists, repairs: &repairs)
        return Contents(version: version, watchlists: watchlists, repairs: repairs)
    }

    /// The watchlists of `entries`; each bad entry is left out or given a new id or name, and added to `repairs`.
    private static func validated(_ entries: [FileFormat.Entry], repairs: inout [WatchlistDocumentRepair]) -> [Watchlist] {
        var seenIDs: Set<String> = []
        var watchlists: [Watchlist] = []
        for entry in entries {
            let name = shownName(entry.name, among: watchlists, repairs: &repairs)
            var id = entry.id
            if id.allSatisfy(\.isWhitespace) || seenIDs.contains(id) {
                let problem: WatchlistDocumentError = seenIDs.contains(id) ? .duplicateID(id) : .blankField("id")
                repairs.append(WatchlistDocumentRepair(problem: problem, outcome: .newID(watchlist: name)))
                id = WatchlistID.generate().rawValue
            }
            seenIDs.insert(id)
            var codes: [StockCode] = []
            var seenCodes: Set<StockCode> = []
            for raw in entry.codes {
                guard let code = StockCode(raw), code.rawValue == raw else {
                    repairs.append(WatchlistDocumentRepair(problem: .invalidCode(raw, watchlist: name), outcome: .leftOut("the code")))
                    continue
                }
                guard seenCodes.insert(code).inserted else {
                    repairs.append(WatchlistDocumentRepair(problem: .duplicateCode(raw, watchlist: name), outcome: .leftOut("the second")))
                    continue
                }
                codes.append(code)
            }
            watchlists.append(Watchlist(
                id: WatchlistID(id), name: name, codes: codes, storedNames: storedNames(entry, of: name, codes: seenCodes, repairs: &repairs),
                positions: WatchlistHoldingsFormat.positions(entry.positions ?? [], watchlist: name, repairs: &repairs),
                alerts: WatchlistHoldingsFormat.alerts(entry.alerts ?? [], watchlist: name, repairs: &repairs)
            ))
        }
        return watchlists
    }

    /// The name a list read as `raw` is shown under: `raw`, or for a blank name "Untitled", and for a name
    /// an earlier list has (compared as the app compares names) the name with " (2)", " (3)"… added.
    private static func shownName(_ raw: String, among earlier: [Watchlist], repairs: inout [WatchlistDocumentRepair]) -> String {
        let isBlank = raw.allSatisfy(\.isWhitespace)
        guard isBlank || earlier.contains(where: { WatchlistNameRules.sameName($0.name, raw) }) else { return raw }
        let base = isBlank ? untitledName : raw
        var name = base
        var number = 1
        while earlier.contains(where: { WatchlistNameRules.sameName($0.name, name) }) {
            number += 1
            name = "\(base) (\(number))"
        }
        repairs.append(WatchlistDocumentRepair(problem: isBlank ? .blankField("name") : .duplicateName(raw), outcome: .renamed(name)))
        return name
    }

    /// The name a list with a blank name is given.
    static let untitledName = "Untitled"

    /// The stored names of the list's codes, keyed by code text; nil (no key in the file) when there are none.
    fileprivate static func storedNames(of watchlist: Watchlist) -> [String: String]? {
        let names = watchlist.codes.compactMap { code in watchlist.storedNames[code].map { (code.rawValue, $0) } }
        return names.isEmpty ? nil : Dictionary(names) { first, _ in first }
    }

    /// The entry's stored names: each for a code of the list, not blank (others are repairs); a name for a
    /// code the list does not hold is dropped silently (it names nothing shown).
    private static func storedNames(
        _ entry: FileFormat.Entry, of name: String, codes: Set<StockCode>, repairs: inout [WatchlistDocumentRepair]
    ) -> [StockCode: String] {
        var names: [StockCode: String] = [:]
        for (raw, storedName) in (entry.names ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard let code = StockCode(raw), code.rawValue == raw else {
                repairs.append(WatchlistDocumentRepair(problem: .invalidCode(raw, watchlist: name), outcome: .leftOut("its stored name")))
                continue
            }
            guard !storedName.allSatisfy(\.isWhitespace) else {
                repairs.append(WatchlistDocumentRepair(problem: .blankField("names.\(raw)"), outcome: .leftOut("the stored name")))
                continue
            }
            if codes.contains(code) { names[code] = storedName }
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
