// The token bucket's arithmetic at given instants.

import Foundation
import Networking
import Testing

@Suite struct TokenBucketTests {
    private let start = Date(timeIntervalSince1970: 1_000)

    @Test func aFullBucketGrantsItsCapacityAtOnceThenQueuesAtTheRefillRate() {
        var bucket = TokenBucket(capacity: 3, refillPerSecond: 2)
        let waits = (0..<6).map { _ in bucket.reserve(at: start).wait }
        #expect(waits == [0, 0, 0, 0.5, 1.0, 1.5])
    }

    @Test func aQuietPeriodRefillsButNeverBeyondCapacity() {
        var bucket = TokenBucket(capacity: 2, refillPerSecond: 1)
        _ = bucket.reserve(at: start)
        _ = bucket.reserve(at: start)
        let later = start.addingTimeInterval(60)
        #expect(bucket.reserve(at: later).wait == 0)
        #expect(bucket.reserve(at: later).wait == 0)
        #expect(bucket.reserve(at: later).wait == 1)
    }

    @Test func oneRequestPerSecondIsSpacedBySeconds() {
        var bucket = TokenBucket(capacity: 1, refillPerSecond: 1)
        #expect(bucket.reserve(at: start).wait == 0)
        #expect(bucket.reserve(at: start.addingTimeInterval(0.25)).wait == 0.75)
        #expect(bucket.reserve(at: start.addingTimeInterval(2)).wait == 0)
    }

    @Test func aClockGoingBackwardsDoesNotRefill() {
        var bucket = TokenBucket(capacity: 1, refillPerSecond: 1)
        _ = bucket.reserve(at: start)
        #expect(bucket.reserve(at: start.addingTimeInterval(-10)).wait == 1)
    }

    @Test func theNewestPermitGivenBackIsTheNextCallersSlot() {
        var bucket = TokenBucket(capacity: 1, refillPerSecond: 1)
        _ = bucket.reserve(at: start)
        let cancelled = bucket.reserve(at: start)
        #expect(cancelled.wait == 1)
        bucket.release(cancelled.permit, at: start.addingTimeInterval(0.5))
        #expect(bucket.reserve(at: start.addingTimeInterval(0.5)).wait == 0.5)
    }

    @Test func anOlderPermitGoesBackOnlyWithEveryPermitTakenAfterIt() {
        var bucket = TokenBucket(capacity: 1, refillPerSecond: 1)
        _ = bucket.reserve(at: start)
        let second = bucket.reserve(at: start)
        let third = bucket.reserve(at: start)
        bucket.release(second.permit, at: start)
        // The third still waits behind the second's slot: handing that slot out would put two in it.
        let fourth = bucket.reserve(at: start)
        #expect(fourth.wait == 3)
        bucket.release(fourth.permit, at: start)
        bucket.release(third.permit, at: start)
        #expect(bucket.reserve(at: start).wait == 1)
    }

    @Test func aPermitTakenAfterAGivenBackOneKeepsItsSlotTaken() {
        var bucket = TokenBucket(capacity: 1, refillPerSecond: 1)
        let first = bucket.reserve(at: start)
        _ = bucket.reserve(at: start)
        bucket.release(first.permit, at: start)
        #expect(bucket.reserve(at: start).wait == 2)
    }
}
