// One live quote subscription: asks for each code in turn, several at a time, for ever, and reports failures without stopping.

import Domain
import FoundationEssentials
import Networking
import Reactive

/// Polls `codes` round-robin with up to `maximumInFlight` requests at once, as fast as the fetcher's
/// rate limiter allows, so one hung request (waiting for its own timeout) does not hold up the others.
/// A code never answered comes first, in list order (the rows on screen are put first), so every row
/// gets its first price before any is asked for again. Where the fetcher has a batch call (a real
/// account's intstock-multprice), the codes never answered are asked for together, up to its batch size
/// a request; a code a batch gave no price for is then asked for alone, so its own failure is said.
/// `update(codes:)` changes the list without
/// cancelling the requests in flight; the answer of a code no longer in the list is dropped.
///
/// After hours (`singlePriceWindow`: from KRX's single-price session on until the next session's first
/// phase), a code's first regular quote is followed by one request for its last 시간외 단일가 trade, once
/// every code has its first answer and before any code is asked for again (so in list order, rows on
/// screen first; a code dropped from the list meanwhile, as a live one, still gets it). A trade found
/// replaces the row's close, and the code's later regular quotes (still that close) are answered with it;
/// no trade, or a failure of this optional request, leaves the close, never an error on the row. KRX
/// matches every ten minutes: a code's regular quote that comes after a match newer than its last
/// single-price request is followed by one more (`KISSinglePriceWindow.nextMatch(after:)`), so a row polled
/// through the session follows its matches with at most one extra request a code a match. With
/// `holdsCloseForSinglePrice` (`--once`, which prints each row's first price) a code's first regular
/// quote in a window is not emitted until its single-price request has answered: the row gets the trade,
/// or the close when there is none.
///
/// - A quote is emitted as `.quote`.
/// - A failure of one code (timeout, HTTP 500, bad answer, unknown code) is emitted as `.failure` with
///   that code; the code sits out for a growing delay while the others go on.
/// - A failure of the whole feed (not connected, token, key, request limit) is emitted with `code: nil`
///   and the loop pauses with a growing delay, then tries the same code again. Requests already in
///   flight that fail the same way during the pause are not reported twice. A refusal that cannot heal
///   by itself (`KISError.healsByItself`: a wrong key) stops the loop for good: a new subscription
///   (the user's retry, once the configuration is fixed) starts afresh.
///
/// Every step runs on `scheduler`; results coming from the network hop onto it first. The steps hold
/// one lock while they run, so the loop's state stays consistent on a concurrent scheduler too (several
/// answers in flight may arrive at once); nothing inside a step waits for another step.
final class KISQuotePollLoop: Disposable {
    /// Requests in flight at once by default: enough that a hung one leaves the others running.
    static let defaultMaximumInFlight = 4

    private var codes: [StockCode]
    private let fetcher: any KISQuoteFetching
    private let scheduler: any SchedulerType
    private let backoff: ExponentialBackoff
    private let maximumInFlight: Int
    private let observer: AnyObserver<QuoteFeedEvent>
    /// The after-hours window at a moment (nil: never look for single-price trades).
    private let singlePriceWindow: ((Date) -> KISSinglePriceWindow?)?
    /// Requests in flight and the hops of their results onto the scheduler.
    private let requests = CompositeDisposable()
    /// The wait for the next due code or the end of a pause. Replacing it cancels the previous one.
    private let timer = SerialDisposable()
    /// Held by every step: the state below is only read and changed inside it.
    private let stepping = Lock()

    private var position = 0
    private var inFlight = Set<StockCode>()
    /// Codes answered at least once (a quote or a failure of that code; a whole-feed failure does not count).
    private var answered = Set<StockCode>()
    private var feedFailures = 0
    private var pausedUntil: Date?
    private var codeFailures: [StockCode: (count: Int, retryAt: Date)] = [:]
    /// Codes a batch request did not price: asked for one at a time from then on.
    private var batchMissed = Set<StockCode>()
    /// Whether a code's first regular quote in a window waits for its single-price answer (`--once`).
    private let holdsCloseForSinglePrice: Bool
    /// The single-price trades of the current after-hours window: each code's regular quote waiting for
    /// its single-price request, and each asked code's answer (nil: none, or every request failed) with
    /// when its latest request was sent.
    private var singlePrice: (
        window: KISSinglePriceWindow, waiting: [StockCode: Quote], answers: [StockCode: (quote: Quote?, askedAt: Date)]
    )?
    /// The request of each code in flight (a batch's codes share one), so a stop can cancel them.
    private var requestKeys: [StockCode: CompositeDisposable.DisposeKey] = [:]

