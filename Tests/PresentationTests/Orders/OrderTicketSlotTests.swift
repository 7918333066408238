// The order review keeps the exchange's next request slot free: from the moment it opens until it is
// left, or until the order it sent has been answered.

import Domain
import DomainTestDoubles
import Foundation
import Presentation
import Reactive
import ReactiveTesting
import Testing

@Suite struct OrderTicketSlotTests {
    private let desk = FakeOrderRepository(mode: .paper)
    private let slot = FakeOrderSlotKeeper()

    /// The review of "1 @ 70,000" in the paper ticket, open; `keys` are pressed on it, then the review is
    /// given back with its subscriptions (dispose them at the end).
    private func review(pressing keys: [OrderReviewKey]) throws -> Disposable {
        let factory = OrderTicketFactory.paperSamsung(desk: desk, slot: slot)
        var presented: [DialogViewModel] = []
        let ticket = factory.ticket(
            side: .buy, code: Listings.samsung.code, name: "삼성전자", initialText: "1 @ 70,000", present: { presented.append($0) }, notify: { _ in }
        )
        let submit = PublishSubject<Void>()
        let typing = ticket.transform(.init(edits: .never(), submit: submit.asObservable(), cancel: .never())).state.subscribe()
        submit.onNext(())
        guard case .orderReview(let review)? = presented.last else { throw ReviewNotPresented() }
        let pressed = PublishSubject<OrderReviewKey>()
        let reviewing = review.transform(.init(keys: pressed.asObservable())).state.subscribe()
        keys.forEach(pressed.onNext)
        return Disposables.create([typing, reviewing])
    }

    private struct ReviewNotPresented: Error {}

    @Test func theOpenReviewKeepsTheSlotFreeForItsBound() throws {
        let subscriptions = try review(pressing: [])
        defer { subscriptions.dispose() }
        #expect(slot.boundsAsked == [DefaultPlaceOrderUseCase.slotHoldSeconds])
        #expect(slot.keptHolds == 1)
    }

    /// Esc, or Enter on Edit: the review is left without sending, and the slot is let go.
    @Test(arguments: [[OrderReviewKey.edit], [.press], [.moveFocus, .moveFocus, .press]])
    func leavingTheReviewLetsTheSlotGo(keys: [OrderReviewKey]) throws {
        let subscriptions = try review(pressing: keys)
        defer { subscriptions.dispose() }
        #expect(slot.keptHolds == 0)
        #expect(desk.placed.isEmpty)
    }

    /// Send: the slot stays kept while the order is on its way (it takes the slot itself), and is let
    /// go once the order is answered.
    @Test func sendingKeepsTheSlotUntilTheOrderIsAnswered() throws {
        let (answer, resolver) = Promise<AccountOrder>.pending()
        desk.pendingAnswer = answer
        let subscriptions = try review(pressing: [.moveFocus, .press])
        defer { subscriptions.dispose() }
        #expect(desk.placed.count == 1)
        #expect(slot.keptHolds == 1)
        resolver.reject(FakeAccountError(message: "KIS error APBK0952"))
        #expect(slot.keptHolds == 0)
    }

    /// An order refused before it reaches the exchange lets the slot go too.
    @Test func aRefusedOrderLetsTheSlotGo() throws {
        desk.answer = .failure(FakeAccountError(message: "KIS error APBK0952"))
        let subscriptions = try review(pressing: [.moveFocus, .press])
        defer { subscriptions.dispose() }
        #expect(slot.keptHolds == 0)
    }
}
