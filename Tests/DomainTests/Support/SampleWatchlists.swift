// Stored watchlists the use-case tests start from.

import Domain

/// Two lists: the default one with three stocks, and an empty one.
enum SampleWatchlists {
    static let favouritesID = WatchlistID("favourites")
    static let emptyID = WatchlistID("empty")
    static let favourites = Watchlist(
        id: favouritesID, name: "관심종목",
        codes: [SampleCatalog.samsungElectronics.code, SampleCatalog.kakao.code, SampleCatalog.naver.code]
    )
    static let empty = Watchlist(id: emptyID, name: "Tech", codes: [])
    static let all = [favourites, empty]
}
