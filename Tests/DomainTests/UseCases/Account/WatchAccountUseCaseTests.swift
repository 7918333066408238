// The account valued at live quotes: broker prices first, each quote revalues, a new snapshot keeps known prices.

import Domain
import DomainTestDoubles
import Foundation
import Reactive
import Testing

@Suite struct WatchAccountUseCaseTests {
    static let samsung = AccountValuationTests.samsung
    static let hynix = AccountValuationTests.hynix

    @Test func theFirstValuationUsesTheBrokersPricesThenEachQuoteRevaluesTheHolding() {
        let account = FakeAccountRepository(.sample([AccountValuationTests.holding(Self.samsung, quantity: 10, amount: 700_000, brokerPrice: 70_000)]))
        let quotes = FakeQuoteRepository(deliversOnlyRequestedCodes: true)
        var seen: [AccountValuation] = []
        let subscription = DefaultWatchAccountUseCase(account: account, quotes: quotes).execute().subscribe(onNext: { seen.append($0) })
        #expect(seen.map(\.marketValueTotal) == [700_000])
        #expect(quotes.requests == [[Self.samsung]])
        quotes.send(.quote(.of(Self.samsung, price: 73_000, base: 70_000)))
        quotes.send(.quote(.of(Self.hynix, price: 1, base: 1)))
        #expect(seen.map(\.marketValueTotal) == [700_000, 730_000])
        #expect(seen.last?.profitTotal == 30_000)
        subscription.dispose()
        #expect(quotes.watching == 0)
    }

    @Test func aNewSnapshotWatchesItsOwnCodesAndKeepsThePricesAlreadyKnown() {
        let account = FakeAccountRepository(.sample([AccountValuationTests.holding(Self.samsung, quantity: 10, amount: 700_000, brokerPrice: 70_000)]))
        let quotes = FakeQuoteRepository(deliversOnlyRequestedCodes: true)
        var seen: [AccountValuation] = []
        let subscription = DefaultWatchAccountUseCase(account: account, quotes: quotes).execute().subscribe(onNext: { seen.append($0) })
        quotes.send(.quote(.of(Self.samsung, price: 72_000, base: 70_000)))
        account.push(.sample([
            AccountValuationTests.holding(Self.samsung, quantity: 20, amount: 1_400_000, brokerPrice: 70_000),
            AccountValuationTests.holding(Self.hynix, quantity: 1, amount: 180_000, brokerPrice: 180_000),
        ]))
        #expect(quotes.requests.last == [Self.samsung, Self.hynix])
        #expect(quotes.watching == 1)
        #expect(seen.last?.holdings.first?.price == 72_000)
        #expect(seen.last?.marketValueTotal == 1_440_000 + 180_000)
        subscription.dispose()
    }

    @Test func anUnchangedSnapshotDoesNotResubscribeTheQuotes() {
        let snapshot = AccountSnapshot.sample([AccountValuationTests.holding(Self.samsung, quantity: 1, amount: 1, brokerPrice: 1)])
        let account = FakeAccountRepository(snapshot)
        let quotes = FakeQuoteRepository(deliversOnlyRequestedCodes: true)
        let subscription = DefaultWatchAccountUseCase(account: account, quotes: quotes).execute().subscribe()
        account.push(snapshot)
        #expect(quotes.requests.count == 1)
        subscription.dispose()
    }
}
