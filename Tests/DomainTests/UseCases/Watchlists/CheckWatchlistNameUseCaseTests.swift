// The name dialog's check: rules, then availability among the stored lists.

import Domain
import Testing

@Suite("CheckWatchlistNameUseCase")
struct CheckWatchlistNameUseCaseTests {
    func check(_ name: String, excluding: WatchlistID? = nil) -> SingleOutcome<String>? {
        let store = WatchlistStoreFixture()
        return store.run { DefaultCheckWatchlistNameUseCase(repository: store.repository).execute(name: name, excluding: excluding) }
    }

    @Test("a free name comes back trimmed")
    func free() {
        #expect(check("  반도체  ")?.value == "반도체")
    }

    @Test("a stored name is taken, trimmed and case-insensitively, unless it is the list's own")
    func taken() {
        #expect(check(" tech ")?.error as? WatchlistNameError == .alreadyTaken("Tech"))
        #expect(check("TECH", excluding: SampleWatchlists.emptyID)?.value == "TECH")
        #expect(check("관심종목", excluding: SampleWatchlists.emptyID)?.error as? WatchlistNameError == .alreadyTaken("관심종목"))
    }

    @Test("rule failures are reported as such")
    func rules() {
        #expect(check("")?.error as? WatchlistNameError == .empty)
        #expect(check("a/b")?.error as? WatchlistNameError == .forbiddenCharacter("/"))
    }
}
