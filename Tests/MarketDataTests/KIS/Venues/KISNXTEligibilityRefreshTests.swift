// Nextrade's list learned from KIS per watched stock: asked once a day, cached, put in use, changes said.

import Domain
import Foundation
@testable import MarketData
import Reactive
import ReactiveTesting
import Testing

@Suite struct KISNXTEligibilityRefreshTests {
    private static let samsung = StockCode("005930")!, kakao = StockCode("035720")!, naver = StockCode("035420")!
    /// Friday 2026-12-04 10:00 Korea time.
    private static let now = KoreaTime.date(of: CalendarDay("2026-12-04")!, minute: 600)

    /// KIS's answers by code (a code missing fails the request), and the codes asked, in order.
    private final class Answers: @unchecked Sendable {
        var eligible: [StockCode: Bool]
        private(set) var asked: [StockCode] = []
        init(_ eligible: [StockCode: Bool]) { self.eligible = eligible }

        func fetch(_ code: StockCode) -> Single<Bool> {
            asked.append(code)
            guard let answer = eligible[code] else { return .error(KISError.api(code: "EGW00201", message: "초당 거래건수를 초과하였습니다.")) }
            return .just(answer)
        }
    }

    private static func refresh(_ answers: Answers, bundled: Set<StockCode>, cache: InMemoryCacheFileStore) -> (NXTEligibility, KISNXTEligibilityRefresh) {
        let eligibility = NXTEligibility(bundled)
        let scheduler = TestScheduler(initialClock: Int(now.timeIntervalSince1970))
        return (eligibility, KISNXTEligibilityRefresh(eligibility: eligibility, fetch: answers.fetch, cache: cache, scheduler: scheduler))
    }

    private static func notices(_ observable: Observable<String>) -> [String] {
        var notices: [String] = []
        _ = observable.subscribe(onNext: { notices.append($0) })
        return notices
    }

    private static func cached(_ cache: InMemoryCacheFileStore) throws -> [String: KISNXTEligibilityRefresh.Answer] {
        let file = try #require(try cache.cachedFile(named: KISNXTEligibilityRefresh.cacheName))
        return try JSONDecoder().decode([String: KISNXTEligibilityRefresh.Answer].self, from: Data(file.bytes))
    }

    @Test func kisCorrectsTheBundledListBothWaysSaysSoAndCachesTheAnswersForToday() throws {
        let answers = Answers([Self.samsung: false, Self.kakao: true, Self.naver: true])
        let cache = InMemoryCacheFileStore(now: Self.now)
        let (eligibility, refresh) = Self.refresh(answers, bundled: [Self.samsung, Self.naver], cache: cache)
        let notices = Self.notices(refresh.refresh([Self.samsung, Self.kakao, Self.naver]))
        #expect(eligibility.codes == [Self.kakao, Self.naver])
        #expect(notices == ["Nextrade now trades 035720 and no longer trades 005930 (KIS, today): their prices follow."])
        #expect(try Self.cached(cache)["035720"] == .init(day: "2026-12-04", eligible: true))
        #expect(answers.asked == [Self.samsung, Self.kakao, Self.naver])
    }

    @Test func aStockAnsweredTodayIsNotAskedAgainAndNothingChangedSaysNothing() {
        let answers = Answers([Self.samsung: true, Self.kakao: false])
        let cache = InMemoryCacheFileStore(now: Self.now)
        let (_, refresh) = Self.refresh(answers, bundled: [Self.samsung], cache: cache)
        #expect(Self.notices(refresh.refresh([Self.samsung])).isEmpty)
        #expect(Self.notices(refresh.refresh([Self.samsung, Self.kakao])).isEmpty)
        #expect(answers.asked == [Self.samsung, Self.kakao])
    }

    @Test func cachedAnswersArePutInUseAtStartEvenFromAnEarlierDayAndAskedAgain() throws {
        let cache = InMemoryCacheFileStore(now: Self.now)
        cache.seed(KISNXTEligibilityRefresh.cacheName, Array(#"{"035720":{"day":"2026-12-03","eligible":true}}"#.utf8), writtenAt: Self.now)
        let answers = Answers([Self.kakao: true])
        let (eligibility, refresh) = Self.refresh(answers, bundled: [], cache: cache)
        #expect(refresh.applyCachedAnswers() == nil)
        #expect(eligibility.contains(Self.kakao))
        _ = Self.notices(refresh.refresh([Self.kakao]))
        #expect(answers.asked == [Self.kakao], "yesterday's answer is asked again")
        #expect(try Self.cached(cache)["035720"]?.day == "2026-12-04")
    }

    @Test func aFailureKeepsTheListSaysWhyOnceAndKeepsTheAnswersBeforeIt() throws {
        let answers = Answers([Self.samsung: false])
        let cache = InMemoryCacheFileStore(now: Self.now)
        let (eligibility, refresh) = Self.refresh(answers, bundled: [Self.samsung, Self.naver], cache: cache)
        let notices = Self.notices(refresh.refresh([Self.samsung, Self.naver, Self.kakao]))
        #expect(notices.count == 2)
        #expect(notices.first?.hasPrefix("Nextrade's list could not be checked with KIS (") == true && notices.first?.contains("EGW00201") == true)
        #expect(notices.last == "Nextrade no longer trades 005930 (KIS, today): their prices follow.")
        #expect(eligibility.codes == [Self.naver])
        #expect(answers.asked == [Self.samsung, Self.naver], "nothing is asked after the failure")
        #expect(try Self.cached(cache).keys.sorted() == ["005930"])
    }

    @Test func aDamagedCacheIsSaidAndTheBundledListKept() {
        let cache = InMemoryCacheFileStore(now: Self.now)
        cache.seed(KISNXTEligibilityRefresh.cacheName, Array("not json".utf8), writtenAt: Self.now)
        let (eligibility, refresh) = Self.refresh(Answers([:]), bundled: [Self.samsung], cache: cache)
        #expect(refresh.applyCachedAnswers()?.contains(KISNXTEligibilityRefresh.cacheName) == true)
        #expect(eligibility.codes == [Self.samsung])
    }

    @Test func aVenueChoiceFollowsTheListItWasGiven() {
        let choice = KISVenueChoice(wanted: .unified, accountType: .real, nxtEligible: [Self.samsung])
        #expect(choice.venue(of: Self.kakao) == .krx)
        choice.eligibility.set(Self.kakao, eligible: true)
        #expect(choice.venue(of: Self.kakao) == .unified)
        #expect(choice.marketCode(of: Self.kakao) == "UN")
    }
}
