// Tests of the catalog refresh against master-file zips served by the fake KIS server on 127.0.0.1.

import Domain
import Foundation
@testable import MarketData
import Networking
import NetworkTestSupport
import Reactive
import Testing

@Suite struct KISMasterCatalogRefreshTests {
    /// 2026-12-01 10:00 Korea time.
    private static let now = Date(timeIntervalSince1970: 1_796_086_800)
    private static let yesterday = now.addingTimeInterval(-86_400)

    /// A refresh reading from a folder of its own on the shared fake server, with what it reports.
    private struct Harness {
        let refresh: KISMasterCatalogRefresh
        let cache: InMemoryCacheFileStore
        let server: FakeKISServer
        let folder: String
        let statuses = LockedState<[StockCatalogStatus]>([])
        let listings = LockedState<[MasterListing]>([])
        let subscriptions = CompositeDisposable()

        /// A harness whose refresh decides on `background` (in place, for a test that the decision
        /// downloads nothing: `start()` then returns with it made).
        init(background: any ImmediateSchedulerType & Sendable = ConcurrentDispatchQueueScheduler(queue: .global())) async throws {
            server = try await FakeKISServer.shared.value
            folder = "/\(UUID().uuidString)/common/master"
            cache = InMemoryCacheFileStore(now: KISMasterCatalogRefreshTests.now)
            let http = try HTTPClient(baseURL: URL(string: server.baseURL.absoluteString + folder + "/")!)
            refresh = KISMasterCatalogRefresh(http: http, cache: cache, bundledListingDate: "2026-04-14", clock: { KISMasterCatalogRefreshTests.now }, background: background)
            _ = subscriptions.insert(refresh.status.subscribe(onNext: { [statuses] status in statuses.withLock { $0.append(status) } }))
            _ = subscriptions.insert(refresh.listings.subscribe(onNext: { [listings] listing in listings.withLock { $0.append(listing) } }))
        }

        func serve(kospi: String = "kospi_code.mst.zip", kosdaq: String = "kosdaq_code.mst.zip") async throws {
            await server.serveFile(try MasterFixtures.bytes(kospi), at: folder + "/kospi_code.mst.zip")
            await server.serveFile(try MasterFixtures.bytes(kosdaq), at: folder + "/kosdaq_code.mst.zip")
        }

        func seedCache(writtenAt: Date) throws {
            cache.seed("kospi_code.mst.zip", try MasterFixtures.bytes("kospi_code.mst.zip"), writtenAt: writtenAt)
            cache.seed("kosdaq_code.mst.zip", try MasterFixtures.bytes("kosdaq_code.mst.zip"), writtenAt: writtenAt)
        }

        /// Waits until the latest status is not a refresh in progress (and differs from the first one).
        func settled() async -> StockCatalogStatus? {
            _ = await eventually(timeout: 10) {
                statuses.withLock { list in
                    guard let last = list.last, list.count > 1 else { return false }
                    if case .refreshing = last.activity { return false }
                    return true
                }
            }
            return statuses.withLock { $0.last }
        }

        func requestedPaths() async -> [String] {
            await server.requests().map(\.path).filter { $0.hasPrefix(folder) }
        }
    }

    @Test func downloadsBothFilesShowsProgressAndCachesThem() async throws {
        let harness = try await Harness()
        try await harness.serve()
        let run = harness.refresh.start()
        defer { run.dispose() }
        let settled = await harness.settled()
        #expect(settled == StockCatalogStatus(source: .kisMaster(downloadedAt: Self.now), activity: .idle))
        let activities = harness.statuses.withLock { $0.map(\.activity) }
        #expect(activities == [.idle, .refreshing(completed: 0, total: 2), .refreshing(completed: 1, total: 2), .idle])
        let listing = try #require(harness.listings.withLock { $0.last })
        #expect(listing.records.map(\.code.rawValue) == ["005930", "005935", "003550", "0001A0", "069500", "500001", "247540", "00104K"])
        #expect(listing.listedRecords.count == 8)
        #expect(try harness.cache.cachedFile(named: "kospi_code.mst.zip")?.bytes == MasterFixtures.bytes("kospi_code.mst.zip"))
        #expect(try harness.cache.cachedFile(named: "kosdaq_code.mst.zip") != nil)
    }

    @Test func aNewerMasterFileReplacesYesterdaysCatalog() async throws {
        let harness = try await Harness()
        try harness.seedCache(writtenAt: Self.yesterday)
        try await harness.serve(kospi: "kospi_code_newer.mst.zip")
        let run = harness.refresh.start()
        defer { run.dispose() }
        #expect(await harness.settled() == StockCatalogStatus(source: .kisMaster(downloadedAt: Self.now), activity: .idle))
        let listings = harness.listings.withLock { $0 }
        #expect(listings.count == 2)
        #expect(listings.first?.downloadedAt == Self.yesterday)
        let names = Dictionary(uniqueKeysWithValues: (listings.last?.records ?? []).map { ($0.code.rawValue, $0.nameKorean) })
        #expect(names["003550"] == "LG홀딩스")
        #expect(names["0155E0"] == "새상장")
        #expect(try harness.cache.cachedFile(named: "kospi_code.mst.zip")?.bytes == MasterFixtures.bytes("kospi_code_newer.mst.zip"))
    }

