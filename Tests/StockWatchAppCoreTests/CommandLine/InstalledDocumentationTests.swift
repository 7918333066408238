// The man page and the bash, zsh and fish completions name every option the command line accepts; the help and the man page every config key.

import Foundation
import Storage
import Testing
@testable import StockWatchAppCore

@Suite struct InstalledDocumentationTests {
    /// The repository's root, from this file's place in Tests/StockWatchAppCoreTests/CommandLine.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The options named in `text` as whole words (`-h` inside `--help` does not count).
    private static func options(in text: String) -> Set<String> {
        Set(text.matches(of: /(?:^|[^\w-])(--?[A-Za-z][\w-]*)/.anchorsMatchLineEndings()).map { String($0.output.1) })
    }

    private static let accepted = Set(LaunchOption.allCases.map(\.rawValue))

    @Test func theManPageNamesEveryOption() throws {
        let page = try Self.text("man/stockwatch.1").replacing("\\-", with: "-")
        let missing = Self.accepted.subtracting(Self.options(in: page))
        #expect(missing.isEmpty, "stockwatch.1 does not mention \(missing.sorted())")
    }

    @Test func theHelpAndTheManPageNameEveryConfigKey() throws {
        let page = try Self.text("man/stockwatch.1").replacing("\\-", with: "-")
        for key in ConfigurationLoader.keys {
            #expect(HelpText.text.contains("\"\(key)\""), "--help does not name config.json's \"\(key)\"")
            #expect(page.contains("\"\(key)\""), "stockwatch.1 does not name config.json's \"\(key)\"")
        }
    }

    @Test(arguments: ["completions/stockwatch.bash", "completions/_stockwatch"])
    func bashAndZshCompleteEveryOptionAndNoOther(path: String) throws {
        let named = Self.options(in: try Self.text(path)).filter { !["-s", "-F", "-W", "-d", "-f", "-t", "-u"].contains($0) }
        #expect(named == Self.accepted, "\(path): missing \(Self.accepted.subtracting(named).sorted()), unknown \(named.subtracting(Self.accepted).sorted())")
    }

    @Test func fishCompletesEveryOptionAndNoOther() throws {
        let script = try Self.text("completions/stockwatch.fish")
        let long = script.matches(of: /\ -l ([\w-]+)/).map { "--" + $0.output.1 }
        let short = script.matches(of: /\ -s (\w)/).map { "-" + $0.output.1 }
        let named = Set(long + short)
        #expect(named == Self.accepted, "missing \(Self.accepted.subtracting(named).sorted()), unknown \(named.subtracting(Self.accepted).sorted())")
    }
}
