// The consent is asked only for live orders on an account without one, and only the account number in full gives it.

import Domain
import DomainTestDoubles
import Foundation
import ReactiveTesting
import Testing

@Suite struct GiveLiveTradingConsentUseCaseTests {
    private func useCase(_ mode: TradingMode, account: String?, _ repository: FakeLiveTradingConsentRepository) -> DefaultGiveLiveTradingConsentUseCase {
        // 2026-12-06 11:51:00 UTC: 20:51 in Korea.
        DefaultGiveLiveTradingConsentUseCase(mode: mode, account: account, repository: repository, clock: TestScheduler(initialClock: 1796557860))
    }

    @Test func onlyALiveRunWithAnAccountAndNoConsentForItIsAsked() throws {
        let none = FakeLiveTradingConsentRepository()
        #expect(useCase(.live, account: "50123456-01", none).pendingAccount == "5012-****-01")
        #expect(useCase(.paper, account: "50123456-01", none).pendingAccount == nil)
        #expect(useCase(.live, account: nil, none).pendingAccount == nil)
        let other = FakeLiveTradingConsentRepository(LiveTradingConsent(account: "99999999-01", givenAt: "earlier"))
        #expect(useCase(.live, account: "50123456-01", other).pendingAccount == "5012-****-01", "a consent covers the account it was given for only")
        let given = FakeLiveTradingConsentRepository(LiveTradingConsent(account: "5012345601", givenAt: "earlier"))
        #expect(useCase(.live, account: "50123456-01", given).pendingAccount == nil)
    }

    @Test func theAccountNumberInFullRecordsItWithTheKoreanTime() {
        let repository = FakeLiveTradingConsentRepository()
        let consent = useCase(.live, account: "50123456-01", repository)
        func refusal(_ typed: String) -> LiveTradingConsentError? {
            if case .failure(let error) = consent.execute(typed: typed) { error } else { nil }
        }
        #expect(refusal("5012-****-01") == .notTyped(maskedAccount: "5012-****-01"))
        #expect(refusal("50123456-02") == .notTyped(maskedAccount: "5012-****-01"))
        #expect(repository.consent == nil)
        #expect(refusal(" 5012345601 ") == nil)
        #expect(repository.consent?.account == "50123456-01")
        #expect(repository.consent?.givenAt == "2026-12-06 20:51 KST")
        #expect(consent.pendingAccount == nil)
    }
}
