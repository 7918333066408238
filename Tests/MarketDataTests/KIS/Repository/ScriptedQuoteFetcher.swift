// A stand-in for the KIS client on virtual time: scripted outcomes per code, a latency, an optional limiter.

import Domain
import Foundation
@testable import MarketData
import Networking
import Reactive
import ReactiveTesting

/// Answers each fetch after the limiter's wait plus `latency` ticks, with the next scripted outcome for
/// the code (a quote when nothing is scripted) and records when each request was sent.
final class ScriptedQuoteFetcher: KISQuoteFetching {
    private let scheduler: TestScheduler
    private let limiter: RateLimiter?
    private let latency: TestTime
    private var script: [StockCode: [KISError]] = [:]
    private var failForever: [StockCode: KISError] = [:]
    private var hanging = Set<StockCode>()
    /// Each request's code and the virtual time it was sent.
    private(set) var requests: [(code: StockCode, time: TestTime)] = []
    /// Each batch request's codes and the virtual time it was sent.
    private(set) var batches: [(codes: [StockCode], time: TestTime)] = []
    /// Codes one batch may carry (1: no batch call, as on paper).
    var quoteBatchSize = 1
    /// Codes a batch answer leaves out (KIS has no price for them).
    var unpricedInBatches = Set<StockCode>()
    /// When set, every batch request fails with it.
    var batchFailure: KISError?
    /// Each after-hours single-price request's code and the virtual time it was sent.
    private(set) var singlePriceRequests: [(code: StockCode, time: TestTime)] = []
    /// The price of each code's last single-price trade (a code not listed made none).
    var singlePriceTrades: [StockCode: Int] = [:]
    /// When set, every single-price request fails with it.
    var singlePriceFailure: KISError?

    init(scheduler: TestScheduler, limiter: RateLimiter? = nil, latency: TestTime) {
        self.scheduler = scheduler
        self.limiter = limiter
        self.latency = latency
    }

    /// The next fetches of `code` fail with `errors`, in order.
    func fail(_ code: StockCode, with errors: KISError...) {
        script[code, default: []].append(contentsOf: errors)
    }

    /// Every fetch of `code` fails with `error`.
    func alwaysFail(_ code: StockCode, with error: KISError) {
        failForever[code] = error
    }

    /// Fetches of `code` never answer (a request hung on the server).
    func hang(_ code: StockCode) {
        hanging.insert(code)
    }

    func fetchQuote(for code: StockCode) -> Single<Quote> {
        Single.create { observer in
            if self.hanging.contains(code) {
                self.requests.append((code, self.scheduler.clock))
                return Disposables.create()
            }
            let wait = self.scheduler.ticks(.nanoseconds(Int((self.limiter?.reserve() ?? 0) * 1_000_000_000)))
            self.requests.append((code, self.scheduler.clock + wait))
            let failure = self.failForever[code] ?? self.script[code].flatMap { $0.isEmpty ? nil : self.script[code]?.removeFirst() }
            return self.scheduler.scheduleRelative((), dueTime: .milliseconds(wait + self.latency)) { _ in
                observer(failure.map { .failure($0) } ?? .success(Self.quote(code, at: self.scheduler.now)))
                return Disposables.create()
            }
        }
    }

    func fetchQuotes(for codes: [StockCode]) -> Single<[Quote]> {
        Single.create { observer in
            let wait = self.scheduler.ticks(.nanoseconds(Int((self.limiter?.reserve() ?? 0) * 1_000_000_000)))
            self.batches.append((codes, self.scheduler.clock + wait))
            return self.scheduler.scheduleRelative((), dueTime: .milliseconds(wait + self.latency)) { _ in
                let priced = codes.filter { !self.unpricedInBatches.contains($0) }.map { Self.quote($0, at: self.scheduler.now) }
                observer(self.batchFailure.map { .failure($0) } ?? .success(priced))
                return Disposables.create()
            }
        }
    }

    func fetchSinglePriceQuote(after regular: Quote, in window: KISSinglePriceWindow) -> Single<Quote?> {
        Single.create { observer in
            let wait = self.scheduler.ticks(.nanoseconds(Int((self.limiter?.reserve() ?? 0) * 1_000_000_000)))
            self.singlePriceRequests.append((regular.code, self.scheduler.clock + wait))
            return self.scheduler.scheduleRelative((), dueTime: .milliseconds(wait + self.latency)) { _ in
                let trade = self.singlePriceTrades[regular.code].map { price in
                    Quote(
                        code: regular.code, price: price, change: price - regular.basePrice, sign: .rise, changeRate: 0, volume: 5,
                        tradedValue: price * 5, open: price, high: price, low: price, upperLimit: regular.upperLimit,
                        lowerLimit: regular.lowerLimit, basePrice: regular.basePrice, time: self.scheduler.now, session: .singlePrice
                    )
                }
                observer(self.singlePriceFailure.map { .failure($0) } ?? .success(trade))
                return Disposables.create()
            }
        }
    }

    /// The quote the fetcher answers for `code`.
    static func quote(_ code: StockCode, at time: Date) -> Quote {
        Quote(
            code: code, price: 10_000, change: 100, sign: .rise, changeRate: 1.01, volume: 1, tradedValue: 10_000,
            open: 9_900, high: 10_000, low: 9_900, upperLimit: 12_870, lowerLimit: 6_930, basePrice: 9_900, time: time
        )
    }
}
