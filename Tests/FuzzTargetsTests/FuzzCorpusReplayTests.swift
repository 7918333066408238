// Every input kept in the fuzz corpora (seeds, finds, crash reproducers) replayed through its target.

import Foundation
import FuzzTargets
import Testing

@Suite struct FuzzCorpusReplayTests {
    /// Tests/Fuzz/Corpus.
    private static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus")

    @Test(arguments: FuzzTargets.all.map { $0.name })
    func everyKeptInputKeepsTheInvariants(target name: String) throws {
        let target = try #require(FuzzTargets.named(name))
        let folder = Self.corpus.appendingPathComponent(name)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(!files.isEmpty, "no seed for \(name) in \(folder.path)")
        for file in files {
            let input = try [UInt8](Data(contentsOf: folder.appendingPathComponent(file)))
            do {
                try target.check(input)
            } catch {
                Issue.record("\(name)/\(file): \(error)")
            }
        }
    }
}
