// Tests of reading a whole file: a regular file is read, anything else is refused at once with its kind.

import FileSystem
import Glibc
@testable import Storage
import Testing

@Suite struct FileSnapshotTests {
    private let folder = TemporaryDirectory()

    @Test func aRegularFileIsReadWithItsPermissions() throws {
        try folder.write("{}", to: "config.json", permissions: 0o640)
        let snapshot = try #require(try FileSnapshot.read(at: folder.file("config.json")))
        #expect(snapshot == FileSnapshot(bytes: Array("{}".utf8), permissions: 0o640))
    }

    @Test func aMissingFileIsNil() throws {
        #expect(try FileSnapshot.read(at: folder.file("absent.json")) == nil)
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let path = folder.file("config.json")
        #expect(mkfifo(path, 0o600) == 0)
        let outcome = try finishing(within: 5) { () -> Result<FileSnapshot?, FileSystemError> in
            Result { () throws(FileSystemError) in try FileSnapshot.read(at: path) }
        }
        #expect(throws: FileSystemError.self) { try outcome.get() }
        guard case .failure(let error) = outcome else { return }
        #expect(error.message == "Could not read \(path): it is a FIFO (named pipe), not a regular file; remove it or put a regular file there")
    }

    @Test func aFolderIsRefusedByName() throws {
        let path = folder.file("watchlists.json")
        #expect(mkdir(path, 0o700) == 0)
        let error = #expect(throws: FileSystemError.self) { try FileSnapshot.read(at: path) }
        #expect(error?.message.contains("it is a folder, not a regular file") == true)
    }

    /// The attack trial: a 4 GB sparse config.json took 38 s and 8.4 GB before its refusal.
    @Test func aFileLargerThanTheCapIsRefusedAtOnceWithoutReadingIt() throws {
        let path = folder.file("config.json")
        let descriptor = open(path, O_CREAT | O_WRONLY, 0o600)
        #expect(ftruncate(descriptor, 4 << 30) == 0)
        close(descriptor)
        let outcome = try finishing(within: 5) { () -> Result<FileSnapshot?, FileSystemError> in
            Result { () throws(FileSystemError) in try FileSnapshot.read(at: path) }
        }
        guard case .failure(let error) = outcome else { Issue.record("read a 4 GB file"); return }
        #expect(error.message == "Could not read \(path): it is larger than 16 MiB, far more than StockWatch ever writes there; move it away or replace it")
    }

    @Test func aFileAtTheCapIsRead() throws {
        let path = folder.file("watchlists.json")
        try folder.write(String(repeating: "x", count: 1_000), to: "watchlists.json")
        #expect(try FileSnapshot.read(at: path, largest: 1_000)?.bytes.count == 1_000)
        #expect(throws: FileSystemError.self) { try FileSnapshot.read(at: path, largest: 999) }
    }
}
