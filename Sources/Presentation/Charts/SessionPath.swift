// A stock's price path through today's regular session in fixed slots (one or five minutes), for charts and sparklines.

import Domain
import FoundationEssentials

/// The last price of each slot of today's session, 09:00 to 15:30 Korea time: `slotCount` slots of
/// `interval` (390 minutes or 78 five-minute slots). Built from bars (the history) or grown quote by
/// quote (live); a slot without a trade between two that traded keeps the earlier price (nothing
/// traded, so the price stood), and slots after the last trade are not there yet, so charts leave the
/// rest of the day blank. Trades before 09:00 are not on the path; the closing auction's trade at
/// 15:30 is in the last slot. A trade of a later day from its 09:00 on starts the path over; until then
/// (before the opening, on a closed day's pre-open trades) the earlier session's path stays.
public struct SessionPath: Hashable, Sendable {
    /// Minutes after midnight (Korea time) the regular session opens and closes.
    public static let openMinute = 9 * 60
    public static let closeMinute = 15 * 60 + 30

    public let interval: BarInterval
    /// The last price of each slot so far, from 09:00.
    public private(set) var prices: [Int?] = []
    /// The Korean day (days since 1970 in Korea time) the path is of, nil before the first price.
    private var day: Int?

    public init(interval: BarInterval) {
        self.interval = interval
    }

    /// The path of `bars` (in time order, of `interval` or finer).
    public init(bars: [PriceBar], interval: BarInterval) {
        self.init(interval: interval)
        for bar in bars { record(bar.close, at: bar.start) }
    }

    /// 00:00 Korea time of the day the path is of; nil before the first price.
    public var date: Date? {
        day.map { KoreaTime.date(of: CalendarDay(daysSinceEpoch: $0), minute: 0) }
    }

    /// Slots in the whole session.
    public var slotCount: Int { (Self.closeMinute - Self.openMinute) / (interval.seconds / 60) }

    /// Puts `price`, traded at `time`, into its slot; an earlier slot than the last one filled is ignored.
    public mutating func record(_ price: Int, at time: Date) {
        let (calendarDay, minute) = KoreaTime.dayAndMinute(time)
        let today = calendarDay.daysSinceEpoch
        if today != day {
            guard day == nil || today > day ?? 0 else { return }
            guard day == nil || minute >= Self.openMinute else { return }
            day = today
            prices = []
        }
        guard minute >= Self.openMinute else { return }
        let slot = min(slotCount - 1, (minute - Self.openMinute) / (interval.seconds / 60))
        guard slot >= prices.count - 1 else { return }
        if slot >= prices.count {
            prices.append(contentsOf: repeatElement(prices.last ?? nil, count: slot - prices.count + 1))
        }
        prices[slot] = price
    }
}
