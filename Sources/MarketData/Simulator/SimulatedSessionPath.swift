// One listing's trading day, made up from the seed: what a simulated exchange launched during it starts from,
// and what its chart's minutes before the launch are drawn through.

import Domain
import FoundationEssentials

/// A listing's trading minutes of a day (`KRXCalendar.tradingMinutes(on:nextrade:)`: KRX's 09:00–15:30, a
/// Nextrade stock's 08:00–20:00) as a price every five trading minutes: a mean-reverting walk in grid steps
/// from near the base price, within the day's limits. Between two anchors the price moves in a straight line
/// snapped to the grid, so the day's high and low so far lie at anchors (or at the minute asked for): the
/// exchange's open, high, low, last and volume at launch are the chart's, read from the same path. Only the
/// continuous minutes trade (`StockTradingMinutes.continuous(on:)`): in KRX's auctions and Nextrade's
/// pauses the price stands and there is no bar, as the live exchange does not trade then. Minutes outside
/// KRX's are Nextrade's trades; KRX's last price is the path's at KRX's last minute so far, Nextrade's at
/// its last minute so far (within KRX's hours, the end of its pre-market: the live exchange's trades are
/// KRX's then).
struct SimulatedSessionPath: Sendable, Equatable {
    /// Minutes between two anchors.
    static let anchorMinutes = 5

    /// The figures of the session before a minute: what the exchange's state starts from.
    struct Summary: Sendable, Equatable {
        let open: Int, high: Int, low: Int, close: Int
        let volume: Int, tradedValue: Int
        /// Minutes traded (each counts as one trade of the state).
        let minutes: Int
        /// KRX's last price (nil before KRX's first minute), and Nextrade's (nil before its first minute, and
        /// for a day without Nextrade minutes before the last one).
        let krxClose: Int?, nxtClose: Int?
        /// Where the last minute traded: Nextrade outside KRX's hours, else KRX.
        let lastVenue: Venue

        /// The same session with every minute Nextrade's: with `--venue nxt` a Nextrade stock shows Nextrade's
        /// trades alone, its main market's included.
        var allOnNextrade: Summary {
            Summary(
                open: open, high: high, low: low, close: close, volume: volume, tradedValue: tradedValue, minutes: minutes,
                krxClose: krxClose, nxtClose: close, lastVenue: .nxt
            )
        }
    }

    /// The session's day, 00:00 Korea time.
    let day: Date
    /// The day's trading minutes (after midnight, Korea time), and KRX's among them.
    let minutes: Range<Int>, krxMinutes: Range<Int>
    /// The minutes among `minutes` that trade (continuous trading), earliest first.
    let moving: [Range<Int>]
    /// The price after every fifth trading minute from the first.
    private let anchors: [Int]
    /// The shares traded between two anchors (at least one a minute).
    private let segmentVolumes: [Int]
    private let lowerLimit: Int, upperLimit: Int
    private let grid: KRXPriceGrid

    /// The path of a listing at `basePrice` on `grid` over `minutes` of `day` (KRX's `krxMinutes` among them),
    /// trading in `moving` of them, drawn from `random` (seeded by seed, code and day).
    init(
        basePrice: Int, grid: KRXPriceGrid, day: Date, minutes: Range<Int>, krxMinutes: Range<Int>, moving: [Range<Int>],
        meanReversion: Double, random: inout SeededRandomGenerator
    ) {
        self.day = day
        self.minutes = minutes
        self.krxMinutes = krxMinutes
        self.moving = moving.map { $0.clamped(to: minutes) }.filter { !$0.isEmpty }
        self.grid = grid
        (lowerLimit, upperLimit) = grid.dailyLimits(base: basePrice)
        let segments = self.moving.reduce(0) { $0 + $1.count } / Self.anchorMinutes
        var anchors: [Int] = []
        anchors.reserveCapacity(segments + 1)
        var price = basePrice
        var volumes: [Int] = []
        volumes.reserveCapacity(segments)
        let perSegment = max(1, 250_000_000 / max(1, basePrice))
        for segment in 0...segments {
            let room = Double(price >= basePrice ? upperLimit - basePrice : basePrice - lowerLimit)
            let displacement = room > 0 ? Double(price - basePrice) / room : 0
            let steps = segment == 0 ? random.next(below: 3) : random.next(below: 4)
            let up = random.nextUnit() < 0.5 - 0.5 * meanReversion * displacement * 10
            for _ in 0..<steps { price = up ? min(grid.priceAbove(price), upperLimit) : max(grid.priceBelow(price), lowerLimit) }
            anchors.append(price)
            guard segment < segments else { break }
            // A U-shaped day: busier near the open and the close.
            let position = Double(segment) / Double(segments)
            let weight = 0.4 + 2.4 * (position - 0.5) * (position - 0.5)
            volumes.append(Self.anchorMinutes + Int(Double(random.next(below: perSegment)) * weight * 2))
        }
        self.anchors = anchors
        segmentVolumes = volumes
    }

