// The rate limiter on virtual time: permits are handed out at the configured pace.

import Networking
import Reactive
import ReactiveTesting
import Testing

@Suite struct RateLimiterTests {
    /// Ticks of 1 ms.
    private func makeScheduler() -> TestScheduler { TestScheduler(initialClock: 0, resolution: 0.001) }

    /// Subscribes `count` acquisitions at `time` and returns the virtual times their permits arrived
    /// (a permit that is free arrives one tick later: the TestScheduler's processing delay).
    private func grantTimes(_ limiter: RateLimiter, on scheduler: TestScheduler, count: Int, at time: TestTime) -> [TestTime] {
        var times: [TestTime] = []
        scheduler.scheduleAt(time) {
            for _ in 0..<count {
                _ = limiter.acquire().subscribe(onNext: { times.append(scheduler.clock) })
            }
        }
        scheduler.start()
        return times
    }

    @Test func paperPaceIsOneRequestPerSecond() {
        let scheduler = makeScheduler()
        let limiter = RateLimiter(capacity: 1, refillPerSecond: 1, scheduler: scheduler)
        #expect(grantTimes(limiter, on: scheduler, count: 4, at: 100) == [101, 1100, 2100, 3100])
    }

    @Test func realPaceIsFifteenRequestsPerSecond() {
        let scheduler = makeScheduler()
        let limiter = RateLimiter(capacity: 1, refillPerSecond: 15, scheduler: scheduler)
        let times = grantTimes(limiter, on: scheduler, count: 16, at: 100)
        #expect(times.count == 16)
        #expect(times.filter { $0 < 1100 }.count == 15)
        #expect(times.last == 1100)
    }

    @Test func aBurstUpToCapacityIsImmediate() {
        let scheduler = makeScheduler()
        let limiter = RateLimiter(capacity: 3, refillPerSecond: 1, scheduler: scheduler)
        #expect(grantTimes(limiter, on: scheduler, count: 4, at: 100) == [101, 101, 101, 1100])
    }

    @Test func disposingAWaitingAcquisitionCancelsItsPermitDelivery() {
        let scheduler = makeScheduler()
        let limiter = RateLimiter(capacity: 1, refillPerSecond: 1, scheduler: scheduler)
        var granted: [TestTime] = []
        scheduler.scheduleAt(100) {
            _ = limiter.acquire().subscribe(onNext: { granted.append(scheduler.clock) })
            limiter.acquire().subscribe(onNext: { granted.append(scheduler.clock) }).dispose()
        }
        scheduler.start()
        #expect(granted == [101])
    }
}
