// KRX listings the Presentation tests use, and a catalog serving them.

import Domain
import Reactive

/// A handful of real listings: enough for names, 초성, ambiguity and sorting.
enum Listings {
    static let samsung = listing("005930 삼성전자 Samsung Electronics Co., Ltd.")
    static let samsungPreferred = listing("005935 삼성전자우 Samsung Electronics Co., Ltd. (preferred)")
    static let samsungBiologics = listing("207940 삼성바이오로직스 Samsung Biologics Co., Ltd.")
    static let hynix = listing("000660 SK하이닉스 SK hynix Inc.")
    static let naver = listing("035420 NAVER NAVER Corporation")
    static let kakao = listing("035720 카카오 Kakao Corp.")
    static let kakaoBank = listing("323410 카카오뱅크 KakaoBank Corp.")
    static let hyundai = listing("005380 현대차 Hyundai Motor Company")

    static let all = [samsung, samsungPreferred, samsungBiologics, hynix, naver, kakao, kakaoBank, hyundai]

    /// "code 한글이름 English name" → a KOSPI stock.
    private static func listing(_ line: String) -> Stock {
        let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
        return Stock(code: StockCode(parts[0])!, nameKorean: parts[1], nameEnglish: parts[2], market: .kospi)
    }

    /// A catalog of `all`, which a test may replace (as the KIS master refresh does) and give a status.
    final class Catalog: StockCatalogRepository {
        private let stocks = LockedState(Listings.all)
        private let replaced = PublishSubject<Void>()
        private let statuses = PublishSubject<StockCatalogStatus>()

        func allStocks() -> [Stock] { stocks.withLock { $0 } }

        var replacements: Observable<Void> { replaced.asObservable() }

        var status: Observable<StockCatalogStatus> { statuses.asObservable() }

        /// Puts `stocks` in use, then announces it.
        func replace(with stocks: [Stock]) {
            self.stocks.withLock { $0 = stocks }
            replaced.onNext(())
        }

        /// Reports `status` to the status line.
        func report(_ status: StockCatalogStatus) {
            statuses.onNext(status)
        }
    }
}