    init(
        codes: [StockCode],
        fetcher: any KISQuoteFetching,
        scheduler: any SchedulerType,
        backoff: ExponentialBackoff,
        maximumInFlight: Int = KISQuotePollLoop.defaultMaximumInFlight,
        singlePriceWindow: ((Date) -> KISSinglePriceWindow?)? = nil,
        holdsCloseForSinglePrice: Bool = false,
        observer: AnyObserver<QuoteFeedEvent>
    ) {
        self.codes = Self.unique(codes)
        self.fetcher = fetcher
        self.scheduler = scheduler
        self.backoff = backoff
        self.maximumInFlight = max(1, maximumInFlight)
        self.observer = observer
        self.singlePriceWindow = singlePriceWindow
        self.holdsCloseForSinglePrice = holdsCloseForSinglePrice
    }

    /// Starts polling (nothing happens for an empty list).
    func start() {
        if codes.isEmpty { return }
        onScheduler { self.step() }
    }

    /// Polls `codes` from now on (best first); requests in flight go on, the next request goes to the
    /// first code of the new list that was never answered, else round-robin from where it was.
    func update(codes newCodes: [StockCode]) {
        onScheduler {
            let current = self.codes.indices.contains(self.position) ? self.codes[self.position] : nil
            self.codes = Self.unique(newCodes)
            self.position = current.flatMap { self.codes.firstIndex(of: $0) } ?? 0
            self.codeFailures = self.codeFailures.filter { self.codes.contains($0.key) }
            self.step()
        }
    }

    private static func unique(_ codes: [StockCode]) -> [StockCode] {
        var seen = Set<StockCode>()
        return codes.filter { seen.insert($0).inserted }
    }

    func dispose() {
        timer.dispose()
        requests.dispose()
    }

    /// Sends requests for due codes up to the in-flight limit; with nothing in flight and nothing due, waits.
    private func step() {
        let now = scheduler.now
        if let pausedUntil, now < pausedUntil { return }
        pausedUntil = nil
        if codes.isEmpty, singlePrice?.waiting.isEmpty ?? true {
            timer.disposable = Disposables.create()
            return
        }
        while inFlight.count < maximumInFlight {
            if let index = firstUnansweredIndex() {
                let batch = firstAnswerBatch(from: index)
                if batch.count > 1 { request(batch) } else { request(at: index) }
            } else if let regular = nextSinglePriceWait() {
                requestSinglePrice(after: regular)
            } else if let index = nextDueIndex(at: now) {
                request(at: index)
            } else {
                break
            }
        }
        if inFlight.isEmpty {
            let due = codeFailures.values.map(\.retryAt).min() ?? now
            wait(due.timeIntervalSince(now))
        }
    }

    private func request(at index: Int) {
        let code = codes[index]
        position = index + 1
        inFlight.insert(code)
        let request = SingleAssignmentDisposable()
        guard let key = requests.insert(request) else { return }
        requestKeys[code] = key
        request.setDisposable(fetcher.fetchQuote(for: code).subscribe { outcome in
            self.onScheduler {
                self.requests.remove(for: key)
                self.inFlight.remove(code)
                self.requestKeys[code] = nil
                guard self.codes.contains(code) else { return self.step() }
                switch outcome {
                case .success(let quote): self.succeeded(quote)
                case .failure(let error): self.failed(code, with: error)
                }
            }
        })
    }

    private func succeeded(_ quote: Quote) {
        take(quote)
        step()
    }

