// R on a stopped feed: the settings are read again first (the key fixed in config.json), then the feed is asked again.

import Domain
import DomainTestDoubles
import Testing

@Suite struct RetryQuoteFeedUseCaseTests {
    /// Settings that answer `problem` (nil: taken), noting how many retries the feed had when they were read.
    private final class RecordingSettings: FeedSettingsRepository {
        let problem: FeedSettingsError?
        let feed: FakeRealtimeQuoteRepository
        var retriesWhenRead: [Int] = []

        init(problem: FeedSettingsError? = nil, feed: FakeRealtimeQuoteRepository) {
            self.problem = problem
            self.feed = feed
        }

        func reload() throws(FeedSettingsError) {
            retriesWhenRead.append(feed.retries)
            if let problem { throw problem }
        }
    }

    @Test func theSettingsAreReadAgainBeforeTheFeedIsAskedAgain() {
        let feed = FakeRealtimeQuoteRepository()
        let settings = RecordingSettings(feed: feed)
        let problem = DefaultRetryQuoteFeedUseCase(quotes: feed, settings: settings).execute()
        #expect(problem == nil)
        #expect(settings.retriesWhenRead == [0], "read once, before the retry")
        #expect(feed.retries == 1)
    }

    @Test func settingsThatCannotBeUsedAreSaidAndTheFeedIsStillAskedWithItsOwn() {
        let feed = FakeRealtimeQuoteRepository()
        let refusal = FeedSettingsError(message: "config.json: line 3, column 9: a comma is missing.")
        let problem = DefaultRetryQuoteFeedUseCase(quotes: feed, settings: RecordingSettings(problem: refusal, feed: feed)).execute()
        #expect(problem == refusal)
        #expect(feed.retries == 1)
    }

    @Test func withoutSettingsToReadTheFeedIsAskedAgainAsItIs() {
        let feed = FakeRealtimeQuoteRepository()
        #expect(DefaultRetryQuoteFeedUseCase(quotes: feed).execute() == nil)
        #expect(feed.retries == 1)
    }
}
