// Where StockWatch keeps its files: the XDG base directories, or one folder given by --data-dir.

import Glibc

/// The three folders StockWatch uses and the files in them, resolved from an environment dictionary.
///
/// - data: `$XDG_DATA_HOME/stockwatch` (default `~/.local/share/stockwatch`) — `watchlists.json`, `view.json`
/// - config: `$XDG_CONFIG_HOME/stockwatch` (default `~/.config/stockwatch`) — `config.json`
/// - cache: `$XDG_CACHE_HOME/stockwatch` (default `~/.cache/stockwatch`) — `kis-token.json`, `history.sqlite`
///
/// `--data-dir DIR` puts all three in `DIR`. As the XDG spec asks, an empty or relative `XDG_*` value
/// is ignored (the default is used).
public struct StoragePaths: Sendable, Equatable {
    /// Folder of `watchlists.json`.
    public let dataDirectory: String
    /// Folder of `config.json`.
    public let configDirectory: String
    /// Folder of the KIS token cache.
    public let cacheDirectory: String

    /// The watchlists document.
    public var watchlistsFile: String { dataDirectory + "/watchlists.json" }
    /// The lock file beside the watchlists document (held by the one instance that may write).
    public var watchlistsLockFile: String { dataDirectory + "/watchlists.json.lock" }
    /// The watchlist screen's last view (open watchlist, sort), written by the lock holder only.
    public var rememberedViewFile: String { dataDirectory + "/view.json" }
    /// The simulated exchange's account (cash, holdings, orders), written 0600.
    public var simulatedAccountFile: String { dataDirectory + "/simulated-account.json" }
    /// The journal of every order sent to KIS and every answer (append-only, 0600, no secrets).
    public var ordersJournalFile: String { dataDirectory + "/orders-journal.jsonl" }
    /// The settings file.
    public var configFile: String { configDirectory + "/config.json" }
    /// The chart history cache (SQLite; `-wal` and `-shm` files beside it).
    public var historyCacheFile: String { cacheDirectory + "/history.sqlite" }

    /// Uses the given folders as they are.
    public init(dataDirectory: String, configDirectory: String, cacheDirectory: String) {
        self.dataDirectory = dataDirectory
        self.configDirectory = configDirectory
        self.cacheDirectory = cacheDirectory
    }

    /// Resolves the folders.
    /// - Parameters:
    ///   - environment: usually `ProcessInfo.processInfo.environment`; reads `HOME` and `XDG_*_HOME`.
    ///   - dataDirectoryOverride: the `--data-dir` value; a relative one is taken from `currentDirectory`.
    ///   - currentDirectory: the working directory (for a relative `--data-dir`); the process's by default.
    /// - Throws: `StoragePathsError.noHomeDirectory` when a default is needed and `HOME` is not set.
    public init(
        environment: [String: String],
        dataDirectoryOverride: String? = nil,
        currentDirectory: String? = nil
    ) throws(StoragePathsError) {
        if let override = dataDirectoryOverride {
            guard !override.isEmpty else { throw .emptyDataDirectory }
            let folder = override.hasPrefix("/") ? override : (currentDirectory ?? Self.workingDirectory()) + "/" + override
            self.init(dataDirectory: folder, configDirectory: folder, cacheDirectory: folder)
            return
        }
        func resolve(_ variable: String, default relativeToHome: String) throws(StoragePathsError) -> String {
            if let value = environment[variable], value.hasPrefix("/") {
                return value + "/stockwatch"
            }
            guard let home = environment["HOME"], home.hasPrefix("/") else { throw .noHomeDirectory(variable: variable) }
            return home + "/" + relativeToHome + "/stockwatch"
        }
        self.init(
            dataDirectory: try resolve("XDG_DATA_HOME", default: ".local/share"),
            configDirectory: try resolve("XDG_CONFIG_HOME", default: ".config"),
            cacheDirectory: try resolve("XDG_CACHE_HOME", default: ".cache")
        )
    }

    private static func workingDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "." }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
