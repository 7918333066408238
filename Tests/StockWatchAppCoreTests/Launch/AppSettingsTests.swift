// Flags over config.json over defaults, and the settings that follow from them.

import Domain
import Storage
import Testing
@testable import StockWatchAppCore

@Suite struct AppSettingsTests {
    private let configured = Configuration(feed: .kis, refreshInterval: 5, colorScheme: .western)

    @Test func theConfigFileFillsWhatTheCommandLineLeaves() {
        let settings = AppSettings(options: LaunchOptions(), configuration: configured, defaultSeed: 99)
        #expect(settings.feed == .kis)
        #expect(settings.refreshSeconds == 5)
        #expect(settings.colors == .western)
        #expect(settings.seed == 99)
        #expect(settings.once == nil)
    }

    @Test func theCommandLineWins() {
        let options = LaunchOptions(feed: .simulated, seed: 7, colors: PriceColorScheme.none, refreshSeconds: 0.5, once: .csv)
        let settings = AppSettings(options: options, configuration: configured, defaultSeed: 99)
        #expect(settings.feed == .simulated)
        #expect(settings.seed == 7)
        #expect(settings.colors == PriceColorScheme.none)
        #expect(settings.refreshSeconds == 0.5)
        #expect(settings.once == .csv)
    }

    @Test func feePercentagesBecomePartsPerMillionAndNotificationsAreKept() {
        let configuration = Configuration(notifications: .off, commissionPercent: 0.015, taxPercent: 0.18)
        let settings = AppSettings(options: LaunchOptions(), configuration: configuration, defaultSeed: 1)
        #expect(settings.tradingCosts == TradingCosts(commissionPerMillion: 150, taxPerMillion: 1_800))
        #expect(settings.notifications == .off)
        #expect(AppSettings(options: LaunchOptions(), configuration: Configuration(), defaultSeed: 1).tradingCosts == .none)
    }

    @Test func theMouseIsOnWhenTheCommandLineOrTheConfigFileSaysSo() {
        let off = Configuration()
        let on = Configuration(mouse: true)
        var mouse = LaunchOptions()
        mouse.mouse = true
        #expect(AppSettings(options: LaunchOptions(), configuration: off, defaultSeed: 1).mouse == false)
        #expect(AppSettings(options: mouse, configuration: off, defaultSeed: 1).mouse == true)
        #expect(AppSettings(options: LaunchOptions(), configuration: on, defaultSeed: 1).mouse == true)
    }

    @Test func rowsGoStaleAfterTenRefreshesAndNeverBeforeThirtySeconds() {
        #expect(AppSettings(options: LaunchOptions(refreshSeconds: 1), configuration: Configuration(), defaultSeed: 1).staleAfterSeconds == 30)
        #expect(AppSettings(options: LaunchOptions(refreshSeconds: 10), configuration: Configuration(), defaultSeed: 1).staleAfterSeconds == 100)
    }
}
