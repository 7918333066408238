// The revise ticket of an open order: Enter on a checked revise opens its review on Edit (a repeated Enter
// goes back to the ticket, text kept), Tab then Enter sends it once and the notice says where it queues.

import DisplayText
import Domain
import DomainTestDoubles
import Foundation
import Presentation
import Reactive
import Testing

@Suite struct OrderChangeDialogFactoryTests {
    static let samsung = Listings.samsung.code
    static let resting = AccountOrder(
        number: "2", code: samsung, name: "삼성전자", side: .buy, quantity: 10, price: 70_000, filledQuantity: 4, averageFillPrice: 70_000,
        time: Date(timeIntervalSince1970: 0)
    )
    private let desk = FakeOrderRepository(mode: .paper)
    private let liveDesk = FakeOrderRepository(mode: .live)

    private func factory(mode: TradingMode = .paper) -> OrderChangeDialogFactory {
        .paperSamsung(desk: mode == .live ? liveDesk : desk, resting: Self.resting, mode: mode)
    }

    /// Types `text` in the revise ticket and presses Enter, then `keys` in the review it opened (if any):
    /// the dialogs presented and the notices, in order.
    private func revise(
        _ text: String, keys: [OrderReviewKey], mode: TradingMode = .paper
    ) -> (presented: [DialogViewModel], notes: [String], revised: [String]) {
        var presented: [DialogViewModel] = []
        var notes: [String] = []
        var revised: [String] = []
        let ticket = factory(mode: mode).reviseDialog(
            for: Self.resting, initialText: text, present: { presented.append($0) }, notify: { notes.append($0) }, revised: { revised.append($0.number) }
        )
        let submit = PublishSubject<Void>()
        let typing = ticket.transform(.init(edits: .never(), submit: submit.asObservable(), cancel: .never())).state.subscribe()
        defer { typing.dispose() }
        submit.onNext(())
        if case .orderReview(let review)? = presented.last {
            let reviewKeys = PublishSubject<OrderReviewKey>()
            let reviewing = review.transform(.init(keys: reviewKeys.asObservable())).state.subscribe()
            defer { reviewing.dispose() }
            keys.forEach(reviewKeys.onNext)
        }
        return (presented, notes, revised)
    }

    @Test func tabThenEnterOnTheReviewSendsTheReviseOnce() throws {
        desk.reviseAnswer = .success(AccountOrder(
            number: "3", code: Self.samsung, name: "삼성전자", side: .buy, quantity: 4, price: 70_100, originalNumber: "2", time: Self.resting.time
        ))
        let result = revise("4 @ 70,100", keys: [.moveFocus, .press])
        #expect(result.presented.count == 1)
        #expect(desk.revised.map(\.number) == ["2"] && desk.revised.map(\.quantity) == [4] && desk.revised.map(\.price) == [70_100])
        #expect(result.notes == ["PAPER order 2 revised: 4 shares from 70,000 to 70,100 as order 3, last in the queue at its price."])
        #expect(result.revised == ["3"])
    }

    @Test func aLiveReviseIsSentOnlyOnceTheStocksCodeIsTyped() throws {
        liveDesk.reviseAnswer = .success(AccountOrder(
            number: "3", code: Self.samsung, name: "삼성전자", side: .buy, quantity: 4, price: 70_100, originalNumber: "2", time: Self.resting.time
        ))
        let result = revise("4 @ 70,100", keys: [.moveFocus, .press], mode: .live)
        #expect(liveDesk.revised.isEmpty, "Send on a LIVE review sends nothing by itself")
        guard case .input(let confirmation)? = result.presented.last else { Issue.record("no confirmation opened"); return }
        #expect(confirmation.title == "LIVE · Revise order 2 — confirm")
        let edits = PublishSubject<TextEdit>()
        let submit = PublishSubject<Void>()
        let typing = confirmation.transform(.init(edits: edits.asObservable(), submit: submit.asObservable(), cancel: .never())).state.subscribe()
        defer { typing.dispose() }
        edits.onNext(.insert("005930"))
        submit.onNext(())
        #expect(liveDesk.revised.map(\.number) == ["2"])
    }

    @Test func theReviewSaysWhatMovesAndWhatStays() throws {
        var states: [OrderReviewState] = []
        let result = revise("4 @ 70,100", keys: [])
        guard case .orderReview(let review)? = result.presented.last else { throw NoReview() }
        let watching = review.transform(.init(keys: .never())).state.subscribe(onNext: { states.append($0) })
        defer { watching.dispose() }
        let shown = try #require(states.first)
        #expect(shown.title == "PAPER · Revise order 2")
        #expect(shown.focus == .edit)
        #expect(shown.lines == [
            "PAPER — the KIS paper account; no real money",
            "Revise (정정) order 2: buy 10 삼성전자 (005930) @ 70,000",
            "4 shares move from 70,000 to 70,100, last in the queue there",
            "2 shares keep resting at 70,000",
            "Amount at the new price: 280,400 won",
        ])
    }

    @Test func aRepeatedEnterGoesBackToTheTicketWithTheTextAndSendsNothing() throws {
        let result = revise("6 @ 70,100", keys: [.press])
        #expect(result.presented.count == 2)
        guard case .input(let ticket)? = result.presented.last else { throw NoReview() }
        var texts: [String] = []
        let watching = ticket.transform(.init(edits: .never(), submit: .never(), cancel: .never())).state.subscribe(onNext: { texts.append($0.text.text) })
        defer { watching.dispose() }
        #expect(texts.first == "6 @ 70,100")
        #expect(desk.revised.isEmpty && result.notes.isEmpty && result.revised.isEmpty)
    }

    @Test func aRefusedReviseOpensNoReview() {
        let result = revise("7 @ 70,100", keys: [.moveFocus, .press])
        #expect(result.presented.isEmpty)
        #expect(desk.revised.isEmpty)
    }

    private struct NoReview: Error {}
}
