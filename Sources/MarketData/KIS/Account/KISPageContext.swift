// Where the next page of a KIS account call starts (the continuation keys of the page before), and reading every page.

import Reactive

/// KIS's continuation of a paged account call: the answer header `tr_cont` `F` or `M` says more
/// follows, and the next request repeats the body's `ctx_area_fk100` / `ctx_area_nk100` as
/// `CTX_AREA_FK100` / `CTX_AREA_NK100` with the request header `tr_cont: N`.
struct KISPageContext: Hashable, Sendable {
    /// `ctx_area_fk100` (연속조회검색조건100).
    let searchCondition: String
    /// `ctx_area_nk100` (연속조회키100).
    let key: String

    /// The continuation an answer gives: nil unless its `tr_cont` header is `F` or `M` (more pages).
    static func following(trCont: String?, searchCondition: String, key: String) -> KISPageContext? {
        guard let trCont, ["F", "M"].contains(trCont) else { return nil }
        return KISPageContext(searchCondition: searchCondition, key: key)
    }
}

extension KISPageContext {
    /// Every page of a paged account call from `page` on (the first when nil), one request after the other
    /// through `fetch` (each through the client's limiter), at most `limit` in all: the pages read, and
    /// whether KIS still said "more" after the last (a server that always does cannot keep the client
    /// asking forever).
    static func readAll<Page>(
        limit: Int,
        after page: KISPageContext? = nil,
        read: [Page] = [],
        fetch: @escaping (KISPageContext?) -> Single<Page>,
        next: @escaping (Page) -> KISPageContext?
    ) -> Single<(pages: [Page], isCut: Bool)> {
        fetch(page).flatMap { page in
            let all = read + [page]
            guard let following = next(page) else { return .just((all, false)) }
            guard all.count < limit else { return .just((all, true)) }
            return readAll(limit: limit, after: following, read: all, fetch: fetch, next: next)
        }
    }
}
