// What the order ticket says once Send is pressed: KIS's acknowledgement, an unknown outcome at once and
// then the order KIS has, or that none was found — never "not sent" for an order that may exist.

import DisplayText
import Domain
import DomainTestDoubles
import Foundation
import Presentation
import Reactive
import ReactiveTesting
import Testing

@Suite struct OrderTicketSendTests {
    private let desk = FakeOrderRepository(mode: .paper)

    /// Types "1 @ 70,000" in the paper ticket, reviews it, Tab, Enter: every notice said, in order.
    private func sendOneOrder() throws -> [String] {
        let factory = OrderTicketFactory.paperSamsung(desk: desk)
        var presented: [DialogViewModel] = []
        var notes: [String] = []
        let ticket = factory.ticket(
            side: .buy, code: Listings.samsung.code, name: "삼성전자", initialText: "1 @ 70,000", present: { presented.append($0) }, notify: { notes.append($0) }
        )
        let submit = PublishSubject<Void>()
        let typing = ticket.transform(.init(edits: .never(), submit: submit.asObservable(), cancel: .never())).state.subscribe()
        defer { typing.dispose() }
        submit.onNext(())
        guard case .orderReview(let review)? = presented.last else { throw ReviewNotPresented() }
        let keys = PublishSubject<OrderReviewKey>()
        let reviewing = review.transform(.init(keys: keys.asObservable())).state.subscribe()
        defer { reviewing.dispose() }
        keys.onNext(.moveFocus)
        keys.onNext(.press)
        return notes
    }

    private struct ReviewNotPresented: Error {}

    @Test func kisAcknowledgingTheOrderIsSaidWithItsNumber() throws {
        let notes = try sendOneOrder()
        #expect(notes == ["PAPER order 0000000001 accepted by KIS: buy 1 삼성전자 @ 70,000 (fills arrive as execution notices; $ shows the account)."])
        #expect(desk.placed.count == 1)
    }

    @Test func aLostAnswerIsSaidAtOnceThenTheOrderKISHas() throws {
        desk.steps = [.outcomeUnknown(reason: "The connection to 127.0.0.1 closed before its answer came.")]
        let notes = try sendOneOrder()
        #expect(notes == [
            "PAPER order outcome unknown (buy 1 삼성전자 @ 70,000): The connection to 127.0.0.1 closed before its answer came. — checking KIS's orders of today; it is not sent again.",
            "PAPER order 0000000001 found at KIS after the outcome was unknown: buy 1 삼성전자 @ 70,000, accepted, resting ($ shows the account).",
        ])
        #expect(desk.placed.count == 1)
    }

    @Test func noOrderFoundAtKISIsAnUnknownOutcomeNeverANotSent() throws {
        let ticket = OrderTicket(side: .buy, code: Listings.samsung.code, name: "삼성전자", quantity: 1, price: .limit(70_000), venue: .krx, countedPrice: 70_000)
        desk.steps = [.outcomeUnknown(reason: "lost")]
        desk.answer = .failure(OrderOutcomeUnknown(ticket: ticket, reason: "lost", lookupFailure: nil))
        let notes = try sendOneOrder()
        #expect(notes.last == "PAPER order outcome unknown: no order found at KIS for buy 1 삼성전자 (005930) @ 70,000; it was not sent again: check before ordering again.")
        #expect(!notes.contains { $0.contains("not placed") || $0.contains("not sent (") })
    }

    @Test func kisRefusingTheOrderSaysItWasNotPlaced() throws {
        desk.answer = .failure(FakeAccountError(message: "KIS error APBK0952: 주문가능금액을 초과 했습니다."))
        let notes = try sendOneOrder()
        #expect(notes == ["Order not placed (buy 1 삼성전자 @ 70,000): KIS error APBK0952: 주문가능금액을 초과 했습니다."])
    }
}
