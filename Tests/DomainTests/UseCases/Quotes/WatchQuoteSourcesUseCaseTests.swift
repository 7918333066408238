// Following the view: visible codes reach a real-time feed without repeats; its status comes back; other feeds ignore it.

import Domain
import DomainTestDoubles
import Foundation
import Reactive
import ReactiveTesting
import Testing

@Suite("WatchQuoteSourcesUseCase")
struct WatchQuoteSourcesUseCaseTests {
    private static let top = [SampleCatalog.samsungElectronics.code, SampleCatalog.kakao.code]
    private static let scrolled = [SampleCatalog.kakao.code, SampleCatalog.naver.code]

    @Test("visible codes reach the real-time feed only when they change, and its status comes back")
    func forwards() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let repository = FakeRealtimeQuoteRepository()
            let useCase = DefaultWatchQuoteSourcesUseCase(quotes: repository)
            let shown = scheduler.createHotObservable([
                .next(210, Self.top), .next(220, Self.top), .next(230, Self.scrolled), .next(240, Self.top),
            ])
            let status = QuoteFeedStatus(sources: [SampleCatalog.kakao.code: .live], health: .connected)
            scheduler.scheduleAt(250) { repository.send(status) }
            let observer = scheduler.start { useCase.execute(visibleCodes: shown.asObservable()) }
            #expect(repository.received == [Self.top, Self.scrolled, Self.top])
            #expect(observer.events.compactMap(\.value.element) == [status])
            #expect(!repository.hasStatusSubscribers)
        }
        #expect(live == 0)
    }

    @Test("a feed that is not real-time-aware emits nothing and asks for nothing")
    func ignores() {
        let scheduler = TestScheduler(initialClock: 0)
        let useCase = DefaultWatchQuoteSourcesUseCase(quotes: FakeQuoteRepository())
        let shown = scheduler.createHotObservable([.next(210, Self.top)])
        let observer = scheduler.start { useCase.execute(visibleCodes: shown.asObservable()) }
        #expect(observer.events.isEmpty)
        #expect(shown.subscriptions.isEmpty)
    }
}
