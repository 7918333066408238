// KRX's after-hours single-price trade of one row over REST, for the rows KRX alone prices.

import Domain
import Reactive

extension KISClient {
    /// The last 시간외 단일가 trade of `regular`'s stock in `window` (inquire-time-overtimeconclusion, through
    /// the same token and limiter as quotes; on real and paper accounts alike: of KIS's two calls it is the one
    /// that gives the trade's time and that paper accounts have), nil when the session made no trade. A stock
    /// this client prices on Nextrade or the unified venue asks nothing: its row follows Nextrade's later
    /// after-market instead.
    func fetchSinglePriceQuote(after regular: Quote, in window: KISSinglePriceWindow) -> Single<Quote?> {
        guard venues.venue(of: regular.code) == .krx else { return .just(nil) }
        return authorized { token, credentials in
            KISEndPoints.overtimeConclusion(regular.code, token: token, credentials: credentials)
        } decode: { response in
            let (summary, trades) = try response.outputs()
            return try summary.toDomain(trades: trades, after: regular, in: window)
        }
    }
}
