// The venue of each KIS call: the wanted one on a real account for Nextrade's stocks, KRX's everywhere else.

import Domain
import Foundation
@testable import MarketData
import Testing

@Suite struct KISVenueChoiceTests {
    private static let samsung = StockCode("005930")!
    /// Not traded on Nextrade in these tests.
    private static let other = StockCode("035720")!

    private static func choice(_ wanted: Venue, _ account: KISAccountType) -> KISVenueChoice {
        KISVenueChoice(wanted: wanted, accountType: account, nxtEligible: [samsung])
    }

    @Test(arguments: [Venue.unified, .nxt, .krx])
    func aPaperAccountGetsKRXWhateverIsAsked(wanted: Venue) {
        let choice = Self.choice(wanted, .paper)
        #expect(choice.venue(of: Self.samsung) == .krx)
        #expect(choice.marketCode(of: Self.samsung) == "J")
        #expect(choice.onVenue(.trades(Self.samsung)).transaction == "H0STCNT0")
        #expect(choice.onVenue(.orderBook(Self.samsung)).transaction == "H0STASP0")
        #expect(choice.seesKRXOnly)
        #expect(choice.isNarrowedToKRX == (wanted != .krx))
    }

    @Test func aRealAccountGetsTheUnifiedPriceOfNextradesStocks() {
        let choice = Self.choice(.unified, .real)
        #expect(choice.marketCode(of: Self.samsung) == "UN")
        #expect(choice.onVenue(.trades(Self.samsung)) == KISRegistration(transaction: "H0UNCNT0", key: "005930"))
        #expect(choice.onVenue(.orderBook(Self.samsung)) == KISRegistration(transaction: "H0UNASP0", key: "005930"))
        #expect(!choice.seesKRXOnly)
        #expect(!choice.isNarrowedToKRX)
    }

    @Test func aRealAccountAskingForNextradeGetsNX() {
        let choice = Self.choice(.nxt, .real)
        #expect(choice.marketCode(of: Self.samsung) == "NX")
        #expect(choice.onVenue(.trades(Self.samsung)).transaction == "H0NXCNT0")
        #expect(choice.onVenue(.orderBook(Self.samsung)).transaction == "H0NXASP0")
    }

    @Test(arguments: [Venue.unified, .nxt])
    func aStockNextradeDoesNotTradeStaysOnKRX(wanted: Venue) {
        let choice = Self.choice(wanted, .real)
        #expect(choice.venue(of: Self.other) == .krx)
        #expect(choice.marketCode(of: Self.other) == "J")
        #expect(choice.onVenue(.trades(Self.other)).transaction == "H0STCNT0")
    }

    @Test func aRealAccountAskingForKRXSeesKRXOnlyWithoutBeingNarrowed() {
        let choice = Self.choice(.krx, .real)
        #expect(choice.marketCode(of: Self.samsung) == "J")
        #expect(choice.seesKRXOnly)
        #expect(!choice.isNarrowedToKRX)
    }

    @Test func inquirePriceAsksForTheVenuesMarketCode() {
        let token = KISAccessToken(value: "tok", issuedAt: Date(), expiresAt: Date())
        let credentials = try! KISCredentials(appKey: "app-key", appSecret: "app-secret")
        for (venue, code) in [(Venue.krx, "J"), (.nxt, "NX"), (.unified, "UN")] {
            let endPoint = KISEndPoints.inquirePrice(Self.samsung, on: venue, token: token, credentials: credentials)
            #expect(endPoint.queryItems.first == URLQueryItem(name: "FID_COND_MRKT_DIV_CODE", value: code))
            let charts = [
                KISChartEndPoints.minuteBars(Self.samsung, on: venue, hour: "193000", token: token, credentials: credentials).queryItems,
                KISChartEndPoints.dailyBars(Self.samsung, on: venue, from: "20261101", through: "20261204", token: token, credentials: credentials).queryItems,
                KISChartEndPoints.orderBook(Self.samsung, on: venue, token: token, credentials: credentials).queryItems,
            ]
            for query in charts {
                #expect(query.first { $0.name == "FID_COND_MRKT_DIV_CODE" }?.value == code)
            }
        }
    }

    @Test func ordersGoToKRXInItsSessionAndToNextradeOnlyFromARealAccountForItsStocks() {
        let both = VenueSessions(krx: .regular, nxt: .regular)
        let evening = VenueSessions(krx: .closed, nxt: .afterMarket)
        let real = KISVenueChoice(wanted: .krx, accountType: .real, nxtEligible: [Self.samsung])
        let paper = KISVenueChoice(wanted: .nxt, accountType: .paper, nxtEligible: [Self.samsung])
        #expect(real.orderVenues(for: Self.samsung, in: both) == [.krx, .nxt])
        #expect(real.orderVenues(for: Self.other, in: both) == [.krx])
        #expect(real.orderVenues(for: Self.samsung, in: evening) == [.nxt])
        #expect(paper.orderVenues(for: Self.samsung, in: both) == [.krx])
        #expect(paper.orderVenues(for: Self.samsung, in: evening).isEmpty)
    }
}
