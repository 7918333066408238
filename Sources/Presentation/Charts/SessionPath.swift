// A stock's price path through one day's trading minutes in fixed slots (one or five minutes), for charts and sparklines.

import Domain
import FoundationEssentials

/// The last price of each slot of a day's trading minutes (`minutes`, Korea time): KRX's main market
/// 09:00–15:30 by default (390 minutes or 78 five-minute slots), a Nextrade stock's 08:00–20:00 when
/// asked (`KRXCalendar.tradingMinutes(on:nextrade:)`). Built from bars (the history) or grown quote by
/// quote (live); a slot without a trade between two that traded keeps the earlier price (nothing
/// traded, so the price stood), and slots after the last trade are not there yet, so charts leave the
/// rest of the day blank. Trades before the first minute are not on the path; a trade at or after the
/// last (KRX's closing auction at 15:30) is in the last slot, unless the path `endsAtTheClose` (a row's
/// sparkline): then only the closing minute's trades are, later ones (Nextrade's after-market, KRX's
/// after-hours) are left out rather than piled into the last slot. A trade of a later day from that day's
/// first minute on starts the path over, over that day's minutes; until then (before the opening, on a
/// closed day's pre-open trades) the earlier day's path stays.
public struct SessionPath: Hashable, Sendable {
    /// KRX's main market, 09:00–15:30 in minutes after midnight Korea time: every row's sparkline spans it.
    public static let krxMainMarket = 9 * 60..<(15 * 60 + 30)

    public let interval: BarInterval
    /// The minutes after midnight (Korea time) the slots cover: those of the day the path is of.
    public private(set) var minutes: Range<Int>
    /// The last price of each slot so far, from the first minute.
    public private(set) var prices: [Int?] = []
    /// True when trades after the last minute's (15:30's) are not on the path (a row's sparkline).
    public let endsAtTheClose: Bool
    /// The Korean day (days since 1970 in Korea time) the path is of, nil before the first price.
    private var day: Int?

    /// An empty path over `minutes`, which a trade of another day keeps unless it says its own; with
    /// `endsAtTheClose`, trades after the closing minute are left out.
    public init(interval: BarInterval, minutes: Range<Int> = krxMainMarket, endsAtTheClose: Bool = false) {
        self.interval = interval
        self.minutes = minutes
        self.endsAtTheClose = endsAtTheClose
    }

    /// The path of `bars` (in time order, of `interval` or finer), each day over its `minutesOfDay`.
    public init(bars: [PriceBar], interval: BarInterval, minutesOfDay: (CalendarDay) -> Range<Int> = { _ in krxMainMarket }) {
        self.init(interval: interval)
        for bar in bars { record(bar.close, at: bar.start, minutesOfDay: minutesOfDay) }
    }

    /// 00:00 Korea time of the day the path is of; nil before the first price.
    public var date: Date? {
        day.map { KoreaTime.date(of: CalendarDay(daysSinceEpoch: $0), minute: 0) }
    }

    /// Slots in the whole day.
    public var slotCount: Int { minutes.count / (interval.seconds / 60) }

    /// Puts `price`, traded at `time`, into its slot; a later day keeps these minutes.
    public mutating func record(_ price: Int, at time: Date) {
        let minutes = minutes
        record(price, at: time, minutesOfDay: { _ in minutes })
    }

    /// Puts `price`, traded at `time`, into its slot; an earlier slot than the last one filled is ignored.
    /// A trade of a later day starts the path over `minutesOfDay` of that day, from its first minute on.
    public mutating func record(_ price: Int, at time: Date, minutesOfDay: (CalendarDay) -> Range<Int>) {
        let (calendarDay, minute) = KoreaTime.dayAndMinute(time)
        let today = calendarDay.daysSinceEpoch
        guard !endsAtTheClose || minute <= (today == day ? minutes : minutesOfDay(calendarDay)).upperBound else { return }
        if today != day {
            guard day == nil || today > day ?? 0 else { return }
            let todaysMinutes = minutesOfDay(calendarDay)
            guard day == nil || minute >= todaysMinutes.lowerBound else { return }
            day = today
            minutes = todaysMinutes
            prices = []
        }
        guard minute >= minutes.lowerBound else { return }
        let slot = min(slotCount - 1, (minute - minutes.lowerBound) / (interval.seconds / 60))
        guard slot >= prices.count - 1 else { return }
        if slot >= prices.count {
            prices.append(contentsOf: repeatElement(prices.last ?? nil, count: slot - prices.count + 1))
        }
        prices[slot] = price
    }
}
