// The program: parse the command line, merge the settings, then print once or run the full screen.

import CursesBackend
import DisplayText
import Domain
import FoundationEssentials
import Glibc
import Reactive
import Screens
import Storage

/// `stockwatch`'s entry point. Everything that can be refused (the command line, the folders, the
/// feed's credentials, the watchlist file) is checked before the terminal is touched, and reported as
/// one line on standard error with exit code 2 (the way it was started) or 1 (a failure).
public enum StockWatchApplication {
    /// Runs the program; returns the exit status.
    public static func main(arguments: [String], environment: [String: String]) -> Int32 {
        let outputClosed = occupyClosedStandardStreams()
        let options: LaunchOptions
        do {
            switch try LaunchCommand.parse(Array(arguments.dropFirst())) {
            case .help:
                return printOutput(HelpText.text, outputClosed: outputClosed)
            case .version:
                return printOutput(HelpText.versionLine + "\n", outputClosed: outputClosed)
            case .run(let parsed):
                options = parsed
            }
        } catch {
            printError("\(error.message)\nTry '\(HelpText.programName) --help' for the options.")
            return UsageError.exitCode
        }
        let paths: StoragePaths
        do {
            paths = try StoragePaths(environment: environment, dataDirectoryOverride: options.dataDirectory)
        } catch {
            printError(error.message)
            return 2
        }
        if options.listWatchlists { return printWatchlistNames(paths, outputClosed: outputClosed) }
        let seed = UInt64(Date().timeIntervalSince1970 * 1000)
        var loaded = ConfigurationLoader(environment: environment).load(from: paths.configFile)
        var settings = AppSettings(options: options, configuration: loaded.configuration, defaultSeed: seed)
        if let format = settings.once {
            return printOnce(settings: settings, paths: paths, format: format, messages: loaded.messages, outputClosed: outputClosed)
        }
        var setupSummary: String?
        if let reason = setupReason(options: options, settings: settings) {
            switch BrokerSetupRun(scene: BrokerSetupSceneContainer(kis: settings.kis, paths: paths, scheduler: MainScheduler.instance), reason: reason).run() {
            case .saved(let saved):
                setupSummary = saved.summary + (Self.environmentHasKeys(environment) ? " " + Self.environmentKeysWinNotice : "")
                loaded = ConfigurationLoader(environment: environment).load(from: paths.configFile)
                settings = AppSettings(options: options, configuration: loaded.configuration, defaultSeed: seed)
            case .notSaved:
                break
            case .ended:
                return 0
            }
        }
        let container: AppContainer
        do {
            container = try AppContainer(settings: settings, paths: paths, scheduler: MainScheduler.instance)
        } catch {
            failureMessages(loaded.messages, then: error, settings: settings).forEach(printError)
            return error.exitCode
        }
        let status = FullScreenRun(container: container, configurationMessages: loaded.messages, setupSummary: setupSummary).run()
        (container.watchlistFileProblems + container.accountFileProblems + loaded.messages).forEach(printError)
        return status
    }

    /// `--list-watchlists`: each name on a line, sanitised; exit 1 with the reason when the file cannot be read.
    private static func printWatchlistNames(_ paths: StoragePaths, outputClosed: Bool) -> Int32 {
        do throws(WatchlistStoreError) {
            let names = try WatchlistNames.read(paths)
            return printOutput(names.map { TextSanitizer.sanitize($0) + "\n" }.joined(), outputClosed: outputClosed)
        } catch {
            printError(error.message)
            return 1
        }
    }

    /// Why the KIS set-up opens before the app, or nil when it does not: `--setup`, or the kis feed
    /// without keys — on a terminal only (a script still gets the one-line refusal, exit code 2).
    static func setupReason(options: LaunchOptions, settings: AppSettings) -> String? {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return nil }
        if options.setup { return "--setup: the keys and the account of the kis feed." }
        guard settings.feed == .kis, !settings.kis.hasCredentials else { return nil }
        return "The kis feed needs a KIS app key and secret, and none is set (KIS_APP_KEY and KIS_APP_SECRET, or config.json)."
    }

    /// Said after a set-up saved while the environment holds keys: they are the ones used.
    static let environmentKeysWinNotice = "KIS_APP_KEY and KIS_APP_SECRET are set in the environment: they, not the saved ones, are used."

    private static func environmentHasKeys(_ environment: [String: String]) -> Bool {
        [KISSettings.appKeyVariable, KISSettings.appSecretVariable].allSatisfy { environment[$0].map { !$0.isEmpty } ?? false }
    }

    private static func printOnce(settings: AppSettings, paths: StoragePaths, format: OnceFormat, messages: [String], outputClosed: Bool) -> Int32 {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "stockwatch.once")
        let container: AppContainer
        do {
            container = try AppContainer(settings: settings, paths: paths, scheduler: scheduler)
        } catch {
            failureMessages(messages, then: error, settings: settings).forEach(printError)
            return error.exitCode
        }
        messages.forEach(printError)
        if let problem = container.kisTokenCacheProblem { printError(problem) }
        do {
            container.watchlistFileProblems.forEach(printError)
            let run = OnceRun(container: container)
            if settings.onceAccount {
                return printOutput(try run.accountReport().get().rendered(as: format, crlf: settings.onceCRLF), outputClosed: outputClosed)
            }
            let report = try run.report().get()
            let written = printOutput(report.rendered(as: format, crlf: settings.onceCRLF), outputClosed: outputClosed)
            if let reason = report.noQuotesReason { printError(LaunchError.noQuotes(reason).message) }
            return written != 0 ? written : report.exitStatus
        } catch {
            printError(error.message)
            return error.exitCode
        }
    }

    /// Writes `text` on standard output; a failed write (closed at start, full disk) is said on standard
    /// error with its reason and exit code 1, since the output was the point of the run.
    static func printOutput(_ text: String, outputClosed: Bool) -> Int32 {
        let failure = outputClosed ? "it is closed" : StandardError.write(text, to: STDOUT_FILENO)
        guard let failure else { return 0 }
        printError("could not write to standard output: \(failure)")
        return 1
    }

    /// Puts /dev/null on standard input, output and error where they were closed at start: otherwise
    /// the next file opened (the lock file, the chart cache) would take the number and receive the
    /// report or the messages. Answers whether standard output was closed (`--once >&-`), so the
    /// output still fails.
    private static func occupyClosedStandardStreams() -> Bool {
        var outputClosed = false
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            if descriptor == STDOUT_FILENO { outputClosed = true }
            let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
        return outputClosed
    }

    /// What to say when the app cannot start: the settings' messages, then `error` — unless a settings
    /// message already said it (credentials ignored in a file others can read), so it is said once.
    static func failureMessages(_ messages: [String], then error: LaunchError, settings: AppSettings) -> [String] {
        if case .kisCredentialsMissing = error, settings.kis.fileCredentialsIgnored { return messages }
        return messages + [error.message]
    }

    /// Writes `stockwatch: <message>` on standard error.
    static func printError(_ message: String) {
        StandardError.write(errorText(message))
    }

    /// `stockwatch: <message>` and a line break, each line of `message` sanitised: messages quote
    /// file names, config keys and feed answers, and this is the edge where they leave the program.
    static func errorText(_ message: String) -> String {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { TextSanitizer.sanitize(String($0)) }
        return "\(HelpText.programName): \(lines.joined(separator: "\n"))\n"
    }
}
