// The Account view's cancel and revise: the selection runs into today's orders, c asks in words, yes cancels
// once and the notice says what became of it; e opens the revise ticket; a refusal is said at once and opens nothing.

import Domain
import DomainTestDoubles
import Foundation
import Presentation
import Reactive
import ReactiveTesting
import Testing

@Suite struct AccountViewModelOrderChangeTests {
    static let samsung = Listings.samsung.code
    static let time = Date(timeIntervalSince1970: 0)
    /// Order 1 filled, order 2 resting 6 of 10 (4 filled).
    static let filled = AccountOrder(number: "1", code: samsung, name: "삼성전자", side: .sell, quantity: 2, price: nil, filledQuantity: 2, time: time)
    static let resting = AccountOrder(
        number: "2", code: samsung, name: "삼성전자", side: .buy, quantity: 10, price: 70_000, filledQuantity: 4, averageFillPrice: 70_000, time: time
    )
    static let snapshot = AccountSnapshot.sample(
        [AccountHolding(code: samsung, name: "삼성전자", quantity: 10, sellableQuantity: 10, purchaseAmount: 700_000, brokerPrice: 70_000)],
        orders: [filled, resting]
    )

    struct Run {
        var states: [AccountState] = []
        var dialogs: [DialogViewModel] = []
    }

    /// The view model over the sample account and `desk`; `keys` sent in turn, then `answer` (y or n) to every
    /// confirmation opened.
    private func run(_ keys: [AccountIntent], desk: FakeOrderRepository, settings: OrderSettings = OrderSettings(), answer: Bool = true) -> Run {
        let scheduler = TestScheduler(initialClock: 0)
        let account = FakeAccountRepository(Self.snapshot)
        let viewModel = AccountViewModel(
            watchAccount: DefaultWatchAccountUseCase(account: account, quotes: FakeQuoteRepository(deliversOnlyRequestedCodes: true)),
            orderChanges: OrderChangeDialogFactory(
                changeOrder: DefaultChangeOrderUseCase(orders: desk, slot: nil, settings: settings),
                checkOrder: DefaultCheckOrderUseCase(
                    orders: desk, account: account, quotes: FakeQuoteRepository(quote: .of(Self.samsung, price: 70_000, base: 70_000)),
                    catalog: InMemoryStockCatalog([Listings.samsung]), clock: scheduler, settings: settings
                ),
                scheduler: ImmediateScheduler.instance
            ),
            scheduler: scheduler
        )
        let intents = PublishSubject<AccountIntent>()
        let output = viewModel.transform(AccountViewModel.Input(intents: intents.asObservable()))
        var result = Run()
        var answered: [Disposable] = []
        let subscriptions = [
            output.dialogRequests.subscribe(onNext: { request in
                result.dialogs.append(request)
                guard case .confirm(let confirm) = request else { return }
                let input = ConfirmDialogViewModel.Input(confirm: answer ? .just(()) : .never(), decline: answer ? .never() : .just(()))
                answered.append(confirm.transform(input).state.subscribe())
            }),
            output.state.subscribe(onNext: { result.states.append($0) }),
        ]
        scheduler.advanceTo(1)
        for key in keys {
            intents.onNext(key)
            scheduler.advanceTo(scheduler.clock + 1)
        }
        (subscriptions + answered).forEach { $0.dispose() }
        return result
    }

    private func cancelledDesk() -> FakeOrderRepository {
        let desk = FakeOrderRepository(mode: .simulated)
        desk.cancelAnswer = .success(AccountOrder(
            number: "2", code: Self.samsung, name: "삼성전자", side: .buy, quantity: 10, price: 70_000, filledQuantity: 4, averageFillPrice: 70_000,
            isCancelled: true, time: Self.time
        ))
        return desk
    }

    @Test func theSelectionRunsFromTheHoldingsIntoTheOrdersNewestFirst() throws {
        let desk = FakeOrderRepository(mode: .simulated)
        let states = run([.select(.down), .select(.down), .select(.down), .switchList, .switchList], desk: desk).states
        let selections = states.map { [$0.selectedIndex, $0.selectedOrderIndex] }
        // Holding 0, then order 2 (newest, listed first), then order 1, stopping there; Tab back, Tab to the newest.
        #expect(selections.suffix(5) == [[nil, 0], [nil, 1], [nil, 1], [0, nil], [nil, 0]])
        #expect(try #require(states.last).orders.map(\.status) == ["partly filled", "filled"])
        #expect(try #require(states.last).heldByOpenBuys == "420,000")
    }

