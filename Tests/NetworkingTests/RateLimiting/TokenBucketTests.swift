// The token bucket's arithmetic at given instants.

import Foundation
import Networking
import Testing

@Suite struct TokenBucketTests {
    private let start = Date(timeIntervalSince1970: 1_000)

    @Test func aFullBucketGrantsItsCapacityAtOnceThenQueuesAtTheRefillRate() {
        var bucket = TokenBucket(capacity: 3, refillPerSecond: 2)
        let waits = (0..<6).map { _ in bucket.reserve(at: start) }
        #expect(waits == [0, 0, 0, 0.5, 1.0, 1.5])
    }

    @Test func aQuietPeriodRefillsButNeverBeyondCapacity() {
        var bucket = TokenBucket(capacity: 2, refillPerSecond: 1)
        _ = bucket.reserve(at: start)
        _ = bucket.reserve(at: start)
        let later = start.addingTimeInterval(60)
        #expect(bucket.reserve(at: later) == 0)
        #expect(bucket.reserve(at: later) == 0)
        #expect(bucket.reserve(at: later) == 1)
    }

    @Test func oneRequestPerSecondIsSpacedBySeconds() {
        var bucket = TokenBucket(capacity: 1, refillPerSecond: 1)
        #expect(bucket.reserve(at: start) == 0)
        #expect(bucket.reserve(at: start.addingTimeInterval(0.25)) == 0.75)
        #expect(bucket.reserve(at: start.addingTimeInterval(2)) == 0)
    }

    @Test func aClockGoingBackwardsDoesNotRefill() {
        var bucket = TokenBucket(capacity: 1, refillPerSecond: 1)
        _ = bucket.reserve(at: start)
        #expect(bucket.reserve(at: start.addingTimeInterval(-10)) == 1)
    }
}
