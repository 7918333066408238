// Cancelling and revising an open order: each refusal said before anything is sent, and one change sent when allowed.

import Domain
import DomainTestDoubles
import Foundation
import Reactive
import Testing

@Suite struct ChangeOrderUseCaseTests {
    private let desk = FakeOrderRepository(mode: .simulated)
    private static let resting = AccountOrder(
        number: "7", code: SampleCatalog.samsungElectronics.code, name: "삼성전자", side: .buy, quantity: 10, price: 70_000, filledQuantity: 4,
        time: Date(timeIntervalSince1970: 0)
    )

    /// What `execute` settled with, the promise being answered at once by the fake.
    private func cancel(_ useCase: ChangeOrderUseCase, _ order: AccountOrder = resting) -> Result<AccountOrder, any Error>? {
        var result: Result<AccountOrder, any Error>?
        _ = useCase.cancel(order).tap(on: ImmediateScheduler.instance) { result = $0 }
        return result
    }

    private func refusal(of result: Result<AccountOrder, any Error>?) -> OrderRefusal? {
        guard case .failure(let error as OrderRefusal)? = result else { return nil }
        return error
    }

    @Test func anAllowedCancelIsSentOnceForTheOrdersNumber() throws {
        let cancelled = AccountOrder(
            number: "7", code: Self.resting.code, name: "삼성전자", side: .buy, quantity: 10, price: 70_000, filledQuantity: 4, isCancelled: true,
            time: Self.resting.time
        )
        desk.cancelAnswer = .success(cancelled)
        let useCase = DefaultChangeOrderUseCase(orders: desk, slot: nil, settings: OrderSettings())
        #expect(useCase.refusal(of: .cancel, for: Self.resting) == nil)
        #expect(useCase.mode == .simulated)
        #expect(try cancel(useCase)?.get() == cancelled)
        #expect(desk.cancelled == ["7"])
    }

    @Test func cancellingSwitchedOffIsRefusedAndNothingIsSent() {
        let useCase = DefaultChangeOrderUseCase(orders: desk, slot: nil, settings: OrderSettings(permissions: [.buy, .sell]))
        #expect(useCase.refusal(of: .cancel, for: Self.resting) == .notPermitted(.cancel))
        #expect(refusal(of: cancel(useCase)) == .notPermitted(.cancel))
        #expect(OrderRefusal.notPermitted(.cancel).message == "Cancelling orders is switched off (order_permissions in config.json).")
        #expect(desk.cancelled.isEmpty)
    }

    @Test func aReadOnlyInstanceAndARunWithoutADeskRefuseWithTheirReasons() {
        let readOnly = DefaultChangeOrderUseCase(orders: desk, slot: nil, settings: OrderSettings().readOnly)
        #expect(refusal(of: cancel(readOnly)) == .readOnlyInstance)
        let live = DefaultChangeOrderUseCase(orders: nil, slot: nil, settings: OrderSettings(mode: .live), unavailable: .liveNeedsConsent)
        #expect(live.mode == nil)
        #expect(refusal(of: cancel(live)) == .liveNeedsConsent)
        #expect(desk.cancelled.isEmpty)
    }

    @Test func anAllowedReviseIsSentOnceAndRevisingSwitchedOffIsRefused() throws {
        let revising = AccountOrder(
            number: "9", code: Self.resting.code, name: "삼성전자", side: .buy, quantity: 6, price: 70_100, originalNumber: "7", time: Self.resting.time
        )
        desk.reviseAnswer = .success(revising)
        let revision = OrderRevision(order: Self.resting, quantity: 6, price: 70_100, mode: .simulated)
        var answer: Result<AccountOrder, any Error>?
        let useCase = DefaultChangeOrderUseCase(orders: desk, slot: nil, settings: OrderSettings())
        _ = useCase.revise(revision).tap(on: ImmediateScheduler.instance) { answer = $0 }
        #expect(try answer?.get() == revising)
        let switchedOff = DefaultChangeOrderUseCase(orders: desk, slot: nil, settings: OrderSettings(permissions: [.buy, .sell, .cancel]))
        #expect(switchedOff.refusal(of: .revise, for: Self.resting) == .notPermitted(.revise))
        #expect(switchedOff.refusal(of: .cancel, for: Self.resting) == nil)
        _ = switchedOff.revise(revision).tap(on: ImmediateScheduler.instance) { answer = $0 }
        #expect(refusal(of: answer) == .notPermitted(.revise))
        #expect(desk.revised.map(\.number) == ["7"] && desk.revised.map(\.quantity) == [6] && desk.revised.map(\.price) == [70_100])
    }

    @Test func anOrderWithNothingRestingIsRefusedNamingWhereItStands() {
        let useCase = DefaultChangeOrderUseCase(orders: desk, slot: nil, settings: OrderSettings())
        let filled = AccountOrder(
            number: "8", code: Self.resting.code, name: "삼성전자", side: .sell, quantity: 3, price: nil, filledQuantity: 3, time: Self.resting.time
        )
        #expect(refusal(of: cancel(useCase, filled)) == .nothingResting(orderNumber: "8", status: .filled))
        #expect(OrderRefusal.nothingResting(orderNumber: "8", status: .filled).message == "Order 8 has nothing resting to change: it is filled.")
        #expect(desk.cancelled.isEmpty)
    }
}
