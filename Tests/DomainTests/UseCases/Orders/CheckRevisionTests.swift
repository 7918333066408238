// The checks of a typed revise: the order ticket's grid and limits, no more shares than rest, a new limit
// price, the cash a raised buy needs, the precautions, and the refusals of the run and the settings.

import Domain
import DomainTestDoubles
import Foundation
import Reactive
import ReactiveTesting
import Testing

@Suite struct CheckRevisionTests {
    private static let code = SampleCatalog.samsungElectronics.code
    /// A buy of 10 at 70,000 with 4 filled: 6 rest (420,000 won held back).
    private static let resting = AccountOrder(
        number: "2", code: code, name: "삼성전자", side: .buy, quantity: 10, price: 70_000, filledQuantity: 4, time: Date(timeIntervalSince1970: 0)
    )

    private func check(_ text: String, cash: Int = 1_000_000, settings: OrderSettings = OrderSettings(), order: AccountOrder = resting)
        -> Result<OrderRevision, any Error>?
    {
        let useCase = DefaultCheckOrderUseCase(
            orders: FakeOrderRepository(mode: .simulated), account: FakeAccountRepository(.sample([], cash: cash, orders: [order])),
            quotes: FakeQuoteRepository(quote: .of(Self.code, price: 70_000, base: 70_000)),
            catalog: InMemoryStockCatalog([SampleCatalog.samsungElectronics]), clock: TestScheduler(initialClock: 0), settings: settings
        )
        var result: Result<OrderRevision, any Error>?
        _ = useCase.checkRevision(text: text, of: order).subscribe(onSuccess: { result = .success($0) }, onFailure: { result = .failure($0) })
        return result
    }

    private func refusal(_ text: String, cash: Int = 1_000_000, settings: OrderSettings = OrderSettings()) -> String? {
        guard case .failure(let error as OrderRefusal)? = check(text, cash: cash, settings: settings) else { return nil }
        return error.message
    }

    @Test func aReviseOfSomeOrAllThatRestsAtANewGridPriceIsChecked() throws {
        let all = try #require(try check("6 @ 69,900")?.get())
        #expect(all.quantity == 6 && all.price == 69_900 && all.mode == .simulated && all.revisesAllThatRests)
        let some = try #require(try check("2 @ 70,100")?.get())
        #expect(!some.revisesAllThatRests)
        #expect(some.warnings.isEmpty)
    }

    @Test func eachRefusalSpeaksTheExchangesLanguage() {
        #expect(refusal("7 @ 70,100") == "Only 6 shares rest: 7 cannot be revised.")
        #expect(refusal("6 @ 70,050") == "70,050 is not on the tick grid (steps of 100 here): 70,000 or 70,100.")
        #expect(refusal("6 @ 70,000")?.hasPrefix("The order already asks 70,000: type another price") == true)
        #expect(refusal("6 @ 91,100") == "The price is above today's upper limit 91,000 (상한가).")
        #expect(refusal("6 @ market")?.hasPrefix("A revise names a limit price") == true)
        #expect(refusal("six @ 70,100") == "The quantity \"six\" is not a whole number of shares.")
    }

    @Test func raisingABuyNeedsOnlyTheDifferenceInCash() {
        // 420,000 of the 1,000,000 is held back by the order itself; raising 6 shares by 10,000 needs 60,000 more.
        #expect(refusal("6 @ 80,000", cash: 480_000) == nil)
        #expect(refusal("6 @ 80,000", cash: 470_000)?.hasPrefix("Buying power (") == true)
    }

    @Test func aPriceFarFromTheLastOneIsAWarningForTheReview() throws {
        let far = try #require(try check("6 @ 60,000")?.get())
        #expect(far.warnings == [.farFromLastPrice(percent: 14, last: 70_000, allowed: 10)])
    }

    @Test func theRunAndTheSettingsRefuseFirst() {
        #expect(refusal("6 @ 70,100", settings: OrderSettings(permissions: [.buy, .sell, .cancel]))
            == "Revising orders is switched off (order_permissions in config.json).")
        #expect(refusal("6 @ 70,100", settings: OrderSettings().readOnly)?.hasPrefix("This StockWatch is read-only") == true)
        let filled = AccountOrder(number: "3", code: Self.code, name: "삼성전자", side: .buy, quantity: 1, price: 70_000, filledQuantity: 1, time: Self.resting.time)
        guard case .failure(let error as OrderRefusal)? = check("1 @ 70,100", order: filled) else { Issue.record("expected a refusal"); return }
        #expect(error == .nothingResting(orderNumber: "3", status: .filled))
    }
}