    @Test func aDamagedDownloadIsRefusedWithTheReasonAndThePreviousCatalogKept() async throws {
        let harness = try await Harness()
        try harness.seedCache(writtenAt: Self.yesterday)
        try await harness.serve(kospi: "kospi_code_truncated_record.mst.zip")
        let run = harness.refresh.start()
        defer { run.dispose() }
        let settled = try #require(await harness.settled())
        #expect(settled.source == .kisMaster(downloadedAt: Self.yesterday))
        #expect(settled.activity == .failed(reason: "The downloaded master file was refused: kospi_code.mst line 7 is cut short (258 bytes)."))
        #expect(harness.listings.withLock { $0.count } == 1)
        #expect(try harness.cache.cachedFile(named: "kospi_code.mst.zip")?.bytes == MasterFixtures.bytes("kospi_code.mst.zip"))
    }

    @Test func aZipBombIsRefusedWithItsReason() async throws {
        let harness = try await Harness()
        try await harness.serve(kospi: "kospi_code_bomb.mst.zip")
        let run = harness.refresh.start()
        defer { run.dispose() }
        let settled = try #require(await harness.settled())
        #expect(settled.source == .bundled(listingDate: "2026-04-14"))
        #expect(settled.activity == .failed(reason: "The downloaded master file was refused: kospi_code.mst claims 8390631 bytes unpacked from 8623, "
            + "more than 100 times its packed size (a zip bomb): refused."))
    }

    /// A slow peer: a master file trickled a byte every half second is cut at the download's deadline.
    @Test func aTrickledDownloadFailsAtItsDeadlineWithTheReason() async throws {
        let server = try TricklingServer(.http, interval: 0.5)
        let http = try HTTPClient(baseURL: server.baseURL, timeout: 2)
        let refresh = KISMasterCatalogRefresh(http: http, cache: InMemoryCacheFileStore(now: Self.now), bundledListingDate: "2026-04-14", clock: { Self.now })
        let run = refresh.start()
        defer { run.dispose() }
        let statuses = await collect(refresh.status, timeout: 40) { statuses in
            statuses.contains { if case .failed = $0.activity { true } else { false } }
        }
        #expect(statuses.last?.activity == .failed(reason: "Could not download kospi_code.mst.zip: 127.0.0.1 did not answer in full within 2.0 s."))
    }

    /// The app gives the download a whole-exchange deadline of a minute (a master file is a few hundred KB).
    @Test func theDownloadDeadlineIsAMinute() {
        #expect(KISMasterCatalogRefresh.downloadDeadline == 60)
    }

    @Test func aMissingFileOnTheServerKeepsTheBundledCatalog() async throws {
        let harness = try await Harness()
        let run = harness.refresh.start()
        defer { run.dispose() }
        let settled = try #require(await harness.settled())
        #expect(settled.source == .bundled(listingDate: "2026-04-14"))
        guard case .failed(let reason) = settled.activity else { Issue.record("not failed: \(settled)"); return }
        #expect(reason.hasPrefix("Could not download kospi_code.mst.zip: The server answered HTTP 404"))
    }

    @Test func todaysCacheIsUsedWithoutDownloading() async throws {
        let harness = try await Harness(background: ImmediateScheduler.instance)
        try harness.seedCache(writtenAt: Self.now.addingTimeInterval(-3600))
        try await harness.serve(kospi: "kospi_code_newer.mst.zip")
        let run = harness.refresh.start()
        defer { run.dispose() }
        #expect(harness.statuses.withLock { $0.last } == StockCatalogStatus(source: .kisMaster(downloadedAt: Self.now.addingTimeInterval(-3600)), activity: .idle))
        #expect(await harness.requestedPaths() == [], "decided in start(): nothing downloaded, nothing pending")
    }

    @Test func isDueOncePerKoreaDate() {
        // 2026-12-01 23:59 and 2026-12-02 00:01 Korea time.
        let lateEvening = Date(timeIntervalSince1970: 1_796_137_140)
        #expect(KISMasterCatalogRefresh.isDue(cachedAt: nil, now: lateEvening))
        #expect(!KISMasterCatalogRefresh.isDue(cachedAt: lateEvening.addingTimeInterval(-43_000), now: lateEvening))
        #expect(KISMasterCatalogRefresh.isDue(cachedAt: lateEvening, now: lateEvening.addingTimeInterval(120)))
    }
}