    private func take(_ quote: Quote) {
        feedFailures = 0
        answered.insert(quote.code)
        codeFailures[quote.code] = nil
        if let shown = shown(quote) { observer.onNext(.quote(shown)) }
    }

    /// What the row shows for `regular`: the code's single-price trade of the current window when one was
    /// found (the row keeps it over its close), else the close; nil while the close is held for a first
    /// single-price answer. The quote waits for a single-price request when none was made yet in the
    /// window, or when a match has happened since the last one.
    private func shown(_ regular: Quote) -> Quote? {
        let now = scheduler.now
        guard let window = singlePriceWindow?(now) else {
            singlePrice = nil
            return regular
        }
        if singlePrice?.window != window { singlePrice = (window, [:], [:]) }
        let answer = singlePrice?.answers[regular.code]
        let outdated = answer.map { answer in window.nextMatch(after: answer.askedAt).map { $0 <= now } ?? false } ?? true
        if outdated { singlePrice?.waiting[regular.code] = regular }
        guard let answer else { return holdsCloseForSinglePrice ? nil : regular }
        return answer.quote ?? regular
    }

    /// The regular quote of the first code waiting for its single-price request, taken off the waiting
    /// list: in list order, then the codes no longer polled (a live code whose socket is silent after hours
    /// still wants it); nil when none waits (or the window has passed).
    private func nextSinglePriceWait() -> Quote? {
        guard let state = singlePrice, !state.waiting.isEmpty else { return nil }
        guard singlePriceWindow?(scheduler.now) == state.window else {
            singlePrice = nil
            return nil
        }
        let polled = Set(codes)
        let unpolled = state.waiting.keys.filter { !polled.contains($0) }.sorted { $0.rawValue < $1.rawValue }
        let code = (codes.lazy.filter { state.waiting[$0] != nil } + unpolled).first { !inFlight.contains($0) }
        return code.flatMap { singlePrice?.waiting.removeValue(forKey: $0) }
    }

    /// One single-price request after `regular`: a trade found replaces the row's price; none, or a failure
    /// of any kind, leaves it (this read is optional: its failure is not the row's).
    private func requestSinglePrice(after regular: Quote) {
        guard let window = singlePrice?.window else { return }
        let code = regular.code
        let askedAt = scheduler.now
        inFlight.insert(code)
        let request = SingleAssignmentDisposable()
        guard let key = requests.insert(request) else { return }
        requestKeys[code] = key
        request.setDisposable(fetcher.fetchSinglePriceQuote(after: regular, in: window).subscribe { outcome in
            self.onScheduler {
                self.requests.remove(for: key)
                self.inFlight.remove(code)
                self.requestKeys[code] = nil
                let found: Quote? = if case .success(let quote) = outcome { quote } else { nil }
                let previous = self.singlePrice?.window == window ? self.singlePrice?.answers[code] : nil
                // A refresh that fails keeps the trade found before; the next match asks again.
                let answer = found ?? previous?.quote
                if self.singlePrice?.window == window { self.singlePrice?.answers[code] = (answer, askedAt) }
                if let answer, answer != previous?.quote {
                    self.observer.onNext(.quote(answer))
                } else if previous == nil, self.holdsCloseForSinglePrice {
                    self.observer.onNext(.quote(regular))
                }
                self.step()
            }
        })
    }

    /// The codes from `index` on that were never answered, nor missed by a batch, nor in flight, up to
    /// the fetcher's batch size; empty when the code at `index` is not one of them.
    private func firstAnswerBatch(from index: Int) -> [StockCode] {
        let size = fetcher.quoteBatchSize
        let waiting = { (code: StockCode) in !self.answered.contains(code) && !self.batchMissed.contains(code) && !self.inFlight.contains(code) }
        guard size > 1, waiting(codes[index]) else { return [] }
        return Array(codes[index...].lazy.filter(waiting).prefix(size))
    }

