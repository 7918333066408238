// The program: parse the command line, merge the settings, then print once or run the full screen.

import CursesBackend
import DisplayText
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
        let options: LaunchOptions
        do {
            switch try LaunchCommand.parse(Array(arguments.dropFirst())) {
            case .help:
                print(HelpText.text, terminator: "")
                return 0
            case .version:
                print(HelpText.versionLine)
                return 0
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
        let loaded = ConfigurationLoader(environment: environment).load(from: paths.configFile)
        let settings = AppSettings(options: options, configuration: loaded.configuration, defaultSeed: UInt64(Date().timeIntervalSince1970 * 1000))
        if let format = settings.once {
            return printOnce(settings: settings, paths: paths, format: format, messages: loaded.messages)
        }
        let container: AppContainer
        do {
            container = try AppContainer(settings: settings, paths: paths, scheduler: MainScheduler.instance)
        } catch {
            failureMessages(loaded.messages, then: error, settings: settings).forEach(printError)
            return error.exitCode
        }
        let status = FullScreenRun(container: container, configurationMessages: loaded.messages).run()
        (container.watchlistFileProblems + loaded.messages).forEach(printError)
        return status
    }

    private static func printOnce(settings: AppSettings, paths: StoragePaths, format: OnceFormat, messages: [String]) -> Int32 {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "stockwatch.once")
        let container: AppContainer
        do {
            container = try AppContainer(settings: settings, paths: paths, scheduler: scheduler)
        } catch {
            failureMessages(messages, then: error, settings: settings).forEach(printError)
            return error.exitCode
        }
        messages.forEach(printError)
        do {
            container.watchlistFileProblems.forEach(printError)
            let report = try OnceRun(container: container).report().get()
            print(report.rendered(as: format, crlf: settings.onceCRLF), terminator: "")
            return 0
        } catch {
            printError(error.message)
            return error.exitCode
        }
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
