// The default quote feed: an embedded KRX-like exchange publishing simulated trades on a scheduler.

import Domain
import FoundationEssentials
import Reactive

/// A simulated KRX exchange serving live quotes for its listings (the `simulated` feed).
///
/// One `SimulatedTickGenerator` is shared by every subscriber, so two views of a stock agree. While at least
/// one stream is subscribed, a timer on the injected scheduler advances the market every
/// `publishInterval` and publishes the trades made in it, following KRX's and Nextrade's sessions (Korea time,
/// on the exchange's calendar): a listing trades where a venue open to it trades, and otherwise keeps its last
/// values. In `alwaysOpen` mode the market also runs a session of its own while both venues are shut.
public final class SimulatedExchange: QuoteRepository, VenueQuoteRepository {
    private let scheduler: SchedulerType
    private let configuration: SimulatorConfiguration
    private let calendar: KRXCalendar
    private let generator: LockedState<SimulatedTickGenerator>
    private let trades = PublishSubject<[Quote]>()
    private let subscriberCount = LockedState<Int>(0)
    private let timer = SerialDisposable()
    /// Which listings also trade on Nextrade, by listing index.
    private let nxtEligible: [Bool]
    /// The last ten-minute round of KRX's single-price session that was matched (minutes since the epoch / 10).
    private let lastSinglePriceRound = LockedState<Int?>(nil)
    /// KRX's session at the last publication and its Korea day: an auction seen ending matches once.
    private let lastKRXSession: LockedState<(session: MarketSession, day: Int)>
    /// Where the made-up sessions come from, and when the exchange was launched when it replays the day so far.
    private let history: SimulatedHistoryGenerator
    private let launch: Date?

    /// An exchange listing `listings`, each starting at its reference price (or, with `replaysSessionSoFar`,
    /// from the made-up session of the day so far), timed by `scheduler`; in `krx` mode it trades only when
    /// `calendar` says KRX does (no weekends, holidays, late mornings).
    public init(listings: [SimulatedListing], configuration: SimulatorConfiguration = .init(), calendar: KRXCalendar, scheduler: SchedulerType) {
        self.scheduler = scheduler
        self.configuration = configuration
        self.calendar = calendar
        nxtEligible = listings.map(\.isNXTEligible)
        let now = scheduler.now
        lastKRXSession = LockedState((calendar.venueSessions(at: now).krx, KoreaTime.dayAndMinute(now).0.daysSinceEpoch))
        let history = SimulatedHistoryGenerator(seed: configuration.seed, calendar: calendar)
        self.history = history
        guard configuration.replaysSessionSoFar else {
            launch = nil
            generator = LockedState(SimulatedTickGenerator(listings: listings, configuration: configuration))
            return
        }
        launch = now
        // Each listing's latest trading day so far: a Nextrade listing's starts at 08:00 and runs to 20:00.
        let paths = listings.map { listing in
            let nextrade = listing.isNXTEligible && configuration.venue != .krx
            return history.sessionPath(
                code: listing.stock.code, basePrice: listing.referencePrice, grid: KRXPriceGrid.of(listing.stock.kind),
                day: history.sessionDay(at: now, nextrade: nextrade), meanReversion: configuration.meanReversion, nextrade: nextrade
            )
        }
        generator = LockedState(SimulatedTickGenerator(
            listings: listings, configuration: configuration,
            sessionsSoFar: zip(listings, paths).map { listing, path in
                let summary = path.summary(before: SimulatedHistoryGenerator.sessionMinute(of: now, on: path))
                return configuration.venue == .nxt && listing.isNXTEligible ? summary?.allOnNextrade : summary
            },
            days: paths.map { KoreaTime.dayAndMinute($0.day).0.daysSinceEpoch }
        ))
    }

    /// True when `code` trades on Nextrade here (a Nextrade listing, unless the exchange shows KRX alone —
    /// `--venue nxt` included, which prices nothing apart): its day runs 08:00–20:00.
    public func tradesOnNextrade(_ code: StockCode) -> Bool {
        guard configuration.venue != .krx, let index = generator.withLock({ $0.index(of: code) }) else { return false }
        return nxtEligible[index]
    }

