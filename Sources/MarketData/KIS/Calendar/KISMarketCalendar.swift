// The KRX calendar with a real KIS account: the bundled holiday file, confirmed or overridden by chk-holiday once a day.

import Domain
import FoundationEssentials
import Reactive

/// The `--feed kis` calendar of a real account (`MarketCalendarRepository`).
///
/// It starts as the bundled calendar. While `notices()` is subscribed it puts the cached chk-holiday
/// answer in use (`kis-holidays.json` in the cache folder, written with the one atomic writer) and,
/// when that was not fetched on today's Korea date, asks KIS once (CTCA0903R, from today: about three
/// weeks of dates) and caches the answer; it checks again at every Korea midnight on its scheduler, so
/// an app left running past midnight asks for the new day. KIS's word wins over the file (`KRXCalendar.confirming`), so a
/// date the file marks uncertain stops being shown as unconfirmed once KIS has answered for it. Any
/// failure keeps the calendar in use and is said once, as a notice.
public final class KISMarketCalendar: MarketCalendarRepository {
    /// The cache file's name.
    static let cacheName = "kis-holidays.json"

    private let bundled: KRXCalendar
    private let fetch: (CalendarDay) -> Single<[KISHolidayOutputDTO]>
    private let cache: any CacheFileStore
    /// The clock that decides today's Korea date, and the timer of the midnight checks.
    private let scheduler: any SchedulerType
    private let current: LockedState<KRXCalendar>
    /// Where the cache is read and the answer handled: off the caller's (the screen's) thread.
    private let background: any ImmediateSchedulerType

    /// The calendar of `bundled` confirmed through `client` (a real account's), cached in `cache`, checked
    /// on `scheduler`'s clock.
    public convenience init(bundled: KRXCalendar, client: KISClient, cache: any CacheFileStore, scheduler: any SchedulerType) {
        self.init(
            bundled: bundled, fetch: { client.fetchMarketDays(from: $0) }, cache: cache, scheduler: scheduler,
            background: ConcurrentDispatchQueueScheduler(qos: .utility)
        )
    }

    init(
        bundled: KRXCalendar, fetch: @escaping (CalendarDay) -> Single<[KISHolidayOutputDTO]>, cache: any CacheFileStore,
        scheduler: any SchedulerType, background: any ImmediateSchedulerType
    ) {
        self.bundled = bundled
        self.fetch = fetch
        self.cache = cache
        self.scheduler = scheduler
        self.background = background
        current = LockedState(bundled)
    }

    public var calendar: KRXCalendar { current.withLock { $0 } }

    /// Loads the cache and asks KIS when due, in the background, at once and again after every Korea
    /// midnight; emits each problem once. Disposing cancels a request in flight (nothing is cached from it).
    public func notices() -> Observable<String> {
        Observable.deferred { [self] () -> Observable<String> in
            let now = scheduler.now
            let nextMidnight = KoreaTime.date(of: KoreaTime.dayAndMinute(now).0.adding(days: 1), minute: 0)
            let untilMidnight = RxTimeInterval.milliseconds(Int((nextMidnight.timeIntervalSince(now) * 1000).rounded(.up)))
            // Korea keeps no daylight saving: every day is 24 hours long.
            let midnights = Observable<Int>.timer(untilMidnight, period: .seconds(86_400), scheduler: scheduler)
            return Observable.just(0).concat(midnights).concatMap { _ in self.checkWhenDue() }
        }
    }

    /// Loads the cache and, when it is not from today, asks KIS: the notices of one check.
    private func checkWhenDue() -> Observable<String> {
        Observable.deferred { [self] () -> Observable<String> in
            var cacheNotices: [String] = []
            let cachedAt = loadCache { cacheNotices.append($0) }
            let now = scheduler.now
            guard Self.isDue(cachedAt: cachedAt, now: now) else { return Observable.from(cacheNotices) }
            let asked = fetch(KoreaTime.dayAndMinute(now).0).asObservable()
                .observe(on: background)
                .flatMap { rows in Observable.from(self.adopt(rows)) }
                .catch { error in Observable.just(Self.keptFile(because: "KIS chk-holiday failed: \(Self.reason(error))")) }
            return Observable.from(cacheNotices).concat(asked)
        }
        .subscribe(on: background)
    }

    /// True when nothing is cached or the cache was written on an earlier Korea date than `now`'s.
    static func isDue(cachedAt: Date?, now: Date) -> Bool {
        guard let cachedAt else { return true }
        return KoreaTime.dayAndMinute(cachedAt).0 < KoreaTime.dayAndMinute(now).0
    }

    /// Puts the cached answer in use; returns when it was written (nil when missing or unusable).
    private func loadCache(notify: (String) -> Void) -> Date? {
        do {
            guard let cached = try cache.cachedFile(named: Self.cacheName) else { return nil }
            let rows = try JSONDecoder().decode([KISHolidayOutputDTO].self, from: Data(cached.bytes))
            try use(rows)
            return cached.writtenAt
        } catch {
            notify("The cached KIS calendar (\(Self.cacheName)) is unusable, asking KIS again: \(Self.reason(error))")
            return nil
        }
    }

    /// Uses a fresh answer and caches it (a malformed one is refused whole); returns what to say.
    private func adopt(_ rows: [KISHolidayOutputDTO]) -> [String] {
        do {
            try use(rows)
        } catch {
            return [Self.keptFile(because: "KIS chk-holiday answer refused: \(Self.reason(error))")]
        }
        do {
            try cache.replaceFile(named: Self.cacheName, with: Array(try JSONEncoder().encode(rows)))
            return []
        } catch {
            return ["KIS confirmed the KRX calendar, but it could not be cached: \(Self.reason(error))"]
        }
    }

    /// The bundled calendar confirmed by `rows`.
    private func use(_ rows: [KISHolidayOutputDTO]) throws(KISError) {
        var confirmations: [MarketDayConfirmation] = []
        for row in rows { confirmations.append(try row.toDomain()) }
        let confirmed = bundled.confirming(confirmations)
        current.withLock { $0 = confirmed }
    }

    /// The notice for a failure that leaves the bundled calendar (or an earlier answer) in use.
    private static func keptFile(because reason: String) -> String {
        "KRX calendar not confirmed (\(reason)); the bundled holiday file is in use."
    }

    private static func reason(_ error: any Error) -> String {
        (error as? any UserFacingError)?.message ?? String(describing: error)
    }
}
