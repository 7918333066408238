// The JSON files the user edits (config.json, watchlists.json, view.json) and the syntax check under fuzzing.

import Domain
import FoundationEssentials
import Glibc
@testable import Storage

/// The first byte chooses the file the rest is read as. Loading never fails hard: config.json gives
/// settings within their documented ranges; watchlists.json gives watchlists whose positions are within
/// the lot limits (so no sum can trap) and that save and load back the same; the syntax check finds no
/// error in what JSONDecoder accepts (or a message would blame valid JSON).
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

    /// JSONDecoder guesses UTF-16 or UTF-32 from NUL bytes (`00 7B 00 7D` is `{}`); the files are UTF-8,
    /// where a raw NUL is never valid JSON, so only input without one is compared (the first run's finding).
    private static func checkSyntax(_ bytes: [UInt8]) throws(InvariantViolation) {
        guard !bytes.contains(0) else { return }
        let failure = JSONSyntaxCheck.firstError(in: bytes)
        if (try? JSONDecoder().decode(JSONValue.self, from: Data(bytes))) != nil {
            try require(failure == nil, "JSONDecoder read what the syntax check refuses: \(failure.map(\.description) ?? "")")
        }
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
