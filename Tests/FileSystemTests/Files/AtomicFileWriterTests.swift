// The atomic writer and folder operations: whole replacement, owner-only modes, no stray temp files, clear errors.

import FileSystem
import Foundation
import Glibc
import Testing

@Suite final class AtomicFileWriterTests {
    private let folder: String = {
        var template = Array((NSTemporaryDirectory() + "/stockwatch-filesystem-XXXXXX").utf8CString)
        return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }()

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func mode(_ path: String) -> mode_t {
        var status = stat()
        stat(path, &status)
        return status.st_mode & 0o777
    }

    @Test func replacesTheWholeFileWithOwnerOnlyModeAndLeavesNoTemporaryFile() throws {
        let path = folder + "/cache.json"
        try AtomicFileWriter.write(Array("a much longer first version".utf8), to: path)
        try AtomicFileWriter.write(Array("second".utf8), to: path)
        #expect(FileManager.default.contents(atPath: path) == Data("second".utf8))
        #expect(mode(path) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["cache.json"])
    }

    @Test func aMissingFolderFailsNamingItAndWritesNothing() {
        let missing = folder + "/missing"
        #expect(throws: FileSystemError("create a temporary file in", path: missing, code: ENOENT)) {
            try AtomicFileWriter.write(Array("x".utf8), to: missing + "/file")
        }
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    /// A dotfiles checkout: the link stays a link and its target gets the new bytes (it was replaced by a file).
    @Test func aSymbolicLinkIsWrittenThroughToItsTargetInTheTargetsFolder() throws {
        let dotfiles = folder + "/dotfiles"
        try Directory.create(at: dotfiles)
        try AtomicFileWriter.write(Array("old".utf8), to: dotfiles + "/watchlists.json")
        #expect(symlink("dotfiles/watchlists.json", folder + "/link-1") == 0)
        #expect(symlink(folder + "/link-1", folder + "/watchlists.json") == 0)
        try AtomicFileWriter.write(Array("new".utf8), to: folder + "/watchlists.json")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/watchlists.json") == folder + "/link-1")
        #expect(FileManager.default.contents(atPath: dotfiles + "/watchlists.json") == Data("new".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dotfiles) == ["watchlists.json"])
        #expect(AtomicFileWriter.temporaryPrefix(for: folder + "/watchlists.json") == folder + "/dotfiles/.watchlists.json.tmp-")
    }

    @Test func aDanglingLinkGetsItsTargetCreatedAndALoopIsRefused() throws {
        #expect(symlink("made-later.json", folder + "/dangling.json") == 0)
        try AtomicFileWriter.write(Array("x".utf8), to: folder + "/dangling.json")
        #expect(FileManager.default.contents(atPath: folder + "/made-later.json") == Data("x".utf8))
        #expect(symlink("loop-b", folder + "/loop-a") == 0)
        #expect(symlink("loop-a", folder + "/loop-b") == 0)
        #expect(throws: FileSystemError("follow the links of", path: folder + "/loop-a", code: ELOOP)) {
            try AtomicFileWriter.write(Array("x".utf8), to: folder + "/loop-a")
        }
    }

    @Test func temporaryFilesAreHiddenBesideTheTarget() {
        #expect(AtomicFileWriter.temporaryPrefix(for: "/data/watchlists.json") == "/data/.watchlists.json.tmp-")
    }

    @Test func createsNestedFoldersOwnerOnlyAndRefusesAFileInTheWay() throws {
        let nested = folder + "/a/b/c"
        try Directory.create(at: nested)
        #expect(mode(nested) == 0o700)
        try Directory.create(at: nested)
        #expect(FileManager.default.createFile(atPath: folder + "/plain", contents: Data()))
        #expect(throws: FileSystemError("use as a folder", path: folder + "/plain", code: ENOTDIR)) {
            try Directory.create(at: folder + "/plain")
        }
    }

    @Test func theParentOfAPath() {
        #expect(Directory.parent(of: "/a/b/file") == "/a/b")
        #expect(Directory.parent(of: "/file") == "/")
        #expect(Directory.parent(of: "file") == ".")
    }
}
