// Bars and quotes at fixed Korea times for the history tests.

import Domain
import Foundation

/// Builders of minute bars and quotes on 2025-12-01 (a Monday), from 09:00 KST.
enum PriceBarFixtures {
    static let code = StockCode("005930")!
    /// 2025-12-01 09:00 KST.
    static let opening = Date(timeIntervalSince1970: 1_764_547_200)
    /// 2025-12-01 00:00 KST.
    static let midnight = opening.addingTimeInterval(-9 * 3600)

    static func minute(_ minute: Int, close: Int, volume: Int = 10) -> PriceBar {
        PriceBar(start: opening.addingTimeInterval(TimeInterval(minute * 60)), open: close, high: close, low: close, close: close, volume: volume)
    }

    static func day(_ offset: Int, close: Int = 70_000) -> PriceBar {
        PriceBar(start: midnight.addingTimeInterval(TimeInterval(offset * 86_400)), open: close, high: close, low: close, close: close, volume: 1_000)
    }

    /// A quote at `seconds` after 09:00 with the day's running `volume`.
    static func quote(at seconds: Int, price: Int, volume: Int) -> Quote {
        Quote(
            code: code, price: price, change: price - 70_000, sign: .flat, changeRate: 0, volume: volume, tradedValue: 0,
            open: 70_000, high: price, low: price, upperLimit: 91_000, lowerLimit: 49_000, basePrice: 70_000,
            time: opening.addingTimeInterval(TimeInterval(seconds))
        )
    }
}
