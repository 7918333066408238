// The JSON files the user edits (config.json, watchlists.json, view.json) and the syntax check under fuzzing.

import Domain
import FoundationEssentials
import Glibc
@testable import Storage

/// The first byte chooses the file the rest is read as. Loading never fails hard: config.json gives
/// settings within their documented ranges; watchlists.json gives watchlists whose positions are within
/// the lot limits (so no sum can trap) and that save and load back the same; the syntax check and
/// JSONDecoder disagree only where the loaders' message says so.
package enum JSONFileFuzzTarget: FuzzTarget {
    package static let name = "json-files"
    /// A folder of this process for the files the loaders read by path.
    private static let folder: String = {
        let path = "/tmp/stockwatch-fuzz-\(getpid())"
        mkdir(path, 0o700)
        return path
    }()

    package static func check(_ input: [UInt8]) throws(InvariantViolation) {
        guard let mode = input.first else { return }
        let bytes = Array(input.dropFirst())
        switch mode % 4 {
        case 0: try checkConfiguration(bytes)
        case 1: try checkWatchlists(bytes)
        case 2: try checkView(bytes)
        default: try checkSyntax(bytes)
        }
    }

    private static func checkConfiguration(_ bytes: [UInt8]) throws(InvariantViolation) {
        let path = try written(bytes, as: "config.json")
        let result = ConfigurationLoader(environment: [:]).load(from: path)
        let configuration = result.configuration
        try require((0.1...3_600).contains(configuration.refreshInterval), "refresh interval \(configuration.refreshInterval)")
        try require(configuration.commissionPercent.isFinite && configuration.taxPercent.isFinite, "a cost that is not finite")
    }

    private static func checkWatchlists(_ bytes: [UInt8]) throws(InvariantViolation) {
        guard let watchlists = try? WatchlistDocument.decode(bytes) else { return }
        for position in watchlists.flatMap(\.positions) {
            try require(position.isWithinLimits, "a position beyond the lot limits was loaded: \(position)")
            _ = (position.quantity, position.amount, position.realisedProfit)
        }
        guard let saved = try? WatchlistDocument.encode(watchlists) else {
            throw InvariantViolation("loaded watchlists could not be saved")
        }
        let reloaded = try? WatchlistDocument.decode(saved)
        try require(reloaded == watchlists, "the watchlists did not load back as saved")
    }

    private static func checkView(_ bytes: [UInt8]) throws(InvariantViolation) {
        let path = try written(bytes, as: "view.json")
        let file = RememberedViewFile(path: path, isReadOnly: true)
        var answered = false
        _ = file.fetchRememberedView().subscribe { _ in answered = true }
        try require(answered, "view.json gave no answer")
    }

    /// The loaders ask the syntax check only after JSONDecoder refused a file, and say "a value that cannot
    /// be read (a number too large, or a \u escape of half a character)" when the check finds no error, so
    /// that must be the only way the two disagree. (The other way round is allowed: JSONDecoder is lenient,
    /// taking trailing commas and guessing UTF-16 from NUL bytes, the first runs' findings.)
    private static func checkSyntax(_ bytes: [UInt8]) throws(InvariantViolation) {
        guard JSONSyntaxCheck.firstError(in: bytes) == nil, (try? JSONDecoder().decode(JSONValue.self, from: Data(bytes))) == nil else { return }
        let text = String(decoding: bytes, as: UTF8.self)
        try require(
            text.contains("\\u") || text.contains(where: \.isNumber),
            "JSONDecoder refused what the syntax check accepts, with neither a number nor a \\u escape: \(text.prefix(80))"
        )
    }

    /// The path of a file of this process holding `bytes`.
    private static func written(_ bytes: [UInt8], as name: String) throws(InvariantViolation) -> String {
        let path = "\(folder)/\(name)"
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        } catch {
            throw InvariantViolation("could not write \(path): \(error)")
        }
        return path
    }
}
