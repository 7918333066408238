// Where the next page of a KIS account call starts: the continuation keys of the page before.

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
