// The lot (p) and alert (!) dialogs on virtual time: accepted, refused with the domain's reasons, a failed
// quote, and a pending check superseded by Esc or a newer Enter.

import Domain
import DomainTestDoubles
import Presentation
import Reactive
import ReactiveTesting
import Testing

@Suite struct HoldingsDialogFactoryTests {
    /// 삼성전자 at 72,000 on a 70,000 base: limits 49,000–91,000. The quote answers 10 ticks after asked.
    private func run(
        _ keys: [(TestTime, DialogKey)], alert: Bool, failure: QuoteFeedFailure? = nil, clock: TestTime = 0
    ) -> (recording: DialogRecording<InputDialogState>, lots: [PositionLot], conditions: [CheckedPriceAlert], asked: Int) {
        var lots: [PositionLot] = []
        var conditions: [CheckedPriceAlert] = []
        var recording = DialogRecording<InputDialogState>(events: [])
        var asked = 0
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: clock)
            let quotes = FakeQuoteRepository(quote: .of(Listings.samsung, price: 72_000, base: 70_000))
            quotes.answerDelay = (.seconds(10), scheduler)
            quotes.failure = failure
            let factory = HoldingsDialogFactory(
                checkLot: DefaultCheckPositionLotUseCase(quotes: quotes, clock: scheduler, calendar: { KRXCalendar(closures: [:]) }), checkAlert: DefaultCheckPriceAlertUseCase(quotes: quotes), scheduler: scheduler
            )
            let code = Listings.samsung.code
            let dialog = alert
                ? factory.setAlert(code: code, name: "삼성전자") { conditions.append($0) }
                : factory.addLot(code: code, name: "삼성전자") { lots.append($0) }
            recording = DialogRecording.run(dialog, keys: keys, on: scheduler)
            asked = quotes.asked
        }
        #expect(live == 0)
        return (recording, lots, conditions, asked)
    }

    @Test func aLotIsAddedAfterTheCheck() {
        let (recording, lots, _, asked) = run([(210, .type("10 @ 70,000")), (220, .enter)], alert: false)
        #expect(lots == [PositionLot(quantity: 10, price: 70_000)])
        #expect(recording.last?.result == .submitted("10 @ 70,000"))
        #expect(recording.last?.title == "Add a lot of 삼성전자")
        #expect(asked == 0, "an undated lot needs no quote")
    }

    @Test func aLotDatedTodayOutsideTheLimitsIsRefusedWithTheLimits() throws {
        // Clock 0 is 1970-01-01 in Korea.
        let (recording, lots, _, _) = run([(210, .type("10 @ 95,000 1970-01-01")), (220, .enter)], alert: false)
        #expect(recording.state(at: 225)?.statusLine == InputDialogState.checkingText)
        let last = try #require(recording.last)
        #expect(last.errorMessage == "삼성전자 cannot trade at 95,000 today: its limits are 49,000 (하한가) to 91,000 (상한가).")
        #expect(!last.isClosed)
        #expect(lots.isEmpty)
    }

    @Test func anUnreadableLotIsRefusedWithTheForm() {
        let (recording, lots, _, _) = run([(210, .type("ten shares")), (220, .enter)], alert: false)
        #expect(recording.last?.errorMessage == PositionLotError.notALot("ten shares").message)
        #expect(lots.isEmpty)
    }

    @Test func anAlertIsSetAfterTheCheck() {
        let (recording, _, conditions, asked) = run([(210, .type(">= 75,000")), (220, .enter)], alert: true)
        #expect(conditions == [CheckedPriceAlert(condition: .atOrAbove(75_000))])
        #expect(recording.last?.isClosed == true)
        #expect(asked == 1)
    }

    @Test(arguments: [
        (">= 300,000", PriceAlertCondition.atOrAbove(300_000), "not reachable today; upper limit 91,000"),
        ("<= 30,000", .atOrBelow(30_000), "not reachable today; lower limit 49,000"),
    ])
    func anAlertBeyondTodaysLimitsIsSetWithANote(typed: String, condition: PriceAlertCondition, note: String) {
        let (recording, _, conditions, _) = run([(210, .type(typed)), (220, .enter)], alert: true)
        #expect(conditions == [CheckedPriceAlert(condition: condition, note: note)])
        #expect(recording.last?.isClosed == true)
    }

    @Test(arguments: [
        (">= 300,050", "300,050 is not a price on the tick grid (steps of 500 won there): the nearest is 300,000."),
        (">= 75,050", "75,050 is not a price on the tick grid (steps of 100 won there): the nearest is 75,000."),
        ("<= 72,500", "<= 72,500 is already true (삼성전자 is at 72,000): it would fire at once."),
        ("75000", "\"75000\" is not a condition: write >= 75000, <= 60,000, +5% or -3% (against the previous close)."),
    ])
    func anAlertThatCannotFireTodayIsRefusedWithTheReason(typed: String, message: String) {
        let (recording, _, conditions, _) = run([(210, .type(typed)), (220, .enter)], alert: true)
        #expect(recording.last?.errorMessage == message)
        #expect(recording.last?.isClosed == false)
        #expect(conditions.isEmpty)
    }

    @Test func aFailedQuoteShowsItsReasonAndKeepsTheText() {
        let (recording, _, conditions, _) = run([(210, .type(">= 75,000")), (220, .enter)], alert: true, failure: QuoteFeedFailure(code: Listings.samsung.code, message: "KIS is not answering."))
        #expect(recording.last?.errorMessage == "KIS is not answering.")
        #expect(recording.last?.text.text == ">= 75,000")
        #expect(conditions.isEmpty)
    }

    @Test func escWhileTheCheckIsPendingClosesAndTheLateAnswerIsIgnored() {
        let (recording, _, conditions, _) = run([(210, .type(">= 75,000")), (220, .enter), (225, .escape)], alert: true)
        #expect(recording.state(at: 224)?.isChecking == true)
        #expect(recording.last?.result == .cancelled)
        #expect(recording.didComplete)
        #expect(conditions.isEmpty, "the answer at 230 finds the dialog closed")
        #expect(recording.events.allSatisfy { $0.time <= 225 })
    }

    @Test func aNewerEnterSupersedesAPendingCheck() {
        let keys: [(TestTime, DialogKey)] = [(210, .type(">= 92,050")), (220, .enter), (222, .edit(.deleteToStart)), (223, .type(">= 80,000")), (224, .enter)]
        let (recording, _, conditions, _) = run(keys, alert: true)
        #expect(conditions == [CheckedPriceAlert(condition: .atOrAbove(80_000))])
        #expect(recording.states.allSatisfy { $0.errorMessage == nil }, "the refusal of the first check is never shown")
    }
}
