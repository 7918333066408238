// Reading every page of a paged KIS account call: each continuation followed, and a cap on the pages read.

@testable import MarketData
import Reactive
import Testing

@Suite struct KISPageContextTests {
    /// Pages numbered from 0; page `n` says more follows while `n + 1 < total`.
    private func readPages(total: Int, limit: Int) -> (pages: [Int], isCut: Bool, asked: [String])? {
        var asked: [String] = []
        var result: (pages: [Int], isCut: Bool)?
        _ = KISPageContext.readAll(limit: limit, fetch: { (page: KISPageContext?) -> Single<Int> in
            asked.append(page?.key ?? "first")
            let number = page.map { Int($0.key.dropFirst(4)) ?? -1 } ?? 0
            return .just(number)
        }, next: { number in
            KISPageContext.following(trCont: number + 1 < total ? "M" : "D", searchCondition: "cond", key: "page\(number + 1)")
        }).subscribe(onSuccess: { result = $0 })
        return result.map { ($0.pages, $0.isCut, asked) }
    }

    @Test func everyPageIsReadFollowingEachContinuation() throws {
        let read = try #require(readPages(total: 3, limit: 20))
        #expect(read.pages == [0, 1, 2])
        #expect(read.asked == ["first", "page1", "page2"])
        #expect(!read.isCut)
    }

    @Test func readingStopsAtTheCapAndSaysKISHadMore() throws {
        let read = try #require(readPages(total: 100, limit: 4))
        #expect(read.pages == [0, 1, 2, 3])
        #expect(read.isCut)
    }

    @Test func exactlyTheCapWithNothingMoreIsNotCut() throws {
        let read = try #require(readPages(total: 4, limit: 4))
        #expect(read.pages.count == 4 && !read.isCut)
    }

    @Test func theCutOfTodaysOrdersSaysHowManyPagesWereRead() {
        #expect(KISDailyOrdersCut(pages: 20).message.hasPrefix("KIS lists more of today's orders than the 20 pages read"))
    }
}
