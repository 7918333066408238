// The cancel question and the revise review keep the exchange's next request slot free, as the order
// ticket's review does: from the moment they open until they are left, or until the change is answered.

import Domain
import DomainTestDoubles
import Foundation
import Presentation
import Reactive
import Testing

@Suite struct OrderChangeSlotTests {
    private let desk = FakeOrderRepository(mode: .paper)
    private let slot = FakeOrderSlotKeeper()
    private var dialogs: OrderChangeDialogFactory { .paperSamsung(desk: desk, slot: slot, resting: OrderChangeDialogFactoryTests.resting) }

    /// The review of "4 @ 70,100" of the resting order, open; `keys` are pressed on it, then the
    /// subscriptions are given back (dispose them at the end).
    private func reviseReview(pressing keys: [OrderReviewKey]) throws -> Disposable {
        var presented: [DialogViewModel] = []
        let ticket = dialogs.reviseDialog(
            for: OrderChangeDialogFactoryTests.resting, initialText: "4 @ 70,100", present: { presented.append($0) }, notify: { _ in }
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

    /// The cancel question of the resting order, open, answered yes or no (or not at all when nil).
    private func cancelQuestion(answer: Bool?) -> Disposable {
        let question = dialogs.cancelDialog(for: OrderChangeDialogFactoryTests.resting) { _ in }
        let confirm = PublishSubject<Void>()
        let decline = PublishSubject<Void>()
        let asking = question.transform(.init(confirm: confirm.asObservable(), decline: decline.asObservable())).state.subscribe()
        switch answer {
        case true?: confirm.onNext(())
        case false?: decline.onNext(())
        case nil: break
        }
        return asking
    }

    private struct ReviewNotPresented: Error {}

    @Test func theOpenReviseReviewKeepsTheSlotFreeForTheOrdersBound() throws {
        let subscriptions = try reviseReview(pressing: [])
        defer { subscriptions.dispose() }
        #expect(slot.boundsAsked == [DefaultPlaceOrderUseCase.slotHoldSeconds])
        #expect(slot.keptHolds == 1)
    }

    /// Esc, or Enter on Edit: the review is left without sending, and the slot is let go.
    @Test(arguments: [[OrderReviewKey.edit], [.press]])
    func leavingTheReviseReviewLetsTheSlotGo(keys: [OrderReviewKey]) throws {
        let subscriptions = try reviseReview(pressing: keys)
        defer { subscriptions.dispose() }
        #expect(slot.keptHolds == 0)
        #expect(desk.revised.isEmpty)
    }

    @Test func sendingAReviseKeepsTheSlotUntilItIsAnswered() throws {
        let (answer, resolver) = Promise<AccountOrder>.pending()
        desk.pendingChange = answer
        let subscriptions = try reviseReview(pressing: [.moveFocus, .press])
        defer { subscriptions.dispose() }
        #expect(desk.revised.count == 1)
        #expect(slot.keptHolds == 1)
        resolver.reject(FakeAccountError(message: "KIS error APBK0952"))
        #expect(slot.keptHolds == 0)
    }

    @Test func theOpenCancelQuestionKeepsTheSlotFree() {
        let asking = cancelQuestion(answer: nil)
        defer { asking.dispose() }
        #expect(slot.boundsAsked == [DefaultPlaceOrderUseCase.slotHoldSeconds])
        #expect(slot.keptHolds == 1)
    }

    @Test func decliningTheCancelLetsTheSlotGo() {
        let asking = cancelQuestion(answer: false)
        defer { asking.dispose() }
        #expect(slot.keptHolds == 0)
        #expect(desk.cancelled.isEmpty)
    }

    @Test func confirmingTheCancelKeepsTheSlotUntilItIsAnswered() {
        let (answer, resolver) = Promise<AccountOrder>.pending()
        desk.pendingChange = answer
        let asking = cancelQuestion(answer: true)
        defer { asking.dispose() }
        #expect(desk.cancelled == [OrderChangeDialogFactoryTests.resting.number])
        #expect(slot.keptHolds == 1)
        resolver.fulfill(OrderChangeDialogFactoryTests.resting.cancelled)
        #expect(slot.keptHolds == 0)
    }
}