    /// The made-up day `code` started from and the minute after its first the exchange was launched at; nil
    /// when the exchange does not replay the day so far, does not list `code`, or `code` has started a later day.
    func opening(for code: StockCode) -> (path: SimulatedSessionPath, minute: Int)? {
        guard let launch, let state = generator.withLock({ generator in generator.index(of: code).map { generator.listings[$0] } }) else { return nil }
        let nextrade = tradesOnNextrade(code)
        let day = history.sessionDay(at: launch, nextrade: nextrade)
        guard state.day == KoreaTime.dayAndMinute(day).0.daysSinceEpoch else { return nil }
        let path = history.sessionPath(
            code: code, basePrice: state.basePrice, grid: state.grid, day: day, meanReversion: configuration.meanReversion, nextrade: nextrade
        )
        return (path, SimulatedHistoryGenerator.sessionMinute(of: launch, on: path))
    }

    /// Live quotes for `codes`: first each code's current quote (or a failure for a code not listed
    /// here), then every trade of those codes, until disposed.
    public func quotes(for codes: [StockCode]) -> Observable<QuoteFeedEvent> {
        Observable.create { [self] observer in
            let wanted = Set(codes)
            let tradeSubscription = trades.subscribe(onNext: { batch in
                for quote in batch where wanted.contains(quote.code) { observer.onNext(.quote(quote)) }
            })
            let snapshot = scheduler.schedule(()) { [self] _ in
                for event in currentEvents(for: codes) { observer.onNext(event) }
                return Disposables.create()
            }
            startPublishingIfFirst()
            return Disposables.create(tradeSubscription, snapshot, Disposables.create { [self] in stopPublishingIfLast() })
        }
    }

    /// The current quote of `code`, read when subscribed; fails with a `QuoteFeedFailure` for a code not listed here.
    public func quote(for code: StockCode) -> Single<Quote> {
        Single.create { [self] single in
            single(currentQuote(for: code).map { .success($0) } ?? .failure(Self.notListed(code)))
            return Disposables.create()
        }
    }

    /// True for a Nextrade stock while the exchange shows both venues (`venue` unified, the default).
    public func pricesVenuesApart(_ code: StockCode) -> Bool {
        guard configuration.venue == .unified, let index = generator.withLock({ $0.index(of: code) }) else { return false }
        return nxtEligible[index]
    }

    /// The last trade of `code` on `venue`; fails for a code not listed here or a venue without a trade yet.
    public func quote(for code: StockCode, on venue: Venue) -> Single<Quote> {
        Single.create { [self] single in
            let now = scheduler.now
            let quote = generator.withLock { generator in generator.index(of: code).flatMap { generator.listings[$0].quote(at: now, on: venue) } }
            single(quote.map { .success($0) } ?? .failure(QuoteFeedFailure(code: code, message: "\(code) has no \(venue.mark) trade on the simulated exchange yet.")))
            return Disposables.create()
        }
    }

    /// The tick grid `code` trades on (its kind's); the shares' grid for a code not listed.
    public func priceGrid(for code: StockCode) -> KRXPriceGrid {
        generator.withLock { generator in generator.index(of: code).map { generator.listings[$0].grid } } ?? .shares
    }

    /// The current quote of `code`, or nil when it is not listed here.
    public func currentQuote(for code: StockCode) -> Quote? {
        let now = scheduler.now
        return generator.withLock { generator in generator.index(of: code).map { generator.listings[$0].quote(at: now) } }
    }

    /// The venues matching orders of `code` now, KRX first: where its price moves (KRX in the simulator's
    /// own session); none while both venues are shut or `code` is not listed here.
    public func openVenues(for code: StockCode) -> [Venue] {
        let sessions = calendar.venueSessions(at: scheduler.now)
        if configuration.sessionMode == .alwaysOpen, sessions.krx == .closed, sessions.nxt == .closed { return [.krx] }
        guard let index = generator.withLock({ $0.index(of: code) }) else { return [] }
        return (sessions.krx.isContinuous ? [.krx] : []) + (sessions.nxt.isContinuous && nxtEligible[index] ? [.nxt] : [])
    }

    /// The failure reported for a code this exchange does not list.
    static func notListed(_ code: StockCode) -> QuoteFeedFailure {
        QuoteFeedFailure(code: code, message: "\(code) is not listed on the simulated exchange.")
    }

