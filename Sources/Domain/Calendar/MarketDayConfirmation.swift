// What the exchange itself says about one date: open for trading or not (KIS chk-holiday's opnd_yn).

/// One date as a live source (KIS's 국내휴장일조회) reports it: whether KRX opens (개장일) that day.
public struct MarketDayConfirmation: Hashable, Sendable {
    public let day: CalendarDay
    /// True when the market opens that day (`opnd_yn` "Y").
    public let isOpen: Bool

    public init(day: CalendarDay, isOpen: Bool) {
        self.day = day
        self.isOpen = isOpen
    }
}
