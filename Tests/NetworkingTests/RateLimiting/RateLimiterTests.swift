// The rate limiter on virtual time: permits are handed out at the configured pace.

import Networking
import Reactive
import ReactiveTesting
import Testing

@Suite struct RateLimiterTests {
    /// Ticks of 1 ms.
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)

    private func limiter(capacity: Int, perSecond rate: Double) -> RateLimiter {
        RateLimiter(capacity: capacity, refillPerSecond: rate, scheduler: scheduler)
    }

    /// Subscribes `count` acquisitions at `time` and returns the virtual times their permits arrived
    /// (a permit that is free arrives one tick later: the TestScheduler's processing delay).
    private func grantTimes(_ limiter: RateLimiter, count: Int, at time: TestTime) -> [TestTime] {
        var times: [TestTime] = []
        scheduler.scheduleAt(time) {
            for _ in 0..<count {
                _ = limiter.acquire().subscribe(onSuccess: { times.append(scheduler.clock) })
            }
        }
        scheduler.start()
        return times
    }

    @Test func paperPaceIsOneRequestPerSecond() {
        #expect(grantTimes(limiter(capacity: 1, perSecond: 1), count: 4, at: 100) == [101, 1100, 2100, 3100])
    }

    @Test func realPaceIsFifteenRequestsPerSecond() {
        let times = grantTimes(limiter(capacity: 1, perSecond: 15), count: 16, at: 100)
        #expect(times.count == 16)
        #expect(times.filter { $0 < 1100 }.count == 15)
        #expect(times.last == 1100)
    }

    @Test func aBurstUpToCapacityIsImmediate() {
        #expect(grantTimes(limiter(capacity: 3, perSecond: 1), count: 4, at: 100) == [101, 101, 101, 1100])
    }

    /// The disposed one never succeeds, and the caller after it gets its slot (was 2100: kept).
    @Test func disposingAWaitingAcquisitionCancelsItAndGivesItsSlotToTheNextCaller() {
        let limiter = limiter(capacity: 1, perSecond: 1)
        var granted: [TestTime] = []
        scheduler.scheduleAt(100) {
            _ = limiter.acquire().subscribe(onSuccess: { granted.append(scheduler.clock) })
            limiter.acquire().subscribe(onSuccess: { granted.append(scheduler.clock) }).dispose()
            _ = limiter.acquire().subscribe(onSuccess: { granted.append(scheduler.clock) })
        }
        scheduler.start()
        #expect(granted == [101, 1100])
    }

    @Test func aGrantedPermitIsNotGivenBackWhenItsSubscriptionEnds() {
        let limiter = limiter(capacity: 1, perSecond: 1)
        var granted: [TestTime] = []
        var first: Disposable?
        scheduler.scheduleAt(100) { first = limiter.acquire().subscribe(onSuccess: { granted.append(scheduler.clock) }) }
        scheduler.scheduleAt(500) {
            first?.dispose()
            _ = limiter.acquire().subscribe(onSuccess: { granted.append(scheduler.clock) })
        }
        scheduler.start()
        #expect(granted == [101, 1100])
    }

    /// Subscribes one acquisition per entry of `requests` at its time, with its priority, and returns
    /// each one's name with the virtual time its permit arrived, in the order they arrived.
    private func grants(_ limiter: RateLimiter, _ requests: [(name: String, priority: RequestPriority, at: TestTime)]) -> [String] {
        var granted: [String] = []
        for request in requests {
            scheduler.scheduleAt(request.at) {
                _ = limiter.acquire(priority: request.priority).subscribe(onSuccess: {
                    granted.append("\(request.name)@\(scheduler.clock)")
                })
            }
        }
        scheduler.start()
        return granted
    }

    /// Three reads wait; an order asking at 500 takes the next slot (1100), the reads keep their order after it.
    @Test func anUrgentRequestTakesTheNextSlotAheadOfWaitingRoutineOnes() {
        let order = grants(limiter(capacity: 1, perSecond: 1), [
            ("r1", .routine, 100), ("r2", .routine, 100), ("r3", .routine, 100), ("order", .urgent, 500),
        ])
        #expect(order == ["r1@101", "order@1100", "r2@2100", "r3@3100"])
    }

    /// Urgent requests among themselves keep their order, and none goes faster than the rate.
    @Test func urgentRequestsAreServedInTurnAndNeverAboveTheRate() {
        let order = grants(limiter(capacity: 1, perSecond: 1), [
            ("r1", .routine, 100), ("r2", .routine, 100), ("o1", .urgent, 200), ("o2", .urgent, 300), ("o3", .urgent, 300),
        ])
        #expect(order == ["r1@101", "o1@1100", "o2@2100", "o3@3100", "r2@4100"])
    }

    /// A burst up to capacity goes at once, the order first; the rest wait for the refill as before.
    @Test func aBurstServesTheUrgentRequestFirstAndStaysWithinTheCapacity() {
        let order = grants(limiter(capacity: 2, perSecond: 1), [
            ("r1", .routine, 100), ("r2", .routine, 100), ("r3", .routine, 100), ("order", .urgent, 100),
        ])
        #expect(order == ["order@101", "r1@101", "r2@1100", "r3@2100"])
    }

    /// With the queue empty, an urgent request gets a free slot at once, like any other.
    @Test func anUrgentRequestAloneIsGrantedAtOnce() {
        #expect(grants(limiter(capacity: 1, perSecond: 1), [("order", .urgent, 100)]) == ["order@101"])
    }

    /// The waiting urgent request disposed before its slot gives it to the first read in line.
    @Test func aDisposedUrgentRequestLeavesTheNextSlotToTheWaitingReads() {
        let limiter = limiter(capacity: 1, perSecond: 1)
        var granted: [String] = []
        scheduler.scheduleAt(100) {
            _ = limiter.acquire().subscribe(onSuccess: { granted.append("r1@\(scheduler.clock)") })
            _ = limiter.acquire().subscribe(onSuccess: { granted.append("r2@\(scheduler.clock)") })
            limiter.acquire(priority: .urgent).subscribe(onSuccess: { granted.append("order@\(scheduler.clock)") }).dispose()
        }
        scheduler.start()
        #expect(granted == ["r1@101", "r2@1100"])
    }

    /// Nobody waiting when the reserved slot comes (1100): the permit goes back, so a caller at 1500 is
    /// served at once (it would wait until 2100 with the slot spent).
    @Test func aSlotNobodyWaitsForAnyMoreGoesBackToTheBucket() {
        let limiter = limiter(capacity: 1, perSecond: 1)
        var granted: [TestTime] = []
        var second: Disposable?
        scheduler.scheduleAt(100) {
            _ = limiter.acquire().subscribe(onSuccess: { granted.append(scheduler.clock) })
            second = limiter.acquire().subscribe(onSuccess: { granted.append(scheduler.clock) })
        }
        scheduler.scheduleAt(500) { second?.dispose() }
        scheduler.scheduleAt(1500) { _ = limiter.acquire().subscribe(onSuccess: { granted.append(scheduler.clock) }) }
        scheduler.start()
        #expect(granted == [101, 1501])
    }
}
