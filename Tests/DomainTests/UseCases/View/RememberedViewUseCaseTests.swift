// Loading the remembered view (the defaults and a notice when it cannot be read) and remembering it.

import Domain
import DomainTestDoubles
import Reactive
import Testing

@Suite("LoadRememberedViewUseCase and RememberViewUseCase")
struct RememberedViewUseCaseTests {
    private static let view = RememberedView(watchlistID: WatchlistID("growth"), sort: .tradedValue, isSortReversed: true)

    /// The element of a single that answers during subscribe, as the in-memory store's do.
    private func outcome<Element>(_ single: Single<Element>) -> Result<Element, Error>? {
        var result: Result<Element, Error>?
        _ = single.subscribe { result = $0 }
        return result
    }

    @Test("the stored view comes back with no notice")
    func stored() throws {
        let loaded = try outcome(DefaultLoadRememberedViewUseCase(repository: FakeRememberedViewRepository(Self.view)).execute())?.get()
        #expect(loaded == LoadedRememberedView(view: Self.view, notice: nil))
    }

    @Test("a view that cannot be read gives the defaults and says why, without failing")
    func unreadable() throws {
        let store = FakeRememberedViewRepository(Self.view, fetchFailure: .unreadable("/d/view.json is damaged (not JSON)"))
        let loaded = try outcome(DefaultLoadRememberedViewUseCase(repository: store).execute())?.get()
        #expect(loaded?.view == .initial)
        #expect(loaded?.notice == "/d/view.json is damaged (not JSON) — the sort and the open watchlist start from the defaults; your watchlists are kept.")
    }

    @Test("remembering stores the view; a failure is passed on")
    func remember() throws {
        let store = FakeRememberedViewRepository()
        _ = try outcome(DefaultRememberViewUseCase(repository: store).execute(Self.view))?.get()
        #expect(store.view == Self.view)
        #expect(store.saveCount == 1)
        let full = FakeRememberedViewRepository(saveFailure: .unwritable("disk full"))
        let failed = outcome(DefaultRememberViewUseCase(repository: full).execute(Self.view))
        #expect(throws: RememberedViewError.unwritable("disk full")) { try failed?.get() }
        #expect(full.view == .initial)
    }
}
