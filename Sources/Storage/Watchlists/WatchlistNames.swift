// The names of the user's watchlists, read without opening the store: for shell completion of --watchlist.

import Domain
import FileSystem

/// Reads watchlists.json only to list its watchlists' names (`stockwatch --list-watchlists`, which the
/// shell completions call for `--watchlist <Tab>`). Nothing is written, locked, migrated or set aside: a
/// completion must not change the user's files.
public enum WatchlistNames {
    /// The names in the file under `paths`, in its order, as the app shows them (a blank or repeated name
    /// renamed, a bad entry left out); the first-run watchlist's name when there is no file yet (the one
    /// a first start would make).
    /// - Throws: `WatchlistStoreError.io` naming the file and why it cannot be read.
    public static func read(_ paths: StoragePaths) throws(WatchlistStoreError) -> [String] {
        let file = paths.watchlistsFile
        let snapshot: FileSnapshot?
        do throws(FileSystemError) {
            snapshot = try FileSnapshot.read(at: file)
        } catch {
            throw .io(error.message)
        }
        guard let snapshot else { return [DefaultWatchlists.firstName] }
        do throws(WatchlistDocumentError) {
            return try WatchlistDocument.read(snapshot.bytes).watchlists.map(\.name)
        } catch {
            throw .io("\(file) could not be read because \(error.reason).")
        }
    }
}
