// Parses the command line into what to do: run (interactive or --once), print help, print the version.

import DisplayText
import Domain
import Storage

/// What `stockwatch` was asked to do. `parse` is pure: no files, no environment, no terminal.
public enum LaunchCommand: Equatable, Sendable {
    /// Run with these options (full screen, or `--once`).
    case run(LaunchOptions)
    /// `--help` / `-h`: print `HelpText.text` and exit 0.
    case help
    /// `--version` / `-V`: print the version and exit 0.
    case version

    /// The command for `arguments` (without the program name). `--help` and `--version` win over
    /// everything else, even over mistakes elsewhere on the line; otherwise the first mistake is thrown.
    /// Values follow their option as the next word or after `=` (`--seed 7`, `--seed=7`); an option
    /// given twice keeps its last value.
    public static func parse(_ arguments: [String]) throws(UsageError) -> LaunchCommand {
        let options = arguments.prefix { $0 != "--" }
        if options.contains(where: { [LaunchOption.help, .shortHelp].map(\.rawValue).contains($0) }) { return .help }
        if options.contains(where: { [LaunchOption.version, .shortVersion].map(\.rawValue).contains($0) }) { return .version }
        var reader = ArgumentReader(arguments)
        var launch = LaunchOptions()
        var format: OnceFormat?
        while let word = reader.next() {
            let (name, inlineValue) = split(word)
            if name == "--" {
                if let operand = reader.next() { throw .unexpectedArgument(operand) }
                continue
            }
            guard let option = LaunchOption(rawValue: name) else {
                throw word.hasPrefix("-") ? .unknownOption(name) : .unexpectedArgument(word)
            }
            func value(_ expected: String) throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                return try reader.value(for: name, expected: expected)
            }
            switch option {
            case .feed:
                launch.feed = try choice(value(Self.expectedChoice(QuoteFeedKind.self)), for: name)
            case .venue:
                launch.venue = try choice(value(Self.expectedChoice(Venue.self)), for: name)
            case .colors, .colours:
                launch.colors = try choice(value(Self.expectedChoice(PriceColorScheme.self)), for: name)
            case .format:
                format = try choice(value(Self.expectedChoice(OnceFormat.self)), for: name)
            case .seed:
                let text = try value(Self.expectedSeed)
                guard let seed = UInt64(text) else { throw .invalidValue(option: name, value: text, expected: Self.expectedSeed) }
                launch.seed = seed
            case .dataDirectory:
                let folder = try value("a folder, e.g. --data-dir ~/stockwatch-data")
                guard !folder.isEmpty else { throw .invalidValue(option: name, value: folder, expected: "a folder") }
                launch.dataDirectory = folder
            case .refresh:
                launch.refreshSeconds = try seconds(value(Self.expectedRefresh), for: name, in: Configuration.refreshIntervalRange, expected: Self.expectedRefresh)
            case .watchlist:
                let watchlist = try value("a watchlist's name, e.g. --watchlist 관심종목")
                guard !watchlist.trimmingWhitespace().isEmpty else { throw .invalidValue(option: name, value: watchlist, expected: "a watchlist's name") }
                launch.watchlist = watchlist
            case .account:
                guard inlineValue == nil else { throw .unexpectedValue(option: name) }
                launch.onceAccount = true
            case .listWatchlists:
                guard inlineValue == nil else { throw .unexpectedValue(option: name) }
                launch.listWatchlists = true
            case .mouse:
                guard inlineValue == nil else { throw .unexpectedValue(option: name) }
                launch.mouse = true
            case .clock:
                let text = try value(ClockStart.expected)
                guard let start = ClockStart(text) else { throw .invalidValue(option: name, value: text, expected: ClockStart.expected) }
                launch.clock = start
            case .once:
                guard inlineValue == nil else { throw .unexpectedValue(option: name) }
                launch.once = launch.once ?? .table
            case .crlf:
                guard inlineValue == nil else { throw .unexpectedValue(option: name) }
                launch.crlf = true
            case .noRealtime:
                guard inlineValue == nil else { throw .unexpectedValue(option: name) }
                launch.noRealtime = true
            case .setup:
                guard inlineValue == nil else { throw .unexpectedValue(option: name) }
                launch.setup = true
            case .syntheticWatchlist:
                let text = try value(Self.expectedSyntheticCount)
                guard let count = Int(text), (1...100_000).contains(count) else {
                    throw .invalidValue(option: name, value: text, expected: Self.expectedSyntheticCount)
                }
                launch.diagnostics.syntheticWatchlist = count
            case .ticksPerSecond:
                launch.diagnostics.ticksPerSecond = try seconds(value(Self.expectedRate), for: name, in: 0.001...1_000_000, expected: Self.expectedRate)
            case .quitAfter:
                launch.diagnostics.quitAfter = try seconds(value(Self.expectedQuitAfter), for: name, in: 0...86_400, expected: Self.expectedQuitAfter)
            case .diagnosticsFile:
                let file = try value("a file path")
                guard !file.isEmpty else { throw .invalidValue(option: name, value: file, expected: "a file path") }
                launch.diagnostics.diagnosticsFile = file
            case .help, .shortHelp, .version, .shortVersion:
                // Only `--help=…` and `--version=…` get here: the bare words were answered before the loop.
                throw .unexpectedValue(option: name)
            }
        }
        if let format {
            guard launch.once != nil else { throw .requires(option: "--format", other: "--once") }
            launch.once = format
        }
        if launch.crlf, launch.once != .csv { throw .requires(option: "--crlf", other: "--once --format csv") }
        if launch.watchlist != nil, launch.once == nil { throw .requires(option: "--watchlist", other: "--once") }
        if launch.onceAccount, launch.once == nil { throw .requires(option: "--account", other: "--once") }
        if launch.setup, launch.once != nil { throw .excludes(option: "--setup", other: "--once") }
        return .run(launch)
    }

    private static let expectedSeed = "a whole number from 0 to \(UInt64.max)"
    private static let expectedRefresh = "a number of seconds from 0.1 to 3600"
    private static let expectedSyntheticCount = "a number of stocks from 1 to 100000"
    private static let expectedRate = "a positive number of trades per second"
    private static let expectedQuitAfter = "a number of seconds from 0 to 86400"

    private static func expectedChoice<Choice: RawRepresentable & CaseIterable>(_: Choice.Type) -> String where Choice.RawValue == String {
        let names = Choice.allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    /// `--name=value` → ("--name", "value"); anything else → (word, nil).
    private static func split(_ word: String) -> (name: String, value: String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    private static func choice<Choice: RawRepresentable & CaseIterable>(_ text: String, for option: String) throws(UsageError) -> Choice
    where Choice.RawValue == String {
        guard let chosen = Choice(rawValue: text) else {
            throw .invalidValue(option: option, value: text, expected: expectedChoice(Choice.self))
        }
        return chosen
    }

    private static func seconds(_ text: String, for option: String, in range: ClosedRange<Double>, expected: String) throws(UsageError) -> Double {
        guard let number = Double(text), number.isFinite, range.contains(number) else {
            throw .invalidValue(option: option, value: text, expected: expected)
        }
        return number
    }
}

/// Walks the words of a command line, handing out option values.
private struct ArgumentReader {
    private let words: [String]
    private var index = 0

    init(_ words: [String]) {
        self.words = words
    }

    /// The next word, or nil at the end.
    mutating func next() -> String? {
        guard index < words.count else { return nil }
        defer { index += 1 }
        return words[index]
    }

    /// The value of `option`: the next word, unless the line ends or the next word is another option.
    mutating func value(for option: String, expected: String) throws(UsageError) -> String {
        guard index < words.count, !words[index].hasPrefix("--") else { throw .missingValue(option: option, expected: expected) }
        return next()!
    }
}
