// The append-only file: records added at the end, never rewritten, private to its owner.

import FileSystem
import Foundation
import Testing

@Suite struct AppendOnlyFileTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("append-only-\(UUID().uuidString)")

    @Test func recordsAreAddedAtTheEndOfAPrivateFile() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("journal.jsonl").path
        let file = AppendOnlyFile(path: path)
        try file.append(Array("one\n".utf8))
        try file.append(Array("two\n".utf8))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "one\ntwo\n")
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test func aFileMadeWithWiderPermissionsIsNarrowedAndKept() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("journal.jsonl").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("old\n".utf8), attributes: [.posixPermissions: 0o644]))
        try AppendOnlyFile(path: path).append(Array("new\n".utf8))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\nnew\n")
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test func aSymbolicLinkIsRefusedAndItsTargetUntouched() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = folder.appendingPathComponent("elsewhere").path
        let link = folder.appendingPathComponent("journal.jsonl").path
        #expect(FileManager.default.createFile(atPath: target, contents: Data("x".utf8)))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(throws: FileSystemError.self) { try AppendOnlyFile(path: link).append(Array("y".utf8)) }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "x")
    }
}
