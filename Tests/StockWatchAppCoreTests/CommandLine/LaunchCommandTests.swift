// Tests of the command-line parser: every option, its values, and every way to get it wrong.

import Domain
import Storage
import Testing
@testable import StockWatchAppCore

@Suite struct LaunchCommandTests {
    private func options(_ arguments: String...) throws -> LaunchOptions {
        guard case .run(let options) = try LaunchCommand.parse(arguments) else {
            Issue.record("expected a run command for \(arguments)")
            return LaunchOptions()
        }
        return options
    }

    private func refusal(_ arguments: String...) -> UsageError? {
        do {
            _ = try LaunchCommand.parse(arguments)
            return nil
        } catch {
            return error
        }
    }

    @Test func noArgumentsRunsWithEverythingLeftToTheConfigFile() throws {
        #expect(try options() == LaunchOptions())
    }

    @Test func everyOptionWithItsValueAfterASpace() throws {
        let parsed = try options("--feed", "kis", "--seed", "42", "--data-dir", "/tmp/sw", "--colors", "western", "--refresh", "2.5")
        #expect(parsed == LaunchOptions(feed: .kis, seed: 42, dataDirectory: "/tmp/sw", colors: .western, refreshSeconds: 2.5))
    }

    @Test func valuesAfterAnEqualsSign() throws {
        let parsed = try options("--feed=simulated", "--seed=7", "--colors=none", "--data-dir=rel/dir")
        #expect(parsed == LaunchOptions(feed: .simulated, seed: 7, dataDirectory: "rel/dir", colors: PriceColorScheme.none))
    }

    @Test func theVenueFlagTakesEachVenueAndRefusesOthers() throws {
        #expect(try options("--venue", "krx").venue == .krx)
        #expect(try options("--venue=unified").venue == .unified)
        #expect(try options().venue == nil)
        #expect(refusal("--venue", "nyse") == .invalidValue(option: "--venue", value: "nyse", expected: "krx, nxt or unified"))
    }

    @Test func theBritishSpellingOfColoursIsAccepted() throws {
        #expect(try options("--colours", "none").colors == PriceColorScheme.none)
    }

    @Test func onceDefaultsToATableAndFormatPicksAnother() throws {
        #expect(try options("--once").once == .table)
        #expect(try options("--once", "--format", "json").once == .json)
        #expect(try options("--format=csv", "--once").once == .csv)
    }

    @Test func listWatchlistsIsAFlagThatTakesNoValue() throws {
        #expect(try options("--list-watchlists", "--data-dir", "/tmp/x").listWatchlists == true)
        #expect(try options("--once").listWatchlists == false)
        #expect(refusal("--list-watchlists=yes") == .unexpectedValue(option: "--list-watchlists"))
    }

    @Test func accountGoesWithOnceAndTakesNoValue() throws {
        #expect(try options("--once", "--account").onceAccount == true)
        #expect(try options("--once").onceAccount == false)
        #expect(refusal("--account") == .requires(option: "--account", other: "--once"))
        #expect(refusal("--once", "--account=yes") == .unexpectedValue(option: "--account"))
    }

    @Test func setupIsAFlagThatTheFullScreenTakesNotOnce() throws {
        #expect(try options().setup == false)
        #expect(try options("--setup", "--feed", "kis").setup == true)
        #expect(refusal("--setup=yes") == .unexpectedValue(option: "--setup"))
        #expect(refusal("--setup", "--once") == .excludes(option: "--setup", other: "--once"))
        #expect(UsageError.excludes(option: "--setup", other: "--once").message == "--setup cannot be used with --once")
    }

    @Test func mouseIsOffUnlessAsked() throws {
        #expect(try options().mouse == false)
        #expect(try options("--mouse").mouse == true)
        #expect(throws: UsageError.unexpectedValue(option: "--mouse")) { try options("--mouse=yes") }
    }

    @Test func noRealtimeIsAFlagWithoutValue() throws {
        #expect(try options("--no-realtime").noRealtime)
        #expect(try !options("--feed", "kis").noRealtime)
        #expect(throws: UsageError.unexpectedValue(option: "--no-realtime")) { try LaunchCommand.parse(["--no-realtime=yes"]) }
    }

    @Test func clockTakesAKoreaTimeAndRefusesAnythingElse() throws {
        #expect(try options("--clock", "2026-12-25T10:00").clock == .moment(CalendarDay("2026-12-25")!, second: 36_000))
        #expect(try options("--clock=15:20").clock == .timeOfDay(second: 55_200))
        #expect(try options().clock == nil)
        #expect(throws: UsageError.invalidValue(option: "--clock", value: "25:00", expected: ClockStart.expected)) { try options("--clock", "25:00") }
        #expect(throws: UsageError.missingValue(option: "--clock", expected: ClockStart.expected)) { try options("--clock") }
    }

    @Test func anOptionGivenTwiceKeepsItsLastValue() throws {
        #expect(try options("--seed", "1", "--seed", "2").seed == 2)
    }

