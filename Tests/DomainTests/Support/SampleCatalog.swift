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
    static let dongwhaPharm = stock("000020", "동화약품", "DongwhaPharm", .kospi)
    static let daihanPharm = stock("023910", "대한약품", "DaihanPharmaceutical", .kosdaq)
    static let deokyangEnergen = stock("0001A0", "덕양에너젠", "DEOKYANG ENERGEN CORPORATION", .kosdaq)
    static let lg = stock("003550", "LG", "LG Corp.", .kospi)
    static let lgChem = stock("051910", "LG화학", "LGCHEM,LTD", .kospi)
    static let kbFinancial = stock("105560", "KB금융", "KB Financial Group", .kospi)
    static let cjPreferred = Stock(code: StockCode("00104K")!, nameKorean: "CJ4우(전환)", nameEnglish: "CJ(4PC)", market: .kospi, shareKind: .newPreferred)
    /// An ETF, not in `all` (search tests count `all`'s matches).
    static let kodex200 = Stock(code: StockCode("069500")!, nameKorean: "KODEX 200", nameEnglish: "SAMSUNG KODEX200 ETF", market: .kospi, kind: .etf)

    static let all = [
        samsungElectronics, skHynix, samsungBiologics, hyundaiMotor, naver, hyundaiMobis, kakao,
        lgElectronics, ktng, samsungElectronicsPreferred, ecoproBM, ecopro, dongwhaPharm, daihanPharm,
        deokyangEnergen, lg, lgChem, kbFinancial, cjPreferred,
    ]

    static func stock(_ code: String, _ korean: String, _ english: String, _ market: Market) -> Stock {
        Stock(code: StockCode(code)!, nameKorean: korean, nameEnglish: english, market: market)
    }
}
