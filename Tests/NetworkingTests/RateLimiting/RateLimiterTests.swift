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
}
