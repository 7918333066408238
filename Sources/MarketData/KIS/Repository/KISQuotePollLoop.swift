// One live quote subscription: asks for each code in turn, for ever, and reports failures without stopping.

import Domain
import FoundationEssentials
import Networking
import Reactive

/// Polls `codes` round-robin, one request at a time, as fast as the fetcher's rate limiter allows.
///
/// - A quote is emitted as `.quote`.
/// - A failure of one code (timeout, HTTP 500, bad answer, unknown code) is emitted as `.failure` with
///   that code; the code sits out for a growing delay while the others go on.
/// - A failure of the whole feed (not connected, token, key, request limit) is emitted with `code: nil`
///   and the loop pauses with a growing delay, then tries the same code again.
///
/// Every step runs on `scheduler`; results coming from the network hop onto it first.
final class KISQuotePollLoop: Disposable {
    private let codes: [StockCode]
    private let fetcher: any KISQuoteFetching
    private let scheduler: any SchedulerType
    private let backoff: ExponentialBackoff
    private let observer: AnyObserver<QuoteFeedEvent>
    /// The step in progress: a timer or a request. Replacing it cancels the previous one.
    private let current = SerialDisposable()

    private var position = 0
    private var feedFailures = 0
    private var codeFailures: [StockCode: (count: Int, retryAt: Date)] = [:]

    init(
        codes: [StockCode],
        fetcher: any KISQuoteFetching,
        scheduler: any SchedulerType,
        backoff: ExponentialBackoff,
        observer: AnyObserver<QuoteFeedEvent>
    ) {
        var seen = Set<StockCode>()
        self.codes = codes.filter { seen.insert($0).inserted }
        self.fetcher = fetcher
        self.scheduler = scheduler
        self.backoff = backoff
        self.observer = observer
    }

    /// Starts polling (nothing happens for an empty list).
    func start() {
        if codes.isEmpty { return }
        onScheduler { self.step() }
    }

    func dispose() {
        current.dispose()
    }

    /// Requests the next code that is not sitting out, or waits until one is due.
    private func step() {
        let now = scheduler.now
        guard let index = nextDueIndex(at: now) else {
            let due = codeFailures.values.map(\.retryAt).min() ?? now
            wait(due.timeIntervalSince(now))
            return
        }
        let code = codes[index]
        let request = SingleAssignmentDisposable()
        current.disposable = request
        request.setDisposable(fetcher.fetchQuote(for: code).subscribe { outcome in
            switch outcome {
            case .success(let quote): self.onScheduler { self.succeeded(quote, at: index) }
            case .failure(let error): self.onScheduler { self.failed(code, at: index, with: error) }
            }
        })
    }

    private func succeeded(_ quote: Quote, at index: Int) {
        feedFailures = 0
        codeFailures[quote.code] = nil
        position = index + 1
        observer.onNext(.quote(quote))
        step()
    }

    private func failed(_ code: StockCode, at index: Int, with error: any Error) {
        let failure = error as? KISError ?? .network(.transport(String(describing: error)))
        if failure.affectsWholeFeed {
            feedFailures += 1
            let delay = max(failure.minimumRetryDelay ?? 0, backoff.delay(afterFailures: feedFailures))
            position = index
            observer.onNext(.failure(QuoteFeedFailure(code: nil, message: failure.message, retryAfter: delay)))
            wait(delay)
            return
        }
        let count = (codeFailures[code]?.count ?? 0) + 1
        let delay: TimeInterval
        if case .noSuchStock = failure { delay = backoff.maximum } else { delay = backoff.delay(afterFailures: count) }
        codeFailures[code] = (count, scheduler.now.addingTimeInterval(delay))
        position = index + 1
        observer.onNext(.failure(QuoteFeedFailure(code: code, message: failure.message, retryAfter: delay)))
        step()
    }

    /// The index of the first code from `position` on (wrapping) that is not sitting out at `now`.
    private func nextDueIndex(at now: Date) -> Int? {
        (0..<codes.count).lazy
            .map { (self.position + $0) % self.codes.count }
            .first { index in self.codeFailures[self.codes[index]].map { $0.retryAt <= now } ?? true }
    }

    private func wait(_ seconds: TimeInterval) {
        let nanoseconds = Int((max(seconds, 0) * 1_000_000_000).rounded(.up))
        occupy {
            self.scheduler.scheduleRelative((), dueTime: .nanoseconds(nanoseconds)) { _ in
                self.step()
                return Disposables.create()
            }
        }
    }

    /// Runs `action` on the scheduler (network answers arrive on the HTTP transport's thread).
    private func onScheduler(_ action: @escaping () -> Void) {
        occupy {
            self.scheduler.schedule(()) { _ in
                action()
                return Disposables.create()
            }
        }
    }

    /// Makes what `schedule` schedules the current step. The slot is installed before scheduling, so a
    /// step that runs on another thread before `schedule` returns is never replaced by its own slot.
    private func occupy(_ schedule: () -> Disposable) {
        let slot = SingleAssignmentDisposable()
        current.disposable = slot
        slot.setDisposable(schedule())
    }
}
