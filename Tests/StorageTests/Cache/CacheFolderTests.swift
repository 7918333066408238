// Tests of the cache folder: a missing file is nil, a replaced file reads back with its write time.

import Domain
import Foundation
import Storage
import Testing

@Suite struct CacheFolderTests {
    private func temporaryFolder() -> String {
        NSTemporaryDirectory() + "cache-folder-\(UUID().uuidString)/nested"
    }

    @Test func aMissingFileIsNil() throws {
        #expect(try CacheFolder(directory: temporaryFolder()).cachedFile(named: "kospi_code.mst.zip") == nil)
    }

    @Test func replacesAndReadsBackWithTheWriteTime() throws {
        let folder = CacheFolder(directory: temporaryFolder())
        let before = Date().addingTimeInterval(-1)
        try folder.replaceFile(named: "kospi_code.mst.zip", with: [1, 2, 3])
        try folder.replaceFile(named: "kospi_code.mst.zip", with: [4, 5])
        let cached = try #require(try folder.cachedFile(named: "kospi_code.mst.zip"))
        #expect(cached.bytes == [4, 5])
        #expect(cached.writtenAt >= before && cached.writtenAt <= Date().addingTimeInterval(1))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.directory)
        #expect(leftovers == ["kospi_code.mst.zip"])
    }
}
