// The rate limiter's hold on virtual time: routine requests wait while an order is about to go, so its slot is free.

import Networking
import Reactive
import ReactiveTesting
import Testing

@Suite struct RateLimiterHoldTests {
    /// Ticks of 1 ms; the limiter allows one request a second (a paper key's pace, rounded).
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    private let limiter: RateLimiter
    /// Each granted request's name with the virtual time its permit arrived, in the order they arrived.
    private let granted = Recorded()

    init() {
        limiter = RateLimiter(capacity: 1, refillPerSecond: 1, scheduler: scheduler)
    }

    /// Grants, in the order they came (a class, so the scheduler's actions can append to it).
    private final class Recorded {
        var names: [String] = []
    }

    /// Asks for a slot named `name` with `priority` at `time`.
    private func request(_ name: String, _ priority: RequestPriority = .routine, at time: TestTime) {
        scheduler.scheduleAt(time) { [limiter, scheduler, granted] in
            _ = limiter.acquire(priority: priority).subscribe(onSuccess: { granted.names.append("\(name)@\(scheduler.clock)") })
        }
    }

    /// Starts a hold of `seconds` at `start`, disposed at `end` when given.
    private func hold(at start: TestTime, for seconds: Double = 12, disposedAt end: TestTime? = nil) {
        var hold: Disposable?
        scheduler.scheduleAt(start) { [limiter] in hold = limiter.holdRoutineRequests(for: seconds) }
        if let end { scheduler.scheduleAt(end) { hold?.dispose() } }
    }

    /// r1 took the slot at 100; r2 asks during the hold and waits, so the order at 1500 goes at once
    /// (without the hold r2 would take 1100 and the order wait until 2100).
    @Test func aHoldKeepsTheNextSlotFreeForTheOrder() {
        request("r1", at: 100)
        hold(at: 200)
        request("r2", at: 300)
        request("order", .urgent, at: 1500)
        scheduler.start()
        #expect(granted.names == ["r1@101", "order@1501", "r2@2500"])
    }

    /// The review left without sending (disposed at 5000): the held reads go in the order they asked, at the pace.
    @Test func disposingTheHoldLetsTheHeldReadsGoInTheirOrder() {
        request("r1", at: 100)
        hold(at: 200, disposedAt: 5000)
        request("r2", at: 300)
        request("r3", at: 400)
        request("r4", at: 400)
        scheduler.start()
        #expect(granted.names == ["r1@101", "r2@5001", "r3@6000", "r4@7000"])
    }

    /// Nobody sends and nobody disposes: the hold ends by itself after its 10 s, so reads never starve.
    @Test func aHoldEndsByItselfAfterItsBound() {
        hold(at: 200, for: 10)
        request("r1", at: 300)
        scheduler.start()
        #expect(granted.names == ["r1@10201"])
    }

    /// The order's grant at 301 ends the hold: the read waiting behind it takes the next slot (1300), not
    /// the hold's end 12 s later.
    @Test func theOrderTakingItsSlotEndsTheHold() {
        hold(at: 100)
        request("r1", at: 200)
        request("order", .urgent, at: 300)
        scheduler.start()
        #expect(granted.names == ["order@301", "r1@1300"])
    }

    /// A hold never makes room above the rate: orders asked right after a read still wait for the pace.
    @Test func urgentRequestsDuringAHoldAreStillSpacedByThePace() {
        request("r1", at: 100)
        hold(at: 150)
        request("o1", .urgent, at: 200)
        request("r2", at: 300)
        request("o2", .urgent, at: 300)
        scheduler.start()
        #expect(granted.names == ["r1@101", "o1@1100", "o2@2100", "r2@3100"])
    }

    /// r2's slot (1100) was reserved before the hold began: it comes during the hold, goes back unused,
    /// and the order at 1500 finds it free.
    @Test func aSlotReservedForAReadBeforeTheHoldGoesBackToTheBucket() {
        request("r1", at: 100)
        request("r2", at: 100)
        hold(at: 500)
        request("order", .urgent, at: 1500)
        scheduler.start()
        #expect(granted.names == ["r1@101", "order@1501", "r2@2500"])
    }

    /// With two holds, the reads wait until both have ended.
    @Test func readsWaitUntilEveryHoldHasEnded() {
        hold(at: 100, disposedAt: 1000)
        hold(at: 100, disposedAt: 3000)
        request("r1", at: 200)
        scheduler.start()
        #expect(granted.names == ["r1@3001"])
    }
}
