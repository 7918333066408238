// Tests of where the files go: XDG variables, their defaults under HOME, and --data-dir.

import Storage
import Testing

@Suite struct StoragePathsTests {
    @Test func defaultsUnderHome() throws {
        let paths = try StoragePaths(environment: ["HOME": "/home/kim"])
        #expect(paths.watchlistsFile == "/home/kim/.local/share/stockwatch/watchlists.json")
        #expect(paths.watchlistsLockFile == "/home/kim/.local/share/stockwatch/watchlists.json.lock")
        #expect(paths.configFile == "/home/kim/.config/stockwatch/config.json")
        #expect(paths.cacheDirectory == "/home/kim/.cache/stockwatch")
    }

    @Test func followsXDGVariables() throws {
        let paths = try StoragePaths(environment: [
            "HOME": "/home/kim",
            "XDG_DATA_HOME": "/data",
            "XDG_CONFIG_HOME": "/etc/kim",
            "XDG_CACHE_HOME": "/var/cache/kim",
        ])
        #expect(paths == StoragePaths(dataDirectory: "/data/stockwatch", configDirectory: "/etc/kim/stockwatch", cacheDirectory: "/var/cache/kim/stockwatch"))
    }

    @Test func ignoresEmptyAndRelativeXDGValues() throws {
        let paths = try StoragePaths(environment: ["HOME": "/home/kim", "XDG_DATA_HOME": "", "XDG_CONFIG_HOME": "relative/config"])
        #expect(paths.dataDirectory == "/home/kim/.local/share/stockwatch")
        #expect(paths.configDirectory == "/home/kim/.config/stockwatch")
    }

    @Test func dataDirPutsAllThreeInOneFolder() throws {
        let paths = try StoragePaths(environment: ["HOME": "/home/kim", "XDG_DATA_HOME": "/data"], dataDirectoryOverride: "/tmp/sw")
        #expect(paths.watchlistsFile == "/tmp/sw/watchlists.json")
        #expect(paths.configFile == "/tmp/sw/config.json")
        #expect(paths.cacheDirectory == "/tmp/sw")
    }

    @Test func relativeDataDirIsTakenFromTheWorkingDirectory() throws {
        let paths = try StoragePaths(environment: [:], dataDirectoryOverride: "state", currentDirectory: "/work")
        #expect(paths.dataDirectory == "/work/state")
    }

    @Test func withoutHomeSaysWhatToSet() {
        #expect(throws: StoragePathsError.noHomeDirectory(variable: "XDG_DATA_HOME")) {
            try StoragePaths(environment: [:])
        }
        let error = #expect(throws: StoragePathsError.self) { try StoragePaths(environment: ["XDG_DATA_HOME": "/d", "XDG_CONFIG_HOME": "/c"]) }
        #expect(error == .noHomeDirectory(variable: "XDG_CACHE_HOME"))
        #expect(error?.message.contains("--data-dir") == true)
    }

    @Test func rejectsAnEmptyDataDir() {
        #expect(throws: StoragePathsError.emptyDataDirectory) { try StoragePaths(environment: ["HOME": "/h"], dataDirectoryOverride: "") }
    }
}