    /// Minutes in the day's path.
    var sessionMinutes: Int { minutes.count }

    /// The trading minutes among the first `minute` minutes of the day's path.
    func tradedMinutes(before minute: Int) -> Int {
        let end = minutes.lowerBound + minute
        return moving.reduce(0) { $0 + max(0, min($1.upperBound, end) - $1.lowerBound) }
    }

    /// True when the path trades in `minute` after its first.
    func trades(inMinute minute: Int) -> Bool {
        moving.contains { $0.contains(minutes.lowerBound + minute) }
    }

    /// The price at `minute` after the first (0...sessionMinutes): the price after the trading minutes before it.
    func price(atMinute minute: Int) -> Int {
        price(afterTraded: tradedMinutes(before: minute))
    }

    /// The price after `minute` trading minutes: on the line between its two anchors, on the grid.
    private func price(afterTraded minute: Int) -> Int {
        let segment = min(minute / Self.anchorMinutes, anchors.count - 1)
        let offset = minute - segment * Self.anchorMinutes
        guard offset > 0, segment + 1 < anchors.count else { return anchors[segment] }
        let from = anchors[segment], to = anchors[segment + 1]
        let between = from + (to - from) * offset / Self.anchorMinutes
        return min(max(grid.gridPrice(atOrBelow: between), min(from, to)), max(from, to))
    }

    /// The shares traded in trading minute `minute`: its segment's volume spread over the segment's minutes.
    private func volume(atMinute minute: Int) -> Int {
        let total = segmentVolumes[minute / Self.anchorMinutes]
        return total / Self.anchorMinutes + (minute % Self.anchorMinutes < total % Self.anchorMinutes ? 1 : 0)
    }

    /// The minute bars of the trading minutes before `minute` (at most the whole session).
    func bars(before minute: Int) -> [PriceBar] {
        (0..<min(max(minute, 0), sessionMinutes)).filter(trades(inMinute:)).map { index in
            let traded = tradedMinutes(before: index)
            let open = price(afterTraded: traded), close = price(afterTraded: traded + 1)
            let start = day.addingTimeInterval(TimeInterval((minutes.lowerBound + index) * 60))
            return PriceBar(start: start, open: open, high: max(open, close), low: min(open, close), close: close, volume: volume(atMinute: traded))
        }
    }

    /// The session's figures before `minute` (after the first); nil before the first minute has traded.
    func summary(before minute: Int) -> Summary? {
        let elapsed = min(minute, sessionMinutes), minutes = tradedMinutes(before: elapsed)
        guard minutes > 0 else { return nil }
        let close = price(afterTraded: minutes)
        let passed = anchors[0...(minutes / Self.anchorMinutes)]
        var volume = 0, tradedValue = 0
        let wholeSegments = minutes / Self.anchorMinutes
        for segment in 0..<wholeSegments {
            volume += segmentVolumes[segment]
            tradedValue += segmentVolumes[segment] * (anchors[segment] + anchors[segment + 1]) / 2
        }
        for index in (wholeSegments * Self.anchorMinutes)..<minutes {
            volume += self.volume(atMinute: index)
            tradedValue += self.volume(atMinute: index) * price(afterTraded: index + 1)
        }
        let lastOnNextrade = elapsed - 1 < krxStart || elapsed - 1 >= krxEnd
        return Summary(
            open: anchors[0], high: max(passed.max()!, close), low: min(passed.min()!, close), close: close,
            volume: volume, tradedValue: tradedValue, minutes: minutes,
            krxClose: elapsed > krxStart ? price(atMinute: min(elapsed, krxEnd)) : nil,
            nxtClose: lastOnNextrade ? close : krxStart > 0 ? price(atMinute: krxStart) : nil,
            lastVenue: lastOnNextrade ? .nxt : .krx
        )
    }

    /// KRX's first and last minute after the path's first.
    private var krxStart: Int { krxMinutes.lowerBound - self.minutes.lowerBound }
    private var krxEnd: Int { krxMinutes.upperBound - self.minutes.lowerBound }
}
