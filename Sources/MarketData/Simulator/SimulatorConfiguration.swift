// The knobs of the simulated exchange: seed, session hours, pace and how prices wander.

import Dispatch
import Domain
import Reactive

/// How the simulated exchange behaves; the defaults suit a demo.
public struct SimulatorConfiguration: Sendable, Equatable {
    /// When the simulated exchange trades.
    public enum SessionMode: String, Sendable, CaseIterable {
        /// In the venues' sessions, and in a session of its own while both are shut, so a demo at night
        /// still moves (the default).
        case alwaysOpen = "always-open"
        /// Only in the venues' sessions (KRX, and Nextrade for its stocks), Korea time; otherwise quotes keep
        /// their last values.
        case krx
    }

    /// The same seed replays the same prices.
    public var seed: UInt64
    public var sessionMode: SessionMode
    /// Each listing's own pace, in trades per second, drawn once from this range.
    public var tradesPerSecond: ClosedRange<Double>
    /// How strongly prices are pulled back toward the base price: 0 is a pure random walk, 1 makes a
    /// move away from the base at a limit impossible.
    public var meanReversion: Double
    /// The share of continuous trades that move the bid and the ask a tick (the rest print at the last price
    /// or bounce between the two): 0.01 wanders about as far in an hour as a real stock does; 1 is a walk of a
    /// tick a trade.
    public var driftChance = 0.01
    /// How often the exchange publishes the trades made since the last publication.
    public var publishInterval: RxTimeInterval
    /// Which venue's trades an NXT-eligible listing shows: both (`.unified`, the default), KRX's alone (no
    /// pre- or after-market), or Nextrade's (its main-market trades too).
    public var venue: Venue = .unified
    /// Whether an exchange launched after 09:00 (or on a day KRX is shut) starts from a made-up session of the
    /// day so far (the last session's, whole, once it has closed), so its rows, header and chart agree from the
    /// first frame; off, every listing starts at its base price with nothing traded.
    public var replaysSessionSoFar = false

    public init(
        seed: UInt64 = 1,
        sessionMode: SessionMode = .alwaysOpen,
        tradesPerSecond: ClosedRange<Double> = 0.2...3,
        meanReversion: Double = 0.3,
        publishInterval: RxTimeInterval = .milliseconds(100)
    ) {
        precondition(tradesPerSecond.lowerBound > 0, "every listing needs a positive pace")
        precondition((0...1).contains(meanReversion), "mean reversion is between 0 and 1")
        self.seed = seed
        self.sessionMode = sessionMode
        self.tradesPerSecond = tradesPerSecond
        self.meanReversion = meanReversion
        self.publishInterval = publishInterval
    }
}
