// Resolving typed text to one stock, and the ranked search behind the "best matches" list.

import Domain
import Testing

@Suite("StockResolver")
struct StockResolverTests {
    let resolver = StockResolver(stocks: SampleCatalog.all)

    @Test("a 6-character code resolves to its stock, white space trimmed")
    func code() {
        #expect(resolver.resolve("005930") == .success(SampleCatalog.samsungElectronics))
        #expect(resolver.resolve("  035720 ") == .success(SampleCatalog.kakao))
    }

    @Test("a Korean name resolves; the exact name beats a longer name starting with it")
    func koreanName() {
        #expect(resolver.resolve("카카오") == .success(SampleCatalog.kakao))
        #expect(resolver.resolve("삼성전자") == .success(SampleCatalog.samsungElectronics))
        #expect(resolver.resolve("에코프로") == .success(SampleCatalog.ecopro))
    }

    @Test("English names match case-insensitively, with or without the company form")
    func englishName() {
        #expect(resolver.resolve("kakao") == .success(SampleCatalog.kakao))
        #expect(resolver.resolve("SAMSUNG ELECTRONICS") == .success(SampleCatalog.samsungElectronics))
        #expect(resolver.resolve("sk hynix inc.") == .success(SampleCatalog.skHynix))
        #expect(resolver.resolve("Naver") == .success(SampleCatalog.naver))
    }

    @Test("Hangul initial consonants resolve, exact before prefix")
    func initialConsonants() {
        #expect(resolver.resolve("ㅅㅅㅈㅈ") == .success(SampleCatalog.samsungElectronics))
        #expect(resolver.resolve("ㅋㅋㅇ") == .success(SampleCatalog.kakao))
        #expect(resolver.resolve("ㅎㄷㅊ") == .success(SampleCatalog.hyundaiMotor))
        #expect(resolver.resolve("ㅅㅅㅈㅈㅇ") == .success(SampleCatalog.samsungElectronicsPreferred))
    }

    @Test("syllables and initial consonants mix in one query")
    func mixedQuery() {
        #expect(resolver.resolve("삼ㅅㅂ") == .success(SampleCatalog.samsungBiologics))
        #expect(resolver.resolve("하이ㄴㅅ") == .success(SampleCatalog.skHynix))
    }

    @Test("a unique part of a name resolves")
    func containedName() {
        #expect(resolver.resolve("하이닉스") == .success(SampleCatalog.skHynix))
        #expect(resolver.resolve("모비스") == .success(SampleCatalog.hyundaiMobis))
    }

    @Test("several equally good matches are ambiguous and listed in catalog order")
    func ambiguous() {
        let expected: [Stock] = [SampleCatalog.samsungElectronics, SampleCatalog.samsungBiologics, SampleCatalog.samsungElectronicsPreferred]
        #expect(resolver.resolve("삼성") == .failure(.ambiguous(query: "삼성", candidates: expected)))
        #expect(resolver.resolve("ㅎㄷ") == .failure(.ambiguous(query: "ㅎㄷ", candidates: [SampleCatalog.hyundaiMotor, SampleCatalog.hyundaiMobis])))
    }

    @Test("the ambiguity message names the candidates and how many more there are")
    func ambiguousMessage() {
        let many = Array(repeating: SampleCatalog.kakao, count: 6)
        let message = StockResolutionError.ambiguous(query: "x", candidates: many).message
        #expect(message.contains("카카오 (035720)"))
        #expect(message.contains("6 stocks"))
        #expect(message.contains("and 2 more"))
    }

    @Test("unknown text and an unknown code are not found; blank input asks for something")
    func unknown() {
        #expect(resolver.resolve("애플") == .failure(.notFound(query: "애플")))
        #expect(resolver.resolve("999999") == .failure(.notFound(query: "999999")))
        #expect(resolver.resolve("   ") == .failure(.emptyQuery))
        #expect(StockResolutionError.notFound(query: "애플").message.contains("애플"))
    }

