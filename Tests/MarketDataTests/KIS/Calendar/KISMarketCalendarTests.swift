// The KIS-confirmed calendar: chk-holiday parsing, the once-a-day cache, the override, and failures that keep the file.

import Domain
import Foundation
@testable import MarketData
import NetworkTestSupport
import Reactive
import ReactiveTesting
import Testing

@Suite struct KISMarketCalendarTests {
    /// 2026-12-01 10:00 Korea time, a Tuesday.
    private static let now = Date(timeIntervalSince1970: 1_796_086_800)
    private static let today = CalendarDay("2026-12-01")!
    /// A date the bundled file of these tests marks uncertain.
    private static let uncertain = CalendarDay("2026-12-03")!
    private static let bundled = KRXCalendar(closures: [uncertain: .uncertain])

    private struct Unreachable: Error, UserFacingError {
        var message: String { "could not connect to 127.0.0.1" }
    }

    /// The calendar over a scripted fetch, counting its calls, with the notices it said.
    private final class Harness {
        let cache = InMemoryCacheFileStore(now: KISMarketCalendarTests.now)
        let fetches = LockedState<[CalendarDay]>([])
        let notices = LockedState<[String]>([])
        let answer: @Sendable () -> Result<[KISHolidayOutputDTO], any Error>
        let calendar: KISMarketCalendar
        /// The virtual clock, at `KISMarketCalendarTests.now` until a test advances it; the calendar's
        /// background work runs on it too, so everything it does happens when virtual time advances.
        let scheduler = TestScheduler(initialClock: Int(KISMarketCalendarTests.now.timeIntervalSince1970))
        let subscription = SerialDisposable()

        init(answer: @escaping @Sendable () -> Result<[KISHolidayOutputDTO], any Error>) {
            self.answer = answer
            let fetches = fetches
            calendar = KISMarketCalendar(
                bundled: KISMarketCalendarTests.bundled,
                fetch: { day in
                    fetches.withLock { $0.append(day) }
                    return Single.create { observer in
                        observer(answer())
                        return Disposables.create()
                    }
                },
                cache: cache,
                scheduler: scheduler,
                background: scheduler
            )
        }

        /// Subscribes the notices and runs the calendar's work due in the next minute of virtual time
        /// (each hop between schedulers takes a virtual second): afterwards nothing more is pending.
        func run() {
            subscription.disposable = calendar.notices().subscribe(onNext: { [notices] notice in notices.withLock { $0.append(notice) } })
            settle()
        }

        /// Runs the work due in the next minute of virtual time.
        func settle() {
            scheduler.advanceTo(scheduler.clock + 60)
        }
    }

    private static func rows(closed: Set<String>) -> [KISHolidayOutputDTO] {
        (1...24).map { offset in
            let day = today.adding(days: offset - 1)
            let text = "\(day.year)\(day.month < 10 ? "0" : "")\(day.month)\(day.day < 10 ? "0" : "")\(day.day)"
            return KISHolidayOutputDTO(date: text, isOpen: day.isWeekend || closed.contains(text) ? "N" : "Y")
        }
    }

    @Test func rowsParseIntoConfirmationsAndBadOnesAreRefusedByName() throws {
        #expect(try KISHolidayOutputDTO(date: "20261225", isOpen: "N").toDomain() == MarketDayConfirmation(day: CalendarDay("2026-12-25")!, isOpen: false))
        #expect(try KISHolidayOutputDTO(date: "20261201", isOpen: "Y").toDomain().isOpen)
        #expect(throws: KISError.malformedField(name: "bass_dt", value: "2026-12-25")) { try KISHolidayOutputDTO(date: "2026-12-25", isOpen: "N").toDomain() }
        #expect(throws: KISError.malformedField(name: "bass_dt", value: "20261232")) { try KISHolidayOutputDTO(date: "20261232", isOpen: "N").toDomain() }
        #expect(throws: KISError.malformedField(name: "opnd_yn", value: "")) { try KISHolidayOutputDTO(date: "20261225", isOpen: "").toDomain() }
        let answer = #"{"ctx_area_nk":"","ctx_area_fk":"","output":[{"bass_dt":"20261203","wday_dvsn_cd":"05","bzdy_yn":"Y","tr_day_yn":"Y","opnd_yn":"Y","sttl_day_yn":"Y"}],"rt_cd":"0","msg_cd":"MCA00000","msg1":"ok"}"#
        let decoded = try JSONDecoder().decode(KISHolidayResponseDTO.self, from: Data(answer.utf8))
        #expect(try decoded.envelope.successOutput() == [KISHolidayOutputDTO(date: "20261203", isOpen: "Y")])
    }

