// The simulated account: seeded from --seed, saved 0600 in the data folder and read back, a damaged file left alone.

import Domain
import Foundation
import MarketData
import Reactive
import ReactiveTesting
import Testing

@Suite struct SimulatedAccountRepositoryTests {
    private static let listings = SimulatedListing.synthetic(count: 20)

    private static func repository(seed: UInt64, file: String?, isReadOnly: Bool = false) -> SimulatedAccountRepository {
        let scheduler = SimulatedExchangeTests.scheduler()
        let exchange = SimulatedExchange(listings: listings, configuration: .init(seed: seed), calendar: KRXCalendar(closures: [:]), scheduler: scheduler)
        return SimulatedAccountRepository(exchange: exchange, listings: listings, seed: seed, filePath: file, isReadOnly: isReadOnly, scheduler: scheduler)
    }

    private static func latest(_ repository: SimulatedAccountRepository) -> AccountSnapshot? {
        var latest: AccountSnapshot?
        repository.snapshots.subscribe(onNext: { latest = $0 }).dispose()
        return latest
    }

    private static func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("account-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func theSameSeedSeedsTheSameAccountAndAnotherSeedAnother() throws {
        let first = try #require(Self.latest(Self.repository(seed: 7, file: nil)))
        let again = try #require(Self.latest(Self.repository(seed: 7, file: nil)))
        let other = try #require(Self.latest(Self.repository(seed: 8, file: nil)))
        #expect(first.holdings.count == 4)
        #expect(first.holdings.map(\.code) == again.holdings.map(\.code))
        #expect(first.holdings.map(\.purchaseAmount) == again.holdings.map(\.purchaseAmount))
        #expect(first.cash == again.cash)
        #expect(first.holdings.map(\.code) != other.holdings.map(\.code) || first.cash != other.cash)
        #expect((10_000_000...19_000_000).contains(first.cash.settled))
        #expect(first.holdings.allSatisfy { $0.quantity > 0 && KRXPriceGrid.exchangeTradedProducts.isOnGrid($0.averagePrice) && $0.brokerPrice != nil }) // the finer grid: a share's price is on it too
    }

    @Test func theAccountIsSavedPrivatelyAndReadBackWhateverTheNextSeed() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/" + SimulatedAccountRepository.fileName
        let seeded = try #require(Self.latest(Self.repository(seed: 7, file: file)))
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let reread = try #require(Self.latest(Self.repository(seed: 99, file: file)))
        #expect(reread.holdings.map(\.code) == seeded.holdings.map(\.code))
        #expect(reread.cash == seeded.cash)
        #expect(reread.notices.isEmpty)
    }

    @Test func aDamagedFileIsLeftAsItIsAndSaid() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/" + SimulatedAccountRepository.fileName
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: file))
        let repository = Self.repository(seed: 7, file: file)
        let snapshot = try #require(Self.latest(repository))
        #expect(snapshot.holdings.count == 4)
        #expect(snapshot.notices.contains { $0.contains("simulated-account.json could not be read") })
        #expect(repository.openingProblems == snapshot.notices, "said at start too, not only on the Account view")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "{ not json")
    }

    @Test func aReadOnlyInstanceWritesNothing() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/" + SimulatedAccountRepository.fileName
        _ = Self.repository(seed: 7, file: file, isReadOnly: true)
        #expect(!FileManager.default.fileExists(atPath: file))
    }
}