    @Test("search ranks exact code, exact name, word prefix, contains")
    func searchRanking() {
        let matches = resolver.search("에코프로").matches
        #expect(matches.map(\.stock) == [SampleCatalog.ecopro, SampleCatalog.ecoproBM])
        #expect(matches.map(\.rank) == [.exactName, .wordPrefix])
        #expect(resolver.search("005935").matches.map(\.rank) == [.exactCode])
        let electronics = resolver.search("전자").matches
        #expect(electronics.map(\.stock) == [SampleCatalog.lgElectronics, SampleCatalog.samsungElectronics, SampleCatalog.samsungElectronicsPreferred])
        #expect(electronics.map(\.rank) == [.wordPrefix, .contains, .contains])
    }

    @Test("a code prefix finds the codes starting with it; the limit cuts the list, the total counts all")
    func searchCodePrefixAndLimit() {
        #expect(resolver.search("0059").matches.map(\.stock) == [SampleCatalog.samsungElectronics, SampleCatalog.samsungElectronicsPreferred])
        let samsung = resolver.search("삼성", limit: 2)
        #expect(samsung.matches.count == 2)
        #expect(samsung.totalCount == 3)
        #expect(samsung.remainingCount == 1)
        #expect(resolver.search("") == .empty)
    }

    @Test("English names match by the start of a word, never inside one")
    func englishWordPrefix() {
        let lg = resolver.search("lg").matches
        #expect(lg.map(\.stock) == [SampleCatalog.lg, SampleCatalog.lgElectronics, SampleCatalog.lgChem])
        #expect(lg.map(\.rank) == [.exactName, .wordPrefix, .wordPrefix])
        #expect(!lg.contains { $0.stock == SampleCatalog.kbFinancial })
        #expect(resolver.search("financial").matches.map(\.stock) == [SampleCatalog.kbFinancial])
        #expect(resolver.search("group").matches.map(\.stock) == [SampleCatalog.kbFinancial])
        #expect(resolver.search("pharm").matches.map(\.stock) == [SampleCatalog.dongwhaPharm, SampleCatalog.daihanPharm])
        #expect(resolver.search("energen").matches.map(\.stock) == [SampleCatalog.deokyangEnergen])
        #expect(resolver.search("ancial").matches.isEmpty)
        #expect(resolver.search("hem").matches.isEmpty)
    }

    @Test("codes with letters match as typed, in either case")
    func codesWithLetters() {
        #expect(resolver.resolve("0001A0") == .success(SampleCatalog.deokyangEnergen))
        #expect(resolver.resolve("0001a0") == .success(SampleCatalog.deokyangEnergen))
        #expect(resolver.resolve("00104K") == .success(SampleCatalog.cjPreferred))
        #expect(resolver.search("0001").matches.map(\.stock) == [SampleCatalog.deokyangEnergen])
    }

    @Test("초성 of a whole name resolve; the same 초성 of two names offer both and name them")
    func ambiguousInitials() {
        #expect(resolver.resolve("ㄷㅇㅇㄴㅈ") == .success(SampleCatalog.deokyangEnergen))
        let both = [SampleCatalog.dongwhaPharm, SampleCatalog.daihanPharm]
        #expect(resolver.search("ㄷㅎㅇㅍ").matches.map(\.stock) == both)
        #expect(resolver.search("ㄷㅎㅇㅍ").totalCount == 2)
        #expect(resolver.resolve("ㄷㅎㅇㅍ") == .failure(.ambiguous(query: "ㄷㅎㅇㅍ", candidates: both)))
        let message = StockResolutionError.ambiguous(query: "ㄷㅎㅇㅍ", candidates: both).message
        #expect(message.contains("동화약품 (000020)"))
        #expect(message.contains("대한약품 (023910)"))
        #expect(resolver.resolve("동화약품") == .success(SampleCatalog.dongwhaPharm))
    }

    @Test("a Latin query matches a Korean name at its start or where its letters begin, not inside")
    func latinInKoreanNames() {
        #expect(resolver.resolve("kb") == .success(SampleCatalog.kbFinancial))
        #expect(!resolver.search("b").matches.contains { $0.stock == SampleCatalog.kbFinancial })
        #expect(resolver.search("금융").matches.map(\.rank) == [.wordPrefix])
    }

    @Test("special characters in names match literally")
    func ampersand() {
        #expect(resolver.resolve("kt&g") == .success(SampleCatalog.ktng))
    }
}
