// The simulated exchange's past, made up from the seed: daily bars of earlier days and today's minute bars.

import Domain
import FoundationEssentials
import Glibc

/// Deterministic chart history for one simulated listing, consistent with its current quote.
///
/// Every day's numbers come from a generator seeded by (seed, code, day), so any range asked for gives
/// the same bars. Daily bars walk backwards from today's base price (the previous close): each day
/// closes within ±30 % of the day before and on the KRX grid. Today's minute bars run from the open to
/// the current price (a random walk bent to end there), inside today's limits.
struct SimulatedHistoryGenerator: Sendable {
    /// The seed of the run (`--seed`).
    let seed: UInt64
    /// The exchange's calendar: its holidays have no session; without one only weekends are closed.
    var calendar: KRXCalendar?
    /// How many past trading days exist (about three years); earlier days have no bars.
    static let pastTradingDays = 750
    /// The calendar of a generator made without one: weekends closed, every weekday regular.
    private static let weekdays = KRXCalendar(closures: [:], examDays: [:])

    /// The minutes (after midnight, Korea time) a listing trades on `day` (00:00 Korea time): KRX's
    /// 09:00–15:30, a Nextrade listing's 08:00–20:00, as the calendar shifts them (`StockTradingMinutes`).
    func tradingMinutes(on day: Date, nextrade: Bool) -> Range<Int> {
        StockTradingMinutes(calendar: calendar ?? Self.weekdays, nextrade: nextrade).on(KoreaTime.dayAndMinute(day).0)
    }

    /// The minutes of `tradingMinutes(on:nextrade:)` that trade: without KRX's auctions and Nextrade's pauses.
    func continuousMinutes(on day: Date, nextrade: Bool) -> [Range<Int>] {
        StockTradingMinutes(calendar: calendar ?? Self.weekdays, nextrade: nextrade).continuous(on: KoreaTime.dayAndMinute(day).0)
    }

    /// The day whose trading is the latest to have begun at `now` (today from its first trading minute —
    /// 09:00, a Nextrade listing's 08:00 — on trading days, else the trading day before), as 00:00 Korea time.
    func sessionDay(at now: Date, nextrade: Bool = false) -> Date {
        let calendar = calendar ?? Self.weekdays
        let (today, minute) = KoreaTime.dayAndMinute(now)
        if let minutes = calendar.tradingMinutes(on: today, nextrade: nextrade), minute >= minutes.lowerBound {
            return KoreaTime.date(of: today, minute: 0)
        }
        return KoreaTime.date(of: calendar.tradingDay(before: today), minute: 0)
    }

    /// The minute bars of the session day from its first trading minute until the minute of `quote.time`
    /// (at most its last), the last one closing at `quote.price`, on `grid`; `nextrade` for a listing that
    /// trades on Nextrade too (08:00–20:00). Only continuous minutes have a bar (none in an auction or a
    /// pause). With `opening` (the path the exchange was launched on and the launch's minute after its
    /// first), the minutes before the launch are the path's and the later ones run from its price then to
    /// `quote.price`, within the day's range so far.
    func intradayBars(
        for quote: Quote, grid: KRXPriceGrid, opening: (path: SimulatedSessionPath, minute: Int)? = nil, nextrade: Bool = false
    ) -> [PriceBar] {
        let day = sessionDay(at: quote.time, nextrade: nextrade)
        let minutes = tradingMinutes(on: day, nextrade: nextrade)
        let count = min(max(Self.minute(of: quote.time, on: day, minutes: minutes) + 1, 0), minutes.count)
        guard count > 0 else { return [] }
        let moving = continuousMinutes(on: day, nextrade: nextrade)
        guard let opening, opening.path.day == day, opening.minute > 0 else {
            return walk(
                for: quote, grid: grid, day: day, minutes: minutes, moving: moving, from: (minute: 0, price: quote.open), through: count,
                range: (quote.lowerLimit, quote.upperLimit)
            )
        }
        let launched = min(opening.minute, count)
        let before = opening.path.bars(before: launched)
        let start = (minute: launched, price: opening.path.price(atMinute: launched))
        return before + walk(for: quote, grid: grid, day: day, minutes: minutes, moving: moving, from: start, through: count, range: (quote.low, quote.high))
    }

    /// A minute bar for each trading minute (in `moving`) from `start` (a minute after the first of `minutes`
    /// and its price) until minute `end`, the last closing at `quote.price`: a random walk bent to end there,
    /// on `grid`, within `range`.
    private func walk(
        for quote: Quote, grid: KRXPriceGrid, day: Date, minutes: Range<Int>, moving: [Range<Int>], from start: (minute: Int, price: Int),
        through end: Int, range: (lower: Int, upper: Int)
    ) -> [PriceBar] {
        let trading = (start.minute..<max(start.minute, end)).filter { minute in moving.contains { $0.contains(minutes.lowerBound + minute) } }
        let count = trading.count
        guard count > 0 else { return [] }
        var random = generator(code: quote.code, day: day, salt: 1)
        var walk = [0.0]
        for _ in 0..<count { walk.append(walk[walk.count - 1] + (random.nextUnit() - 0.5) * 0.004) }
        let first = Glibc.log(Double(start.price)), end = Glibc.log(Double(quote.price))
        let drift = walk[count] - (end - first)
        func price(_ index: Int) -> Int {
            let bent = first + walk[index] - drift * Double(index) / Double(count)
            return onGrid(Glibc.exp(bent), grid: grid, lower: range.lower, upper: range.upper)
        }
        let perMinute = max(1, 50_000_000 / max(1, quote.price))
        return (0..<count).map { index in
            let open = price(index), close = index == count - 1 ? quote.price : price(index + 1)
            let minute = trading[index]
            let time = day.addingTimeInterval(TimeInterval((minutes.lowerBound + minute) * 60))
            // A U-shaped day: busier near the open and the close.
            let position = Double(minute) / Double(minutes.count)
            let weight = 0.4 + 2.4 * (position - 0.5) * (position - 0.5)
            let volume = 1 + Int(Double(random.next(below: perMinute)) * weight * 2)
            return bar(time, open: open, close: close, grid: grid, lower: range.lower, upper: range.upper, volume: volume, random: &random)
        }
    }

