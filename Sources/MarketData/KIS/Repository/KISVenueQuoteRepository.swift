// KRX's and Nextrade's own prices of a stock on a KIS account that sees both.

import Domain
import Reactive

/// Prices a Nextrade stock on each venue apart with inquire-price (`J` for KRX, `NX` for Nextrade) on
/// a real account; a paper account, or `--venue krx`, sees KRX alone and prices nothing apart.
public final class KISVenueQuoteRepository: VenueQuoteRepository {
    private let client: KISClient

    public init(client: KISClient) {
        self.client = client
    }

    public func pricesVenuesApart(_ code: StockCode) -> Bool {
        !client.venues.seesKRXOnly && client.venues.isNXTEligible(code)
    }

    public func quote(for code: StockCode, on venue: Venue) -> Single<Quote> {
        client.quote(for: code, on: venue)
    }
}
