// Live orders: the first ticket asks for the one-time consent (the account number typed in full), and each
// reviewed order is sent only once the stock's code is typed; Esc there goes back to the ticket, sending nothing.

import DisplayText
import Domain
import DomainTestDoubles
import Foundation
import Presentation
import Reactive
import ReactiveTesting
import Testing

@Suite struct OrderTicketLiveTests {
    private let desk = FakeOrderRepository(mode: .live)
    private let slot = FakeOrderSlotKeeper()
    private let consents = FakeLiveTradingConsentRepository()

    private func factory() -> OrderTicketFactory {
        let consent = DefaultGiveLiveTradingConsentUseCase(
            mode: .live, account: "50123456-01", repository: consents, clock: TestScheduler(initialClock: 0)
        )
        return OrderTicketFactory.paperSamsung(desk: desk, slot: slot, mode: .live, liveConsent: consent)
    }

    /// A dialog's run: the text typed, then Enter (and Esc when `cancels`); its last state.
    private func run(_ dialog: InputDialogViewModel, typing text: String, cancels: Bool = false) -> InputDialogState? {
        let edits = PublishSubject<TextEdit>()
        let submit = PublishSubject<Void>()
        let cancel = PublishSubject<Void>()
        var last: InputDialogState?
        let running = dialog.transform(.init(edits: edits.asObservable(), submit: submit.asObservable(), cancel: cancel.asObservable()))
            .state.subscribe(onNext: { last = $0 })
        defer { running.dispose() }
        if !text.isEmpty { edits.onNext(.insert(text)) }
        submit.onNext(())
        if cancels { cancel.onNext(()) }
        return last
    }

    private func ticket(_ factory: OrderTicketFactory, present: @escaping (DialogViewModel) -> Void) -> InputDialogViewModel {
        factory.ticket(side: .buy, code: Listings.samsung.code, name: "삼성전자", initialText: "", present: present, notify: { _ in })
    }

    @Test func theFirstLiveTicketAsksForTheConsentAndOnlyTheAccountNumberGivesIt() throws {
        var presented: [DialogViewModel] = []
        let consentDialog = ticket(factory()) { presented.append($0) }
        #expect(consentDialog.title == "LIVE trading — real money")
        #expect(consentDialog.prompt.contains("5012-****-01") && !consentDialog.prompt.contains("50123456"))
        let refused = run(consentDialog, typing: "yes")
        #expect(refused?.errorMessage?.contains("Type the account number 5012-****-01 in full") == true)
        #expect(consents.consent == nil && presented.isEmpty)
        _ = run(consentDialog, typing: "5012345601")
        #expect(consents.consent?.covers(account: "50123456-01") == true)
        #expect(consents.consent?.givenAt == "1970-01-01 09:00 KST")
        guard case .input(let orderTicket)? = presented.last else { Issue.record("the order ticket did not open"); return }
        #expect(orderTicket.title == "Buy 삼성전자 (005930)")
    }

    @Test func aConsentThatCannotBeRecordedSaysWhyAndOpensNoTicket() {
        let failing = FakeLiveTradingConsentRepository(failure: .unrecorded(reason: "config.json is not writable; nothing was saved."))
        let consent = DefaultGiveLiveTradingConsentUseCase(mode: .live, account: "50123456-01", repository: failing, clock: TestScheduler(initialClock: 0))
        var presented: [DialogViewModel] = []
        let dialog = OrderTicketFactory.paperSamsung(desk: desk, mode: .live, liveConsent: consent)
            .ticket(side: .buy, code: Listings.samsung.code, name: "삼성전자", present: { presented.append($0) }, notify: { _ in })
        let state = run(dialog, typing: "50123456-01")
        #expect(state?.errorMessage == "The consent could not be recorded: config.json is not writable; nothing was saved. Live orders stay off.")
        #expect(presented.isEmpty)
    }

    /// Consent given, "1 @ 70,000" reviewed, Tab, Enter: the dialog Send presents (the LIVE confirmation).
    private func reviewAndSend(_ factory: OrderTicketFactory) throws -> InputDialogViewModel {
        _ = try consents.record(#require(LiveTradingConsent(account: "50123456-01", givenAt: "2026-12-06 20:51 KST")))
        var presented: [DialogViewModel] = []
        let orderTicket = ticket(factory) { presented.append($0) }
        #expect(orderTicket.title == "Buy 삼성전자 (005930)", "the consent is asked once per account")
        _ = run(orderTicket, typing: "1 @ 70,000")
        guard case .orderReview(let review)? = presented.last else { throw Missing() }
        let keys = PublishSubject<OrderReviewKey>()
        let reviewing = review.transform(.init(keys: keys.asObservable())).state.subscribe()
        defer { reviewing.dispose() }
        keys.onNext(.moveFocus)
        keys.onNext(.press)
        guard case .input(let confirmation)? = presented.last else { throw Missing() }
        return confirmation
    }

    private struct Missing: Error {}

    @Test func aReviewedLiveOrderIsSentOnlyOnceTheStocksCodeIsTyped() throws {
        let confirmation = try reviewAndSend(factory())
        #expect(confirmation.title == "LIVE · Buy 삼성전자 — confirm")
        #expect(desk.placed.isEmpty, "Send on a LIVE review sends nothing by itself")
        let refused = run(confirmation, typing: "y")
        #expect(refused?.errorMessage == "Type 005930 to send this LIVE order; Esc goes back to the ticket.")
        #expect(desk.placed.isEmpty)
        _ = run(confirmation, typing: "005930")
        #expect(desk.placed.count == 1)
    }

    @Test func escOnTheConfirmationSendsNothingAndLetsTheSlotGo() throws {
        let confirmation = try reviewAndSend(factory())
        #expect(slot.keptHolds == 1)
        _ = run(confirmation, typing: "", cancels: true)
        #expect(desk.placed.isEmpty)
        #expect(slot.keptHolds == 0)
    }
}