    @Test func withNothingCachedKISIsAskedOnceFromTodayAndItsWordIsCachedAndUsed() async throws {
        let harness = Harness { .success(KISMarketCalendarTests.rows(closed: ["20261203"])) }
        #expect(harness.calendar.calendar.marketDay(Self.uncertain) == .holiday(.uncertain))
        harness.run()
        #expect((try? harness.cache.cachedFile(named: KISMarketCalendar.cacheName)) != nil)
        #expect(harness.fetches.withLock { $0 } == [Self.today])
        #expect(harness.calendar.calendar.marketDay(Self.uncertain) == .holiday(.scheduled))
        #expect(harness.notices.withLock { $0 }.isEmpty)
        let cached = try #require(try harness.cache.cachedFile(named: KISMarketCalendar.cacheName))
        #expect(try JSONDecoder().decode([KISHolidayOutputDTO].self, from: Data(cached.bytes)).count == 24)
    }

    @Test func kisOverridesTheFileBothWays() async {
        let harness = Harness { .success(KISMarketCalendarTests.rows(closed: ["20261204"])) }
        harness.run()
        #expect(harness.calendar.calendar.marketDay(Self.uncertain) == .trading(.regular, uncertain: false))
        #expect(harness.calendar.calendar.marketDay(CalendarDay("2026-12-04")!) == .holiday(.scheduled))
    }

    @Test func anAnswerCachedTodayIsUsedWithoutAskingAgain() async throws {
        let harness = Harness { .failure(Unreachable()) }
        harness.cache.seed(KISMarketCalendar.cacheName, Array(try JSONEncoder().encode(Self.rows(closed: ["20261203"]))), writtenAt: Self.now.addingTimeInterval(-3_600))
        harness.run()
        #expect(harness.calendar.calendar.marketDay(KISMarketCalendarTests.uncertain) == .holiday(.scheduled))
        #expect(harness.fetches.withLock { $0 }.isEmpty)
        #expect(harness.notices.withLock { $0 }.isEmpty)
    }

    @Test func anAnswerCachedYesterdayIsUsedAndKISAskedAgain() async throws {
        let harness = Harness { .success(KISMarketCalendarTests.rows(closed: [])) }
        harness.cache.seed(KISMarketCalendar.cacheName, Array(try JSONEncoder().encode(Self.rows(closed: ["20261203"]))), writtenAt: Self.now.addingTimeInterval(-86_400))
        harness.run()
        #expect(!harness.fetches.withLock { $0 }.isEmpty && harness.calendar.calendar.marketDay(KISMarketCalendarTests.uncertain).hours != nil)
        #expect(harness.fetches.withLock { $0 } == [Self.today])
        #expect(harness.calendar.calendar.marketDay(Self.uncertain) == .trading(.regular, uncertain: false))
    }

