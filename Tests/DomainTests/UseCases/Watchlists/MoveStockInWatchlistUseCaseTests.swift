// Moving a stock up or down by one place; at an end nothing changes and nothing is saved.

import Domain
import Testing

@Suite("MoveStockInWatchlistUseCase")
struct MoveStockInWatchlistUseCaseTests {
    let store = WatchlistStoreFixture()
    let samsung = SampleCatalog.samsungElectronics.code
    let kakao = SampleCatalog.kakao.code
    let naver = SampleCatalog.naver.code

    var useCase: DefaultMoveStockInWatchlistUseCase { DefaultMoveStockInWatchlistUseCase(repository: store.repository) }

    func move(_ code: StockCode, _ direction: StockMoveDirection) -> SingleOutcome<[Watchlist]>? {
        store.run { useCase.execute(code: code, direction: direction, in: SampleWatchlists.favouritesID) }
    }

    @Test("up and down swap with the neighbour and save")
    func moves() {
        #expect(move(kakao, .up)?.value?.first?.codes == [kakao, samsung, naver])
        #expect(move(kakao, .down)?.value?.first?.codes == [samsung, kakao, naver])
        #expect(store.repository.saveCount == 2)
    }

    @Test("the first cannot go up nor the last down: unchanged, not saved")
    func ends() {
        #expect(move(samsung, .up)?.value?.first?.codes == [samsung, kakao, naver])
        #expect(move(naver, .down)?.value?.first?.codes == [samsung, kakao, naver])
        #expect(store.repository.saveCount == 0)
    }

    @Test("among the shown stocks it swaps with the nearest shown one, past the hidden")
    func amongShown() {
        let outcome = store.run { useCase.execute(code: samsung, direction: .down, among: [samsung, naver], in: SampleWatchlists.favouritesID) }
        #expect(outcome?.value?.first?.codes == [naver, kakao, samsung])
        let none = store.run { useCase.execute(code: naver, direction: .up, among: [samsung, naver], in: SampleWatchlists.favouritesID) }
        #expect(none?.value?.first?.codes == [naver, kakao, samsung])
        #expect(store.repository.saveCount == 1)
    }

    @Test("a code not in the list and a read-only store are refused")
    func refused() {
        #expect(move(SampleCatalog.skHynix.code, .up)?.error as? WatchlistEditError == .stockNotInWatchlist(SampleCatalog.skHynix.code))
        store.repository.isReadOnly = true
        #expect(move(kakao, .up)?.error as? WatchlistStoreError == .readOnly)
    }
}