    /// One batch request for `batch`: its quotes are taken as single answers are; a code it did not
    /// price, or every code of a batch that failed for itself alone, is asked for alone next.
    private func request(_ batch: [StockCode]) {
        position = (codes.firstIndex(of: batch[batch.count - 1]) ?? 0) + 1
        inFlight.formUnion(batch)
        let request = SingleAssignmentDisposable()
        guard let key = requests.insert(request) else { return }
        for code in batch { requestKeys[code] = key }
        request.setDisposable(fetcher.fetchQuotes(for: batch).subscribe { outcome in
            self.onScheduler {
                self.requests.remove(for: key)
                self.inFlight.subtract(batch)
                for code in batch { self.requestKeys[code] = nil }
                switch outcome {
                case .success(let quotes):
                    let wanted = quotes.filter { self.codes.contains($0.code) }
                    self.batchMissed.formUnion(Set(batch).subtracting(wanted.map(\.code)))
                    wanted.forEach(self.take)
                    self.step()
                case .failure(let error):
                    if (error as? KISError)?.affectsWholeFeed == true {
                        self.failed(batch[0], with: error)
                    } else {
                        self.batchMissed.formUnion(batch)
                        self.step()
                    }
                }
            }
        })
    }

    private func failed(_ code: StockCode, with error: any Error) {
        let failure = error as? KISError ?? .network(.transport(String(describing: error)))
        if failure.affectsWholeFeed {
            if let pausedUntil, scheduler.now < pausedUntil { return }
            feedFailures += 1
            position = codes.firstIndex(of: code) ?? 0
            guard failure.healsByItself else {
                // Only the user can end this refusal: asking again would only be refused again, and the
                // requests waiting for their turn would be (their permits go back to the limiter).
                pausedUntil = .distantFuture
                timer.disposable = Disposables.create()
                Set(requestKeys.values).forEach(requests.remove(for:))
                requestKeys = [:]
                inFlight = []
                observer.onNext(.failure(QuoteFeedFailure(code: nil, message: failure.message, healsByItself: false)))
                return
            }
            let delay = max(failure.minimumRetryDelay ?? 0, backoff.delay(afterFailures: feedFailures))
            pausedUntil = scheduler.now.addingTimeInterval(delay)
            observer.onNext(.failure(QuoteFeedFailure(code: nil, message: failure.message, retryAfter: delay)))
            wait(delay)
            return
        }
        answered.insert(code)
        let count = (codeFailures[code]?.count ?? 0) + 1
        let delay: TimeInterval
        if case .noSuchStock = failure { delay = backoff.maximum } else { delay = backoff.delay(afterFailures: count) }
        codeFailures[code] = (count, scheduler.now.addingTimeInterval(delay))
        observer.onNext(.failure(QuoteFeedFailure(code: code, message: failure.message, retryAfter: delay)))
        step()
    }

    /// The index of the first code never answered and not in flight.
    private func firstUnansweredIndex() -> Int? {
        codes.indices.first { !answered.contains(codes[$0]) && !inFlight.contains(codes[$0]) }
    }

    /// The index of the first code from `position` on (wrapping) that is neither in flight nor sitting out at `now`.
    private func nextDueIndex(at now: Date) -> Int? {
        (0..<codes.count).lazy
            .map { (self.position + $0) % self.codes.count }
            .first { index in
                let code = self.codes[index]
                return !self.inFlight.contains(code) && (self.codeFailures[code].map { $0.retryAt <= now } ?? true)
            }
    }

    private func wait(_ seconds: TimeInterval) {
        let nanoseconds = Int((max(seconds, 0) * 1_000_000_000).rounded(.up))
        timer.disposable = scheduler.scheduleRelative((), dueTime: .nanoseconds(nanoseconds)) { _ in
            self.stepping.withLock { self.step() }
            return Disposables.create()
        }
    }

    /// Runs `action` on the scheduler (network answers arrive on the HTTP transport's thread); the hop
    /// is cancelled with the loop.
    private func onScheduler(_ action: @escaping () -> Void) {
        let hop = SingleAssignmentDisposable()
        guard let key = requests.insert(hop) else { return }
        hop.setDisposable(scheduler.schedule(()) { _ in
            self.requests.remove(for: key)
            self.stepping.withLock { action() }
            return Disposables.create()
        })
    }
}
