// A few real KRX listings for Domain tests, in the bundled catalog's order.

import Domain

/// Stocks taken from the shared catalog, enough for ambiguous and initial-consonant cases.
enum SampleCatalog {
    static let samsungElectronics = stock("005930", "삼성전자", "Samsung Electronics Co., Ltd.", .kospi)
    static let skHynix = stock("000660", "SK하이닉스", "SK hynix Inc.", .kospi)
    static let samsungBiologics = stock("207940", "삼성바이오로직스", "Samsung Biologics Co., Ltd.", .kospi)
    static let hyundaiMotor = stock("005380", "현대차", "Hyundai Motor Company", .kospi)
    static let naver = stock("035420", "NAVER", "NAVER Corporation", .kospi)
    static let hyundaiMobis = stock("012330", "현대모비스", "Hyundai Mobis Co., Ltd.", .kospi)
    static let kakao = stock("035720", "카카오", "Kakao Corp.", .kospi)
    static let lgElectronics = stock("066570", "LG전자", "LG Electronics Inc.", .kospi)
    static let ktng = stock("033780", "KT&G", "KT&G Corporation", .kospi)
    static let samsungElectronicsPreferred = stock("005935", "삼성전자우", "Samsung Electronics Co., Ltd. (preferred)", .kospi)
    static let ecoproBM = stock("247540", "에코프로비엠", "Ecopro BM Co., Ltd.", .kosdaq)
    static let ecopro = stock("086520", "에코프로", "Ecopro Co., Ltd.", .kosdaq)

    static let all = [
        samsungElectronics, skHynix, samsungBiologics, hyundaiMotor, naver, hyundaiMobis, kakao,
        lgElectronics, ktng, samsungElectronicsPreferred, ecoproBM, ecopro,
    ]

    static func stock(_ code: String, _ korean: String, _ english: String, _ market: Market) -> Stock {
        Stock(code: StockCode(code)!, nameKorean: korean, nameEnglish: english, market: market)
    }
}
