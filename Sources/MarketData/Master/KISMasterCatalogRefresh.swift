// Keeps the stock catalog current from KIS's master files: cached, refreshed in the background at most once a day.

import Dispatch
import Domain
import FoundationEssentials
import Networking
import Reactive

/// The `--feed kis` catalog refresh (a use-case-level service; the composition root starts it).
///
/// `start()` first puts the cached master files in use (when both are cached and intact), then, when
/// they were not downloaded on today's Korea date, downloads `kospi_code.mst.zip` and `kosdaq_code.mst.zip`
/// one after the other from the configured folder. Only when both unpack and parse is the new listing
/// put in use and written to the cache (atomically, raw zips); a failed or damaged download keeps the
/// catalog in use and says why in `status`. Disposing what `start()` returned cancels a download.
public final class KISMasterCatalogRefresh: Sendable {
    /// The master files, in download order (also their order in a listing).
    static let kinds = MasterFileKind.allCases
    /// Seconds one archive's whole download may take (a few hundred KB; a server trickling it is cut here).
    public static let downloadDeadline: TimeInterval = 60

    private let http: HTTPClient
    private let cache: any CacheFileStore
    private let clock: @Sendable () -> Date
    /// Where the cache is loaded and the download decided: off the caller's thread.
    private let background: any ImmediateSchedulerType & Sendable
    private let statusSubject: BehaviorSubject<StockCatalogStatus>
    private let listingSubject = ReplaySubject<MasterListing>.create(bufferSize: 1)

    /// A refresh downloading from `http`'s base URL (the folder, e.g. `KISSettings.masterFileHost`).
    /// - Parameters:
    ///   - bundledListingDate: the date of the catalog in use until a master listing replaces it.
    ///   - clock: wall-clock time (the once-a-day rule and the download stamp).
    ///   - background: where `start()` loads the cache and decides (tests run it in place).
    public init(
        http: HTTPClient, cache: any CacheFileStore, bundledListingDate: String, clock: @escaping @Sendable () -> Date = { Date() },
        background: any ImmediateSchedulerType & Sendable = ConcurrentDispatchQueueScheduler(queue: .global())
    ) {
        self.http = http
        self.cache = cache
        self.clock = clock
        self.background = background
        statusSubject = BehaviorSubject(value: StockCatalogStatus(source: .bundled(listingDate: bundledListingDate), activity: .idle))
    }

    /// The catalog in use and the refresh's activity; the current value first, then every change.
    public var status: Observable<StockCatalogStatus> { statusSubject.asObservable() }

    /// Every master listing put in use (the cached one, then a fresh download); the latest is replayed.
    public var listings: Observable<MasterListing> { listingSubject.asObservable() }

    /// Loads the cache, then downloads when due. Runs in the background; the result arrives on `status`
    /// and `listings`. Disposing cancels the download in progress (nothing is cached from it).
    public func start() -> Disposable {
        let download = SerialDisposable()
        let decision = background.schedule(()) { _ in
            let cachedAt = self.loadCache()
            guard !download.isDisposed, Self.isDue(cachedAt: cachedAt, now: self.clock()) else { return Disposables.create() }
            download.disposable = self.downloadAll()
            return Disposables.create()
        }
        return Disposables.create(decision, download)
    }

    /// True when nothing is cached or the cache was written on an earlier Korea date than `now`'s.
    static func isDue(cachedAt: Date?, now: Date) -> Bool {
        guard let cachedAt else { return true }
        return KoreaTime.dayAndMinute(cachedAt).0 < KoreaTime.dayAndMinute(now).0
    }

    /// Puts the cached listing in use; returns when it was written (nil when missing or unusable).
    private func loadCache() -> Date? {
        do {
            var archives: [[UInt8]] = []
            var oldest: Date?
            for kind in Self.kinds {
                guard let cached = try cache.cachedFile(named: kind.archiveName) else { return nil }
                archives.append(cached.bytes)
                oldest = min(oldest ?? cached.writtenAt, cached.writtenAt)
            }
            guard let downloadedAt = oldest else { return nil }
            use(try Self.listing(from: archives, downloadedAt: downloadedAt), activity: .idle)
            return downloadedAt
        } catch {
            update(activity: .failed(reason: "The cached master files are unusable: \(Self.reason(error))"))
            return nil
        }
    }

    /// Downloads every archive in turn, then checks and caches them together.
    private func downloadAll() -> Disposable {
        let total = Self.kinds.count
        update(activity: .refreshing(completed: 0, total: total))
        let downloads = Observable.from(Self.kinds).concatMap { kind in
            self.http.download("/" + kind.archiveName).asObservable()
                .catch { error in throw DownloadFailure(archive: kind.archiveName, reason: Self.reason(error)) }
        }
        var archives: [[UInt8]] = []
        return downloads.subscribe(
            onNext: { archive in
                archives.append(archive)
                if archives.count < total { self.update(activity: .refreshing(completed: archives.count, total: total)) }
            },
            onError: { error in
                let failure = error as? DownloadFailure
                self.update(activity: .failed(reason: failure.map { "Could not download \($0.archive): \($0.reason)" } ?? Self.reason(error)))
            },
            onCompleted: { self.adopt(archives) }
        )
    }

    /// Parses the downloaded archives; only when both are intact are they used and cached.
    private func adopt(_ archives: [[UInt8]]) {
        let listing: MasterListing
        do {
            listing = try Self.listing(from: archives, downloadedAt: clock())
        } catch {
            update(activity: .failed(reason: "The downloaded master file was refused: \(Self.reason(error))"))
            return
        }
        do {
            for (kind, archive) in zip(Self.kinds, archives) { try cache.replaceFile(named: kind.archiveName, with: archive) }
            use(listing, activity: .idle)
        } catch {
            use(listing, activity: .failed(reason: "The new master files are in use but could not be cached: \(Self.reason(error))"))
        }
    }

    private static func listing(from archives: [[UInt8]], downloadedAt: Date) throws(MasterFileError) -> MasterListing {
        var records: [MasterFileRecord] = []
        for (kind, archive) in zip(kinds, archives) { records += try MasterFileParser.parse(archive: archive, kind: kind).records }
        return MasterListing(records: records, downloadedAt: downloadedAt)
    }

    private func use(_ listing: MasterListing, activity: StockCatalogStatus.Activity) {
        listingSubject.onNext(listing)
        statusSubject.onNext(StockCatalogStatus(source: .kisMaster(downloadedAt: listing.downloadedAt), activity: activity))
    }

    private func update(activity: StockCatalogStatus.Activity) {
        guard var status = try? statusSubject.value() else { return }
        status.activity = activity
        statusSubject.onNext(status)
    }

    private static func reason(_ error: any Error) -> String {
        (error as? any UserFacingError)?.message ?? String(describing: error)
    }

    /// A download that failed, with the archive's name.
    private struct DownloadFailure: Error {
        let archive: String
        let reason: String
    }
}