    @Test func anAppRunningPastKoreaMidnightAsksAgainForTheNewDay() async throws {
        let harness = Harness { .success(KISMarketCalendarTests.rows(closed: ["20261203"])) }
        harness.cache.seed(KISMarketCalendar.cacheName, Array(try JSONEncoder().encode(Self.rows(closed: ["20261203"]))), writtenAt: Self.now.addingTimeInterval(-3_600))
        harness.run()
        #expect(harness.calendar.calendar.marketDay(KISMarketCalendarTests.uncertain) == .holiday(.scheduled))
        let midnight = KoreaTime.date(of: Self.today.adding(days: 1), minute: 0)
        harness.scheduler.advanceTo(Int(midnight.timeIntervalSince1970) - 1)
        #expect(harness.fetches.withLock { $0 }.isEmpty)
        harness.scheduler.advanceTo(Int(midnight.timeIntervalSince1970) + 1)
        harness.settle()
        #expect(harness.fetches.withLock { $0 } == [Self.today.adding(days: 1)])
    }

    @Test func aFailedRequestKeepsTheFilesCalendarAndSaysWhyOnce() throws {
        let harness = Harness { .failure(Unreachable()) }
        harness.run()
        harness.settle()
        #expect(harness.notices.withLock { $0 } == [
            "KRX calendar not confirmed (KIS chk-holiday failed: could not connect to 127.0.0.1); the bundled holiday file is in use.",
        ])
        #expect(harness.calendar.calendar.marketDay(Self.uncertain) == .holiday(.uncertain))
        #expect(try harness.cache.cachedFile(named: KISMarketCalendar.cacheName) == nil)
    }

    @Test func aMalformedAnswerIsRefusedWholeAndNotCached() async throws {
        let harness = Harness { .success([KISHolidayOutputDTO(date: "20261203", isOpen: "N"), KISHolidayOutputDTO(date: "2026120", isOpen: "Y")]) }
        harness.run()
        #expect(!harness.notices.withLock { $0 }.isEmpty)
        #expect(harness.notices.withLock { $0 }.first?.contains("answer refused") == true)
        #expect(harness.calendar.calendar.marketDay(Self.uncertain) == .holiday(.uncertain))
        #expect(try harness.cache.cachedFile(named: KISMarketCalendar.cacheName) == nil)
    }

    @Test func aDamagedCacheIsSaidAndKISAskedAgain() async throws {
        let harness = Harness { .success(KISMarketCalendarTests.rows(closed: ["20261203"])) }
        harness.cache.seed(KISMarketCalendar.cacheName, Array("[{\"bass_dt\":".utf8), writtenAt: Self.now)
        harness.run()
        #expect(harness.calendar.calendar.marketDay(KISMarketCalendarTests.uncertain) == .holiday(.scheduled))
        #expect(harness.fetches.withLock { $0 } == [Self.today])
        #expect(harness.notices.withLock { $0 }.first?.hasPrefix("The cached KIS calendar (kis-holidays.json) is unusable") == true)
    }

    @Test func theFakeServerAnswersChkHolidayForARealAccount() async throws {
        let server = try await FakeKISServer.shared.value
        let credentials = KISCredentials.fakeServerAccount()
        await server.setClosedDays(["20261203"])
        let client = try KISClient.forTests(server: server, accountType: .real, credentials: credentials, cacheDirectory: nil)
        let rows = try await firstResult(of: client.fetchMarketDays(from: Self.today)).get()
        #expect(rows.count == 24)
        #expect(rows.prefix(5).map(\.isOpen) == ["Y", "Y", "N", "Y", "N"])
        let request = try #require(await server.requests(appKey: credentials.appKey).last { $0.path.hasSuffix("chk-holiday") })
        #expect(request.headers.contains { $0[0].lowercased() == "tr_id" && $0[1] == "CTCA0903R" })
        #expect(request.query.first { $0[0] == "BASS_DT" }?[1] == "20261201")
        await server.inject(.kisError("EGW00201", message: "초당 거래건수를 초과하였습니다.", status: 500), on: .holiday, appKey: credentials.appKey)
        let refused = await firstResult(of: client.fetchMarketDays(from: Self.today))
        #expect(throws: KISError.self) { try refused.get() }
    }
}
