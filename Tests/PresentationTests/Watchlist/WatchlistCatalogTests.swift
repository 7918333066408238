// The watchlist view model when the stock catalog is refreshed while it runs: names, marks, filter, status line.

import Domain
import Foundation
import Presentation
import Reactive
import ReactiveTesting
import Testing

@Suite struct WatchlistCatalogTests {
    private static let main = Watchlist(
        id: WatchlistID("main"), name: "관심종목", codes: [Listings.samsung.code, Listings.kakao.code, Listings.naver.code],
        storedNames: [Listings.naver.code: "NAVER"]
    )
    /// 삼성전자 renamed, NAVER gone, 카카오 unchanged.
    private static let renamedSamsung = Stock(code: Listings.samsung.code, nameKorean: "삼성전자홀딩스", nameEnglish: "Samsung Holdings", market: .kospi)

    private func run(_ screen: WatchlistScreen) {
        let live = Resources.countingLive { screen.run(until: 1000) }
        #expect(live == 0)
    }

    @Test func aReplacedCatalogRenamesRowsAndMarksTheUnlistedOnesKeepingTheirQuotes() throws {
        let screen = WatchlistScreen([Self.main])
        screen.quote(Listings.naver, price: 205_000, base: 200_000, at: 205)
        screen.at(300) { screen.catalog.replace(with: [Self.renamedSamsung, Listings.kakao]) }
        run(screen)
        let before = try #require(screen.state(at: 299))
        #expect(before.rows.map(\.name) == ["삼성전자", "카카오", "NAVER"])
        #expect(before.rows.map(\.isUnlisted) == [false, false, false])
        let after = try #require(screen.state(at: 301))
        #expect(after.rows.map(\.name) == ["삼성전자홀딩스", "카카오", "NAVER"])
        #expect(after.rows.map(\.englishName) == ["Samsung Holdings", "Kakao Corp.", ""])
        #expect(after.rows.map(\.isUnlisted) == [false, false, true])
        #expect(after.rows[2].price == "205,000")
    }

    @Test func theFilterMatchesTheNewNames() throws {
        let screen = WatchlistScreen([Self.main])
        screen.at(300) { screen.catalog.replace(with: [Self.renamedSamsung, Listings.kakao, Listings.naver]) }
        screen.press(.filter(.begin), at: 310)
        screen.press(.filter(.edit(.insert("홀딩스"))), at: 311)
        run(screen)
        #expect(screen.state(at: 312)?.rows.map(\.code) == ["005930"])
    }

    @Test func theStatusLineSaysWhichCatalogIsInUseItsRefreshAndWhyOneFailed() throws {
        let screen = WatchlistScreen([Self.main])
        let downloadedAt = Date(timeIntervalSince1970: 1_796_086_800)
        screen.at(250) { screen.catalog.report(StockCatalogStatus(source: .bundled(listingDate: "2026-04-14"), activity: .refreshing(completed: 1, total: 2))) }
        screen.at(260) { screen.catalog.report(StockCatalogStatus(source: .kisMaster(downloadedAt: downloadedAt), activity: .idle)) }
        screen.at(270) {
            screen.catalog.report(StockCatalogStatus(source: .kisMaster(downloadedAt: downloadedAt), activity: .failed(reason: "bad CRC\u{1B}[2J")))
        }
        run(screen)
        #expect(screen.state(at: 249)?.catalog == nil)
        let refreshing = try #require(screen.state(at: 251)?.catalog)
        #expect(refreshing.summary == "catalog KRX listing 2026-04-14")
        #expect(refreshing.progress == "refreshing 1/2")
        let refreshed = try #require(screen.state(at: 261)?.catalog)
        #expect(refreshed.summary == "catalog KIS master 2026-12-01")
        #expect(refreshed.progress == nil && refreshed.problem == nil)
        let failed = try #require(screen.state(at: 271)?.catalog)
        #expect(failed.summary == "catalog KIS master 2026-12-01")
        #expect(failed.problem?.hasPrefix("catalog refresh failed, previous catalog kept: bad CRC") == true)
        #expect(failed.problem?.contains("\u{1B}") == false)
    }
}
