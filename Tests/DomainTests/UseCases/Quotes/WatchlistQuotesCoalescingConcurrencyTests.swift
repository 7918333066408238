// A watchlist's changes folded by `coalesce` and handed to a serial queue while a feed thread sends quotes.

import Dispatch
import Domain
import DomainTestDoubles
import Foundation
import Reactive
import Testing

@Suite struct WatchlistQuotesCoalescingConcurrencyTests {
    @Test func everyQuoteReachesAStateAndEachStateNamesTheRowsChangedSinceTheLast() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "coalescing-test")
        // Its subject takes events from any thread.
        nonisolated(unsafe) let quotes = FakeQuoteRepository()
        let stocks = [SampleCatalog.samsungElectronics, SampleCatalog.kakao, SampleCatalog.naver]
        let useCase = DefaultWatchWatchlistQuotesUseCase(quotes: quotes, catalog: InMemoryStockCatalog(SampleCatalog.all))
        let last = 20_000
        let done = DispatchSemaphore(value: 0)
        let seen = LockedState<(states: Int, previous: WatchlistQuotes?, unnamedChanges: Int, pricesFell: Bool)>((0, nil, 0, false))
        let subscription = WatchWatchlistQuotesUseCaseTests.paced(useCase, on: scheduler).subscribe(onNext: { state in
            let finished = seen.withLock { seen in
                seen.states += 1
                if let previous = seen.previous, let changed = state.changedRows {
                    for index in state.rows.indices {
                        let before = previous.rows[index].quote?.price ?? 0
                        let now = state.rows[index].quote?.price ?? 0
                        if now < before { seen.pricesFell = true }
                        if now != before, !changed.contains(index) { seen.unnamedChanges += 1 }
                    }
                }
                seen.previous = state
                return state.rows.allSatisfy { ($0.quote?.price ?? 0) >= last }
            }
            if finished { done.signal() }
        })
        DispatchQueue.global().async {
            for price in 1...last {
                for stock in stocks { quotes.send(.quote(WatchlistQuotesTests.quote(stock, price: price))) }
            }
        }
        done.wait()
        subscription.dispose()
        let result = seen.withLock { $0 }
        #expect(result.unnamedChanges == 0, "a row changed between two states is in the later one's changedRows")
        #expect(!result.pricesFell, "states arrive in order")
        #expect(result.states < 3 * last, "folded into fewer states than quotes")
    }
}
