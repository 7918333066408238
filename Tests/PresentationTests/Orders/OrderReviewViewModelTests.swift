// The order review's safeguards: it opens on Edit, a repeated Enter never sends, Send needs Tab, precautions need the override, Send runs once.

import Domain
import Presentation
import Reactive
import Testing

@Suite struct OrderReviewViewModelTests {
    private static let code = StockCode("005930")!

    private static func review(warnings: [OrderWarning] = []) -> OrderReview {
        let ticket = OrderTicket(side: .buy, code: code, name: "삼성전자", quantity: 10, price: .limit(70_000), venue: .krx, countedPrice: 70_000)
        return OrderReview(ticket: ticket, mode: .simulated, costs: .none, cash: 1_000_000, warnings: warnings)
    }

    /// Runs a review on `keys`; the states, how many times Edit and Send ran.
    private static func run(_ keys: [OrderReviewKey], warnings: [OrderWarning] = []) -> (states: [OrderReviewState], edits: Int, sends: Int) {
        var edits = 0
        var sends = 0
        var states: [OrderReviewState] = []
        let input = PublishSubject<OrderReviewKey>()
        let viewModel = OrderReviewViewModel(review: review(warnings: warnings), edit: { edits += 1 }, send: { _ in sends += 1 })
        let subscription = viewModel.transform(.init(keys: input.asObservable())).state.subscribe(onNext: { states.append($0) })
        for key in keys { input.onNext(key) }
        subscription.dispose()
        return (states, edits, sends)
    }

    @Test func itOpensOnEditSoARepeatedEnterGoesBackAndSendsNothing() {
        let run = Self.run([.press, .press, .press])
        #expect(run.states.first?.focus == .edit)
        #expect(run.states.first?.lines.first?.hasPrefix("SIMULATED") == true)
        #expect(run.states.last?.result == .edit)
        #expect(run.edits == 1)
        #expect(run.sends == 0)
    }

    @Test func tabThenEnterSendsExactlyOnce() {
        let run = Self.run([.moveFocus, .press, .press])
        #expect(run.states.map(\.focus).contains(.send))
        #expect(run.states.last?.result == .sent)
        #expect(run.sends == 1)
        #expect(run.edits == 0)
    }

    @Test func escEditsFromEitherButton() {
        let run = Self.run([.moveFocus, .edit])
        #expect(run.states.last?.result == .edit)
        #expect(run.sends == 0)
    }

    @Test func aPrecautionNeedsTheOverrideBeforeSendSends() {
        let warning = OrderWarning.valueAboveCap(value: 20_000_000, cap: 10_000_000)
        let refused = Self.run([.moveFocus, .press], warnings: [warning])
        #expect(refused.sends == 0)
        #expect(refused.states.last?.notice?.contains("o overrides") == true)
        #expect(refused.states.last?.isClosed == false)
        let overridden = Self.run([.moveFocus, .press, .override, .press], warnings: [warning])
        #expect(overridden.sends == 1)
        #expect(overridden.states.first?.warnings == [warning.message])
    }
}
