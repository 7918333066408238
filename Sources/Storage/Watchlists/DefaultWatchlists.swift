// The watchlist a first run starts with (관심종목: five large KOSPI stocks).

import Domain

/// What a first run (no `watchlists.json` yet) — or a run after a damaged file was set aside — starts with.
enum DefaultWatchlists {
    /// The name of the first watchlist: 관심종목 ("stocks of interest", KRX apps' usual name).
    static let firstName = "관심종목"

    /// 삼성전자, SK하이닉스, NAVER, 카카오, 현대차 — codes as in the bundled catalog.
    static let firstCodes = ["005930", "000660", "035420", "035720", "005380"].compactMap(StockCode.init)

    /// One watchlist "관심종목" with the five default stocks and a fresh id.
    static func make() -> [Watchlist] {
        [Watchlist(id: .generate(), name: firstName, codes: firstCodes)]
    }
}