    @Test func helpAndVersionWinOverEverythingElse() throws {
        #expect(try LaunchCommand.parse(["--help"]) == .help)
        #expect(try LaunchCommand.parse(["-h", "--bogus"]) == .help)
        #expect(try LaunchCommand.parse(["--seed", "x", "--version"]) == .version)
        #expect(try LaunchCommand.parse(["-V"]) == .version)
    }

    @Test func diagnosticOptions() throws {
        let parsed = try options("--synthetic-watchlist", "200", "--ticks-per-second", "1000", "--quit-after", "0", "--diagnostics-file", "/tmp/d.json")
        #expect(parsed.diagnostics == DiagnosticOptions(syntheticWatchlist: 200, ticksPerSecond: 1000, quitAfter: 0, diagnosticsFile: "/tmp/d.json"))
    }

    @Test func unknownOptionsAndOperandsAreRefused() {
        #expect(refusal("--colour-scheme", "korean") == .unknownOption("--colour-scheme"))
        #expect(refusal("--bogus=1") == .unknownOption("--bogus"))
        #expect(refusal("-x") == .unknownOption("-x"))
        #expect(refusal("watch") == .unexpectedArgument("watch"))
        #expect(refusal("--", "watch") == .unexpectedArgument("watch"))
    }

    @Test func missingValuesAreRefusedNamingTheOption() {
        #expect(refusal("--feed") == .missingValue(option: "--feed", expected: "simulated or kis"))
        #expect(refusal("--seed", "--once") == .missingValue(option: "--seed", expected: "a whole number from 0 to \(UInt64.max)"))
    }

    @Test func badValuesAreRefusedWithWhatIsExpected() {
        #expect(refusal("--feed", "yahoo") == .invalidValue(option: "--feed", value: "yahoo", expected: "simulated or kis"))
        #expect(refusal("--colors", "red") == .invalidValue(option: "--colors", value: "red", expected: "korean, western or none"))
        #expect(refusal("--seed", "-1") == .invalidValue(option: "--seed", value: "-1", expected: "a whole number from 0 to \(UInt64.max)"))
        #expect(refusal("--refresh", "0.01") == .invalidValue(option: "--refresh", value: "0.01", expected: "a number of seconds from 0.1 to 3600"))
        #expect(refusal("--refresh", "nan") != nil)
        #expect(refusal("--once", "--format", "xml") == .invalidValue(option: "--format", value: "xml", expected: "table, json or csv"))
        #expect(refusal("--synthetic-watchlist", "0") != nil)
        #expect(refusal("--data-dir=") == .invalidValue(option: "--data-dir", value: "", expected: "a folder"))
        #expect(refusal("--once=yes") == .unexpectedValue(option: "--once"))
    }

    @Test func formatWithoutOnceIsRefused() {
        #expect(refusal("--format", "json") == .requires(option: "--format", other: "--once"))
    }

    @Test func crlfGoesWithOnceCSVOnly() throws {
        #expect(try options("--once", "--format=csv", "--crlf").crlf)
        #expect(try !options("--once", "--format=csv").crlf)
        #expect(refusal("--once", "--crlf") == .requires(option: "--crlf", other: "--once --format csv"))
        #expect(refusal("--crlf=yes", "--once", "--format=csv") == .unexpectedValue(option: "--crlf"))
    }

    @Test func watchlistPicksTheListOncePrints() throws {
        #expect(try options("--once", "--watchlist", "배당주").watchlist == "배당주")
        #expect(try options("--watchlist=Growth Stocks", "--once").watchlist == "Growth Stocks")
        #expect(refusal("--watchlist", "배당주") == .requires(option: "--watchlist", other: "--once"))
        #expect(refusal("--once", "--watchlist") == .missingValue(option: "--watchlist", expected: "a watchlist's name, e.g. --watchlist 관심종목"))
        #expect(refusal("--once", "--watchlist=  ") == .invalidValue(option: "--watchlist", value: "  ", expected: "a watchlist's name"))
    }

    @Test func everyListedOptionIsAcceptedAndAValueOnHelpIsRefused() {
        for option in LaunchOption.allCases {
            if case .unknownOption = refusal(option.rawValue) { Issue.record("\(option.rawValue) is listed but refused as unknown") }
        }
        #expect(refusal("--help=me") == .unexpectedValue(option: "--help"))
    }

    @Test func messagesNameTheOptionAndTheProblem() {
        #expect(UsageError.invalidValue(option: "--feed", value: "yahoo", expected: "simulated or kis").message
            == "--feed must be simulated or kis, not \"yahoo\"")
        #expect(UsageError.unknownOption("--x").message == "unknown option --x")
        #expect(UsageError.exitCode == 2)
    }

    @Test func helpDocumentsEveryOptionVariableAndFile() {
        let documented = LaunchOption.allCases.map(\.rawValue) + [
            "KIS_APP_KEY", "KIS_APP_SECRET", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "NO_COLOR", "ESCDELAY",
            "config.json", "watchlists.json", "kis-token.json",
        ]
        for word in documented {
            #expect(HelpText.text.contains(word), "--help does not mention \(word)")
        }
    }
}