    /// The made-up trading day of `code` on `day` (00:00 Korea time) from `basePrice` over its trading minutes
    /// (`nextrade`: Nextrade's too), the same for the same seed, code and day.
    func sessionPath(code: StockCode, basePrice: Int, grid: KRXPriceGrid, day: Date, meanReversion: Double, nextrade: Bool = false) -> SimulatedSessionPath {
        var random = generator(code: code, day: day, salt: 3)
        return SimulatedSessionPath(
            basePrice: basePrice, grid: grid, day: day, minutes: tradingMinutes(on: day, nextrade: nextrade),
            krxMinutes: tradingMinutes(on: day, nextrade: false), moving: continuousMinutes(on: day, nextrade: nextrade),
            meanReversion: meanReversion, random: &random
        )
    }

    /// The minute of `now` after the first of `minutes` on `day` (unclamped: negative before it).
    private static func minute(of now: Date, on day: Date, minutes: Range<Int>) -> Int {
        Int(now.timeIntervalSince(day) / 60) - minutes.lowerBound
    }

    /// The minute of `now` after `path`'s first: 0 before it, the whole path's from its last on (and on any
    /// later day).
    static func sessionMinute(of now: Date, on path: SimulatedSessionPath) -> Int {
        min(max(minute(of: now, on: path.day, minutes: path.minutes), 0), path.sessionMinutes)
    }

    /// The daily bars of the trading days in `from...through` (00:00 Korea time) before the session day of
    /// `quote`, plus the session day itself (from the quote) when it is in the range, on `grid`; `nextrade`
    /// for a listing whose day starts at 08:00.
    func dailyBars(for quote: Quote, grid: KRXPriceGrid, from: Date, through: Date, nextrade: Bool = false) -> [PriceBar] {
        let today = sessionDay(at: quote.time, nextrade: nextrade)
        var bars: [PriceBar] = []
        if today >= from && today <= through {
            bars.append(PriceBar(start: today, open: quote.open, high: quote.high, low: quote.low, close: quote.price, volume: quote.volume))
        }
        var close = quote.basePrice
        var day = today
        for _ in 0..<Self.pastTradingDays {
            day = previousTradingDay(before: day)
            if day < from { break }
            var random = generator(code: quote.code, day: day, salt: 2)
            let dayReturn = (random.nextUnit() - 0.5) * 0.06
            let previousClose = onGrid(Double(close) / (1 + dayReturn), grid: grid, lower: 1, upper: Int.max)
            let (lower, upper) = grid.dailyLimits(base: previousClose)
            let dayClose = min(max(close, lower), upper)
            let open = onGrid(Double(previousClose) * (1 + (random.nextUnit() - 0.5) * 0.01), grid: grid, lower: lower, upper: upper)
            let volume = 1 + random.next(below: max(1, 20_000_000_000 / max(1, dayClose)))
            if day <= through {
                bars.append(bar(day, open: open, close: dayClose, grid: grid, lower: lower, upper: upper, volume: volume, random: &random))
            }
            close = previousClose
        }
        return bars.sorted { $0.start < $1.start }
    }

    /// A bar from `open` to `close` whose high and low reach up to two grid steps beyond them, within the limits.
    private func bar(
        _ start: Date, open: Int, close: Int, grid: KRXPriceGrid, lower: Int, upper: Int, volume: Int, random: inout SeededRandomGenerator
    ) -> PriceBar {
        var high = max(open, close), low = min(open, close)
        for _ in 0..<random.next(below: 3) { high = min(grid.priceAbove(high), upper) }
        for _ in 0..<random.next(below: 3) { low = max(grid.priceBelow(low), lower) }
        return PriceBar(start: start, open: open, high: high, low: low, close: close, volume: volume)
    }

    /// `value` rounded down to `grid` and kept within `lower...upper`.
    private func onGrid(_ value: Double, grid: KRXPriceGrid, lower: Int, upper: Int) -> Int {
        let clamped = min(max(value, Double(lower)), Double(min(upper, Int(Int32.max))))
        return min(max(grid.gridPrice(atOrBelow: Int(clamped)), lower), upper)
    }

    private func previousTradingDay(before day: Date) -> Date {
        var earlier = day.addingTimeInterval(-86_400)
        while Self.isWeekend(earlier) { earlier = earlier.addingTimeInterval(-86_400) }
        return earlier
    }

    private static func isWeekend(_ day: Date) -> Bool {
        let weekday = KoreaTime.calendar.component(.weekday, from: day)
        return weekday == 1 || weekday == 7
    }

    /// A generator for one (code, day, purpose): FNV-1a over the code mixed with the seed and the day number.
    private func generator(code: StockCode, day: Date, salt: UInt64) -> SeededRandomGenerator {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in code.rawValue.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        let dayNumber = UInt64(bitPattern: Int64(day.timeIntervalSince1970 / 86_400))
        return SeededRandomGenerator(seed: seed ^ hash ^ (dayNumber &* 0x9E37_79B9_7F4A_7C15) ^ (salt << 56))
    }
}