    @Test func cOnAnOpenOrderConfirmsInWordsThenCancelsItOnce() throws {
        let desk = cancelledDesk()
        let result = run([.select(.down), .cancelSelected], desk: desk)
        guard case .confirm(let confirm)? = result.dialogs.first else { throw NoConfirmation() }
        #expect(result.dialogs.count == 1)
        #expect(confirm.title == "Cancel an order · SIMULATED")
        #expect(confirm.message == "SIMULATED: cancel order 2, buy 10 삼성전자 (005930) @ 70,000: the 6 shares resting at 70,000 (4 filled stay filled)?")
        #expect(desk.cancelled == ["2"])
        #expect(try #require(result.states.last).notices.last
            == "SIMULATED order 2 cancelled: buy 10 삼성전자 (005930) @ 70,000; 6 shares taken off the book (4 filled stay filled).")
    }

    @Test func noCancelsNothing() {
        let desk = cancelledDesk()
        let result = run([.select(.down), .cancelSelected], desk: desk, answer: false)
        #expect(result.dialogs.count == 1)
        #expect(desk.cancelled.isEmpty)
    }

    @Test func theExchangesRefusalIsTheNotice() throws {
        let desk = FakeOrderRepository(mode: .paper)
        desk.cancelAnswer = .failure(OrderRefusal.nothingResting(orderNumber: "2", status: .filled))
        let result = run([.select(.down), .cancelSelected], desk: desk)
        #expect(desk.cancelled == ["2"])
        #expect(try #require(result.states.last).notices.last == "Order 2 not cancelled: Order 2 has nothing resting to change: it is filled.")
    }

    @Test func refusalsAreSaidAtOnceAndOpenNoDialog() throws {
        let desk = cancelledDesk()
        let onHolding = run([.cancelSelected], desk: desk)
        #expect(try #require(onHolding.states.last).notices.last == "Select one of today's orders first (↓ past the holdings, or Tab).")
        let onFilled = run([.switchList, .select(.down), .cancelSelected], desk: desk)
        #expect(try #require(onFilled.states.last).notices.last == "Order 1 not cancelled: Order 1 has nothing resting to change: it is filled.")
        let switchedOff = run([.switchList, .cancelSelected], desk: desk, settings: OrderSettings(permissions: [.buy, .sell]))
        #expect(try #require(switchedOff.states.last).notices.last
            == "Order 2 not cancelled: Cancelling orders is switched off (order_permissions in config.json).")
        let readOnly = run([.switchList, .cancelSelected], desk: desk, settings: OrderSettings().readOnly)
        #expect(try #require(readOnly.states.last).notices.last?.hasPrefix("Order 2 not cancelled: This StockWatch is read-only") == true)
        #expect(onHolding.dialogs.isEmpty && onFilled.dialogs.isEmpty && switchedOff.dialogs.isEmpty && readOnly.dialogs.isEmpty)
        #expect(desk.cancelled.isEmpty)
    }

    @Test func eOnAnOpenOrderOpensItsReviseTicketWithWhatRests() throws {
        let desk = FakeOrderRepository(mode: .paper)
        let result = run([.switchList, .reviseSelected], desk: desk)
        guard case .input(let ticket)? = result.dialogs.first else { throw NoConfirmation() }
        #expect(result.dialogs.count == 1)
        #expect(ticket.title == "Revise order 2 · PAPER: buy 10 삼성전자 (005930) @ 70,000")
        #expect(ticket.prompt == "Shares @ new price, of the 6 shares resting at 70,000 (the rest keep 70,000; the new price queues last)")
        let switchedOff = run([.switchList, .reviseSelected], desk: desk, settings: OrderSettings(permissions: [.buy, .sell, .cancel]))
        #expect(switchedOff.dialogs.isEmpty)
        #expect(try #require(switchedOff.states.last).notices.last
            == "Order 2 not revised: Revising orders is switched off (order_permissions in config.json).")
        #expect(desk.revised.isEmpty)
    }

    private struct NoConfirmation: Error {}
}
