// Batch quotes for real accounts: the first price of many rows in one request each 30 codes.

import Domain
import Reactive

extension KISClient {
    /// Codes one `fetchQuotes` may ask for: intstock-multprice's 30 on a real account; 1 on paper, which
    /// has no batch call (KIS's sample lists it as real only), so paper asks one code at a time.
    var quoteBatchSize: Int { host.accountType == .real ? KISEndPoints.multiPriceLimit : 1 }

    /// The quotes of up to `quoteBatchSize` codes in one request, through the same token and limiter as
    /// single quotes (one permit a request); a code KIS gave no price for is missing from the answer, and
    /// so is a code priced on the unified venue, which intstock-multprice does not serve (it is asked
    /// for alone, with `UN`). No request when no code is left.
    func fetchQuotes(for codes: [StockCode]) -> Single<[Quote]> {
        let venues = self.venues
        let batchable = codes.filter { venues.venue(of: $0) != .unified }
        guard !batchable.isEmpty else { return .just([]) }
        return authorized { token, credentials in
            KISEndPoints.intstockMultiPrice(batchable, on: venues.venue(of:), token: token, credentials: credentials)
        } decode: { response in try response.toDomain(time: self.now, venue: venues.venue(of:)) }
    }
}