    private func currentEvents(for codes: [StockCode]) -> [QuoteFeedEvent] {
        var seen = Set<StockCode>()
        return codes.filter { seen.insert($0).inserted }.map { code in
            currentQuote(for: code).map(QuoteFeedEvent.quote) ?? .failure(Self.notListed(code))
        }
    }

    private func startPublishingIfFirst() {
        subscriberCount.withLock { count in
            count += 1
            guard count == 1 else { return }
            let interval = configuration.publishInterval
            timer.disposable = scheduler.schedulePeriodic((), startAfter: interval, period: interval) { [self] _ in
                publishTrades(elapsed: interval.timeIntervalInSeconds)
            }
        }
    }

    private func stopPublishingIfLast() {
        subscriberCount.withLock { count in
            count -= 1
            if count == 0 { timer.disposable = Disposables.create() }
        }
    }

    /// Advances the market by one interval and publishes its trades. Prices move where a venue trades
    /// continuously: every listing on KRX, NXT-eligible ones also in Nextrade's pre- and after-markets (their
    /// quotes marked NXT); KRX's opening and closing auctions end in one match of every listing KRX prices
    /// (at the first publication after 09:00 and 15:30), and its single-price session matches every KRX-only
    /// listing once each ten minutes. While both venues are shut the always-open simulator runs a session of
    /// its own (every listing, KRX).
    private func publishTrades(elapsed seconds: Double) {
        let now = scheduler.now
        let sessions = calendar.venueSessions(at: now)
        let ownSession = configuration.sessionMode == .alwaysOpen && sessions.krx == .closed && sessions.nxt == .closed
        let krxMoves = ownSession || sessions.krx.isContinuous
        let nxtMoves = !ownSession && configuration.venue != .krx && sessions.nxt.isContinuous
        let preferNXT = configuration.venue == .nxt
        let round = sessions.krx == .singlePrice ? newSinglePriceRound(at: now) : nil
        let today = KoreaTime.dayAndMinute(now).0.daysSinceEpoch
        let auction = endedAuction(now: sessions.krx, day: today)
        guard krxMoves || nxtMoves || round != nil || auction != nil else { return }
        let nxtEligible = nxtEligible
        // A venue's session is the day's: a listing still showing an earlier session starts this one at its first trade.
        let day = ownSession ? nil : today
        let batch: [Quote] = generator.withLock { generator in
            var quotes: [Quote] = []
            /// One match of every listing KRX prices; with --venue nxt a Nextrade listing shows Nextrade's trades alone.
            func matchAuction() {
                for index in nxtEligible.indices where !(preferNXT && nxtEligible[index]) {
                    quotes.append(generator.auctionMatch(index, day: day).state.quote(at: now))
                }
            }
            // The opening auction's match comes before the interval's first continuous trades, the closing one after its last.
            if auction == .preOpenAuction { matchAuction() }
            let end = generator.clock + seconds
            generator.advance(by: seconds, venue: { index in
                if nxtMoves, nxtEligible[index], preferNXT || !krxMoves { return .nxt }
                return krxMoves ? .krx : nil
            }, day: day) { trade in
                quotes.append(trade.state.quote(at: now.addingTimeInterval(trade.time - end)))
            }
            if auction == .closingAuction { matchAuction() }
            if round != nil {
                for index in nxtEligible.indices where !(nxtMoves && nxtEligible[index]) {
                    quotes.append(generator.match(index, on: .krx, day: day).state.quote(at: now))
                }
            }
            return quotes
        }
        if !batch.isEmpty { trades.onNext(batch) }
    }

    /// KRX's auction (the opening or the closing one) held at the last publication of `day` when `session` is
    /// no longer it: that auction has ended and matches now; else nil. Records `session` for the next.
    private func endedAuction(now session: MarketSession, day: Int) -> MarketSession? {
        lastKRXSession.withLock { last in
            defer { last = (session, day) }
            guard last.day == day, last.session != session, last.session == .preOpenAuction || last.session == .closingAuction else { return nil }
            return last.session
        }
    }

    /// The ten-minute round of `date` when it has not been matched yet (and marks it matched), else nil.
    private func newSinglePriceRound(at date: Date) -> Int? {
        let round = Int(date.timeIntervalSince1970 / 600)
        return lastSinglePriceRound.withLock { last in
            guard last != round else { return nil }
            last = round
            return round
        }
    }
}
