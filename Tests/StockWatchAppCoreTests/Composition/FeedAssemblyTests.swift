// The feed's choices: the simulated exchange or KIS (paper or real host), refused without credentials or with --clock against a real server.

import Domain
import Foundation
import MarketData
import Reactive
import Storage
import Testing
@testable import StockWatchAppCore

@Suite struct FeedAssemblyTests {
    private func settings(_ options: LaunchOptions, _ configuration: Configuration = Configuration()) -> AppSettings {
        AppSettings(options: options, configuration: configuration, defaultSeed: 1)
    }

    /// The kis feed's settings with an app key and secret, on `account` ("paper" or "real").
    private func kisSettings(account: String, restHost: String? = nil) -> AppSettings {
        settings(LaunchOptions(), Configuration(feed: .kis, kis: KISSettings(account: account, restHost: restHost, appKey: "key", appSecret: "secret")))
    }

    /// The kis feed on `account` with an account number, its orders set to go to KIS's paper host (`trading = "paper"`).
    private func tradingOnPaper(account: String) -> AppSettings {
        var settings = kisSettings(account: account)
        settings.kis.accountNumber = "50123456-01"
        settings.orders = OrderSettings(mode: .paper)
        return settings
    }

    /// Builds the feed of `settings` over the bundled catalog, with its files in a fresh folder.
    private func feed(_ settings: AppSettings) throws -> FeedAssembly {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stockwatch-feed-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let paths = StoragePaths(dataDirectory: folder, configDirectory: folder, cacheDirectory: folder)
        let catalog = try CatalogAssembly(settings: settings, cacheDirectory: folder)
        return try FeedAssembly(
            settings: settings, paths: paths, scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "test"), calendar: try BundledMarketCalendar.load(),
            catalog: catalog, store: try WatchlistStoreAssembly(settings: settings, paths: paths, catalog: catalog)
        )
    }

    @Test func theKISFeedIsRefusedWithoutAnAppKeyAndSecretBeforeAnythingOpens() throws {
        #expect(throws: LaunchError.kisCredentialsMissing(configFile: "/c/config.json")) {
            try FeedAssembly.check(settings(LaunchOptions(feed: .kis)), configFile: "/c/config.json")
        }
        #expect(throws: LaunchError.kisCredentialsMissing(configFile: "/c/config.json")) {
            try FeedAssembly.check(settings(LaunchOptions(), Configuration(feed: .kis, kis: KISSettings(appKey: "key"))), configFile: "/c/config.json")
        }
        try FeedAssembly.check(settings(LaunchOptions()), configFile: "/c/config.json")
        try FeedAssembly.check(kisSettings(account: "paper"), configFile: "/c/config.json")
    }

    @Test func theClockIsRefusedWithARemoteKISHostAndAllowedWithOneOnThisMachine() throws {
        let moment = ClockStart.moment(CalendarDay("2026-12-25")!, second: 36_000)
        for remote in [kisSettings(account: "real"), kisSettings(account: "paper", restHost: "https://openapi.koreainvestment.com:9443")] {
            var withClock = remote
            withClock.clock = moment
            #expect(throws: LaunchError.clockNeedsSimulatedFeed) { try FeedAssembly.check(withClock, configFile: "") }
            try FeedAssembly.check(remote, configFile: "")
        }
        var local = kisSettings(account: "real", restHost: "http://127.0.0.1:8123")
        local.clock = moment
        try FeedAssembly.check(local, configFile: "")
        var simulated = settings(LaunchOptions())
        simulated.clock = moment
        try FeedAssembly.check(simulated, configFile: "")
    }

    @Test func theSimulatedFeedTradesTheCatalogWithAnAccountAndNoKISParts() throws {
        let simulated = try feed(settings(LaunchOptions(seed: 1)))
        #expect(simulated.quotes is SimulatedExchange)
        #expect(simulated.readPacing == nil && simulated.venueNotice == nil && simulated.tokenCacheProblem == nil)
        #expect(simulated.calendars == nil && simulated.feedSettings == nil && simulated.venueEligibility == nil)
        #expect(simulated.account is SimulatedAccountRepository)
        #expect(simulated.orders is SimulatedAccountRepository)
        var paperOrders = settings(LaunchOptions(seed: 1))
        paperOrders.orders = OrderSettings(mode: .paper)
        let refusing = try feed(paperOrders)
        #expect(refusing.orders == nil)
        #expect(refusing.ordersUnavailable == .modeNeedsKIS(.paper))
    }

    @Test func aPaperKISAccountSeesKRXOnlyAndIsToldSoOnce() throws {
        let kis = try feed(tradingOnPaper(account: "paper"))
        #expect(kis.quotes is KRXOnlyQuoteRepository)
        #expect(kis.readPacing != nil && kis.feedSettings != nil)
        #expect(kis.venueNotice?.contains("KRX prices only") == true)
        #expect(kis.calendars == nil && kis.venueEligibility == nil)
        #expect(kis.account != nil)
        #expect(kis.orders != nil)
    }

    @Test func aRealKISAccountStreamsEveryVenueOnKISConfirmedCalendar() throws {
        let kis = try feed(tradingOnPaper(account: "real"))
        #expect(kis.quotes is KISRealtimeQuoteRepository)
        #expect(kis.readPacing != nil && kis.venueNotice == nil)
        #expect(kis.calendars is KISMarketCalendar)
        #expect(kis.venueEligibility is KISNXTEligibilityRefresh)
        #expect(kis.orders == nil)
        #expect(kis.ordersUnavailable == .paperNeedsPaperHost)
    }

    @Test func aKISHostThatIsNotAURLIsRefused() {
        #expect(throws: LaunchError.kisUnavailable("http://[::1 is not a URL")) { try feed(kisSettings(account: "paper", restHost: "http://[::1")) }
    }

    @Test func theClockMovesTheKISFeedsTimeOnlyAgainstATestServerOnThisMachine() {
        #expect(FeedAssembly.kisHostsAreOnThisMachine(KISSettings(account: "real", restHost: "http://127.0.0.1:8123")))
        #expect(FeedAssembly.kisHostsAreOnThisMachine(KISSettings(restHost: "http://localhost:8123")))
        #expect(!FeedAssembly.kisHostsAreOnThisMachine(KISSettings(account: "real")))
        #expect(!FeedAssembly.kisHostsAreOnThisMachine(KISSettings(restHost: "https://openapi.koreainvestment.com:9443")))
    }

    @Test func withAMarketDataKeyTheClockNeedsItsHostOnThisMachineToo() {
        var kis = KISSettings(restHost: "http://127.0.0.1:8123")
        kis.marketDataAppKey = "md-app"
        kis.marketDataAppSecret = "md-app-secret"
        #expect(!FeedAssembly.kisHostsAreOnThisMachine(kis), "KIS's real host")
        kis.marketDataHost = "http://127.0.0.1:8124"
        #expect(FeedAssembly.kisHostsAreOnThisMachine(kis))
    }

    @Test func aMarketDataKeyPutsTheQuotesOnTheRealHostsSocketAndTellsSoOnce() throws {
        var settings = tradingOnPaper(account: "paper")
        #expect(try feed(settings).calendars == nil, "a paper key has no chk-holiday")
        settings.kis.marketDataAppKey = "md-app"
        settings.kis.marketDataAppSecret = "md-app-secret"
        #expect(FeedAssembly.realtimeAccess(settings, isSecondInstance: false, marketData: true) == .session(KISRealtimeAccess.officialURL(.real)))
        #expect(FeedAssembly.realtimeAccess(settings, isSecondInstance: false) == .session(KISRealtimeAccess.officialURL(.paper)))
        let kis = try feed(settings)
        #expect(kis.venueNotice == FeedAssembly.marketDataNotice)
        #expect(kis.calendars != nil, "KIS's calendar through the real account's key")
        #expect(kis.orders != nil && kis.account != nil, "orders and the account stay on the paper account")
    }

    @Test func aPaperAccountIsToldOnceThatItGetsKRXPricesOnly() throws {
        let eligible: Set<StockCode> = [StockCode("005930")!]
        let notice = try #require(FeedAssembly.venueNotice(KISVenueChoice(wanted: .unified, accountType: .paper, nxtEligible: eligible)))
        #expect(notice.contains("KRX prices only") && notice.contains("real accounts only") && notice.contains("KRX close"))
        #expect(FeedAssembly.venueNotice(KISVenueChoice(wanted: .nxt, accountType: .paper, nxtEligible: eligible)) == notice)
        #expect(FeedAssembly.venueNotice(KISVenueChoice(wanted: .krx, accountType: .paper, nxtEligible: eligible)) == nil)
        #expect(FeedAssembly.venueNotice(KISVenueChoice(wanted: .unified, accountType: .real, nxtEligible: eligible)) == nil)
    }

    @Test func theSimulatorPublishesOncePerRefreshAndSharesTheTickRate() {
        var options = LaunchOptions(seed: 5, refreshSeconds: 0.25)
        options.diagnostics.ticksPerSecond = 1_000
        let configuration = FeedAssembly.simulatorConfiguration(settings(options), listingCount: 200)
        #expect(configuration.seed == 5)
        #expect(configuration.publishInterval == .milliseconds(250))
        #expect(configuration.tradesPerSecond == 5...5)
    }

    @Test func theRawKISSettingsBecomeOneValidatedHost() throws {
        #expect(try FeedAssembly.kisHost(KISSettings(account: "real")) == .real)
        #expect(try FeedAssembly.kisHost(KISSettings()) == .paper)
        let local = try FeedAssembly.kisHost(KISSettings(account: "real", restHost: "http://127.0.0.1:8123"))
        #expect(local == KISHost(baseURL: URL(string: "http://127.0.0.1:8123")!, accountType: .real))
    }

    @Test func onlyTheFirstInstanceWithRealtimeOnOpensTheSession() {
        let kis = Configuration(feed: .kis, kis: KISSettings(account: "real"))
        #expect(FeedAssembly.realtimeAccess(settings(LaunchOptions(), kis), isSecondInstance: false) == .session(KISRealtimeAccess.officialURL(.real)))
        var local = kis
        local.kisWebSocketURL = "ws://127.0.0.1:8124/tryitout"
        #expect(FeedAssembly.realtimeAccess(settings(LaunchOptions(), local), isSecondInstance: false) == .session(URL(string: "ws://127.0.0.1:8124/tryitout")!))
        #expect(FeedAssembly.realtimeAccess(settings(LaunchOptions(), local), isSecondInstance: true)
            == .restOnly(reason: "another StockWatch holds the session, polling only"))
        #expect(FeedAssembly.realtimeAccess(settings(LaunchOptions(noRealtime: true), local), isSecondInstance: false) == .restOnly(reason: "polling only"))
        local.realtime = false
        #expect(FeedAssembly.realtimeAccess(settings(LaunchOptions(), local), isSecondInstance: false) == .restOnly(reason: "polling only"))
    }

    @Test func kisOrdersGoToTheirModesHostWithAnAccountNumber() {
        let number = KISAccountNumber("50123456-01")!
        #expect(FeedAssembly.kisOrderDesk(.paper, host: .paper, accountNumber: number) == .success(number))
        #expect(FeedAssembly.kisOrderDesk(.paper, host: .paper, accountNumber: nil) == .failure(.noKISAccountNumber))
        #expect(FeedAssembly.kisOrderDesk(.paper, host: .real, accountNumber: number) == .failure(.paperNeedsPaperHost))
        #expect(FeedAssembly.kisOrderDesk(.live, host: .real, accountNumber: number) == .success(number))
        #expect(FeedAssembly.kisOrderDesk(.live, host: .paper, accountNumber: number) == .failure(.liveNeedsRealHost))
        #expect(FeedAssembly.kisOrderDesk(.live, host: .real, accountNumber: nil) == .failure(.noKISAccountNumber))
        #expect(FeedAssembly.kisOrderDesk(.simulated, host: .paper, accountNumber: number) == .failure(.simulatedNeedsSimulatedFeed))
    }
}
