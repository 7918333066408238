// KRX listings the Presentation tests use (an InMemoryStockCatalog serves them).

import Domain

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
    /// An ETF and an ETN (not in `all`): what the kind marks are about.
    static let kodex200 = Stock(code: StockCode("069500")!, nameKorean: "KODEX 200", nameEnglish: "SAMSUNG KODEX200 ETF", market: .kospi, kind: .etf)
    static let soybeanNote = Stock(code: StockCode("500023")!, nameKorean: "신한 콩 선물 ETN(H)", nameEnglish: "", market: .kospi, kind: .etn)

    /// "code 한글이름 English name" → a KOSPI stock.
    private static func listing(_ line: String) -> Stock {
        let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
        return Stock(code: StockCode(parts[0])!, nameKorean: parts[1], nameEnglish: parts[2], market: .kospi)
    }
}
