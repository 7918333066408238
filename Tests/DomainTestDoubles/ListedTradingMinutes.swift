// The one test double of a stock's trading minutes: Nextrade's hours for the codes listed, KRX's for the others.

import Domain

/// Says a stock's quotes include Nextrade's trades when its code is in `nextrade`, on a calendar without closures.
public struct ListedTradingMinutes: StockTradingMinutesUseCase {
    public let nextrade: Set<StockCode>

    public init(nextrade: Set<StockCode>) {
        self.nextrade = nextrade
    }

    public func execute(code: StockCode) -> StockTradingMinutes {
        StockTradingMinutes(calendar: KRXCalendar(closures: [:]), nextrade: nextrade.contains(code))
    }
}
