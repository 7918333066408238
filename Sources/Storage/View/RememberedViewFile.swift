// The remembered view in view.json beside the watchlists: read at start, replaced atomically on change.

import Domain
import FileSystem
import FoundationEssentials
import Reactive

/// `RememberedViewRepository` over `StoragePaths.rememberedViewFile`, a small JSON object:
/// `{"version": 1, "watchlist": "<id>", "sort": "change_rate", "reversed": true}`.
///
/// Reads only a regular file (`FileSnapshot`); a file that is not this shape (not JSON, another
/// version, an unknown sort) fails the fetch with `RememberedViewError.unreadable`, naming the file,
/// and is replaced by the next save. Saves go through `AtomicFileWriter`. A read-only store (the
/// second instance, a folder that cannot be written) never writes: its saves succeed and keep the file.
/// The file work runs when the returned `Single` is subscribed, on the subscribing thread.
public final class RememberedViewFile: RememberedViewRepository, Sendable {
    /// The file, e.g. `StoragePaths.rememberedViewFile`.
    public let path: String
    /// Whether saves are skipped (another StockWatch owns the data folder, or it cannot be written).
    public let isReadOnly: Bool

    /// The format version this build writes and reads.
    static let version = 1

    public init(path: String, isReadOnly: Bool) {
        self.path = path
        self.isReadOnly = isReadOnly
    }

    /// The stored shape; names as in config.json (snake case).
    private struct Document: Codable {
        var version: Int
        var watchlist: String?
        var sort: String
        var reversed: Bool
    }

    public func fetchRememberedView() -> Single<RememberedView> {
        Single.create { [path] observer in
            do throws(RememberedViewError) {
                observer(.success(try Self.read(path)))
            } catch {
                observer(.failure(error))
            }
            return Disposables.create()
        }
    }

    public func saveRememberedView(_ view: RememberedView) -> Single<Void> {
        Single.create { [path, isReadOnly] observer in
            guard !isReadOnly else {
                observer(.success(()))
                return Disposables.create()
            }
            do {
                let document = Document(version: Self.version, watchlist: view.watchlistID?.rawValue, sort: view.sort.rawValue, reversed: view.isSortReversed)
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                try Directory.create(at: Directory.parent(of: path))
                try AtomicFileWriter.write(Array(try encoder.encode(document)) + [0x0A], to: path, permissions: 0o600)
                observer(.success(()))
            } catch let error as FileSystemError {
                observer(.failure(RememberedViewError.unwritable(error.message)))
            } catch {
                observer(.failure(RememberedViewError.unwritable("Could not encode the view for \(path): \(error)")))
            }
            return Disposables.create()
        }
    }

    private static func read(_ path: String) throws(RememberedViewError) -> RememberedView {
        let snapshot: FileSnapshot?
        do {
            snapshot = try FileSnapshot.read(at: path)
        } catch {
            throw .unreadable(error.message)
        }
        guard let snapshot else { return .initial }
        let damaged = { (what: String) in RememberedViewError.unreadable("\(path) is damaged (\(what))") }
        guard let document = try? JSONDecoder().decode(Document.self, from: Data(snapshot.bytes)) else {
            throw damaged("not a JSON object with version, sort and reversed")
        }
        guard document.version == version else { throw damaged("version \(document.version), this StockWatch reads \(version)") }
        guard let sort = WatchlistSort(rawValue: document.sort) else { throw damaged("a sort this StockWatch does not know") }
        return RememberedView(watchlistID: document.watchlist.map(WatchlistID.init), sort: sort, isSortReversed: document.reversed)
    }
}
