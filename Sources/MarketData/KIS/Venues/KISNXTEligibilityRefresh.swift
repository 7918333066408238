// Nextrade's list for the watched stocks from KIS (search-stock-info), cached for the day in the cache folder.

import Domain
import FoundationEssentials
import Reactive

/// A real account's `VenueEligibilityRepository`: KIS's answer per stock corrects the bundled Nextrade list
/// (`NXTEligibility`) that every quote, batch and real-time registration of the client prices by.
///
/// `kis-nxt-eligibility.json` in the cache folder keeps each stock's last answer and its Korea date; the
/// answers are put in use at once (`applyCachedAnswers`, at start), and a stock is asked about again only
/// on a later day. Requests go one after another through the client's shared rate limiter, so quotes
/// keep their share. A failure keeps the list as it is and is said once.
public final class KISNXTEligibilityRefresh: VenueEligibilityRepository {
    /// The cache file's name.
    static let cacheName = "kis-nxt-eligibility.json"

    /// One stock's last answer.
    struct Answer: Codable, Equatable {
        let day: String
        let eligible: Bool
    }

    private let eligibility: NXTEligibility
    private let fetch: (StockCode) -> Single<Bool>
    private let cache: any CacheFileStore
    /// The clock that decides today's Korea date.
    private let scheduler: any SchedulerType

    /// The refresh of `client`'s list (a real account's), cached in `cache`, dated by `scheduler`'s clock.
    public convenience init(client: KISClient, cache: any CacheFileStore, scheduler: any SchedulerType) {
        self.init(eligibility: client.venues.eligibility, fetch: { client.fetchNXTEligibility(of: $0) }, cache: cache, scheduler: scheduler)
    }

    init(eligibility: NXTEligibility, fetch: @escaping (StockCode) -> Single<Bool>, cache: any CacheFileStore, scheduler: any SchedulerType) {
        self.eligibility = eligibility
        self.fetch = fetch
        self.cache = cache
        self.scheduler = scheduler
    }

    /// Puts every cached answer in use (whatever its day: a day-old answer is closer to the truth than the
    /// bundled list); the problem of an unreadable cache, or nil.
    @discardableResult
    public func applyCachedAnswers() -> String? {
        do {
            for (code, answer) in try cachedAnswers() {
                if let code = StockCode(code) { eligibility.set(code, eligible: answer.eligible) }
            }
            return nil
        } catch {
            return "The cached Nextrade list \(Self.cacheName) could not be read (\(Self.reason(error))); asking KIS again."
        }
    }

    public func refresh(_ codes: [StockCode]) -> Observable<String> {
        Observable.deferred { [self] () -> Observable<String> in
            let today = KoreaTime.dayAndMinute(scheduler.now).0.description
            var answers = (try? cachedAnswers()) ?? [:]
            let due = codes.filter { answers[$0.rawValue]?.day != today }
            guard !due.isEmpty else { return .empty() }
            var changed: [(StockCode, Bool)] = []
            return Observable.from(due)
                .concatMap { [fetch] code in fetch(code).asObservable().map { (code, $0) } }
                .compactMap { [eligibility] code, isEligible -> String? in
                    answers[code.rawValue] = Answer(day: today, eligible: isEligible)
                    if eligibility.set(code, eligible: isEligible) { changed.append((code, isEligible)) }
                    return nil
                }
                .catch { error in Observable.just("Nextrade's list could not be checked with KIS (\(Self.reason(error))); the bundled list is used.") }
                .concat(Observable.deferred { [self] () -> Observable<String> in
                    var notices = changed.isEmpty ? [] : [Self.changeNotice(changed)]
                    do {
                        try cache.replaceFile(named: Self.cacheName, with: Array(try JSONEncoder().encode(answers)))
                    } catch {
                        notices.append("Nextrade's list could not be cached (\(Self.reason(error))).")
                    }
                    return Observable.from(notices)
                })
        }
    }

    /// "Nextrade now trades 005930 and no longer trades 035720 (KIS, today): their prices follow." for the stocks whose venue changed.
    static func changeNotice(_ changes: [(StockCode, Bool)]) -> String {
        let joined = changes.filter(\.1).map(\.0.rawValue), left = changes.filter { !$0.1 }.map(\.0.rawValue)
        let parts = [joined.isEmpty ? nil : "now trades \(joined.joined(separator: ", "))", left.isEmpty ? nil : "no longer trades \(left.joined(separator: ", "))"]
        return "Nextrade " + parts.compactMap(\.self).joined(separator: " and ") + " (KIS, today): their prices follow."
    }

    private static func reason(_ error: any Error) -> String {
        (error as? any UserFacingError)?.message ?? String(describing: error)
    }

    private func cachedAnswers() throws -> [String: Answer] {
        guard let cached = try cache.cachedFile(named: Self.cacheName) else { return [:] }
        return try JSONDecoder().decode([String: Answer].self, from: Data(cached.bytes))
    }
}
