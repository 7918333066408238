// Tests for the Disposables factories.

import Reactive
import Testing

@Suite struct DisposablesTests {
    @Test func createWithActionRunsItExactlyOnce() {
        var runs = 0
        let disposable = Disposables.create { runs += 1 }
        #expect(!disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        #expect(runs == 1)
        #expect(disposable.isDisposed)
    }

    @Test func createOfTwoDisposesBothOnce() {
        let first = CountingDisposable(), second = CountingDisposable()
        let both = Disposables.create(first, second)
        both.dispose()
        both.dispose()
        #expect([first.disposals, second.disposals] == [1, 1])
        #expect(both.isDisposed)
    }

    @Test func createOfThreeAndOfAnArrayDisposeAll() {
        let members = (0..<5).map { _ in CountingDisposable() }
        Disposables.create(members[0], members[1], members[2]).dispose()
        Disposables.create([members[3], members[4]]).dispose()
        #expect(members.map(\.disposals) == [1, 1, 1, 1, 1])
    }
}
