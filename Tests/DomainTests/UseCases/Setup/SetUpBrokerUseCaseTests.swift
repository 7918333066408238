// The set-up's use case: the form of each answer checked before the broker is asked, the save at the end.

import Domain
import DomainTestDoubles
import Reactive
import Testing

private func outcome<Value>(_ single: Single<Value>) -> Result<Value, Error>? {
    var result: Result<Value, Error>?
    _ = single.subscribe { result = $0 }
    return result
}

@Suite struct SetUpBrokerUseCaseTests {
    private let repository = FakeBrokerSetupRepository()
    private var useCase: DefaultSetUpBrokerUseCase { DefaultSetUpBrokerUseCase(repository: repository) }
    private let keys = BrokerSetup(accountType: .paper, appKey: "PSkey1234", appSecret: "secret")

    @Test func theAccountTypeIsPaperOrRealInAnyCase() throws {
        #expect(try outcome(useCase.accountType("Real"))?.get() == .real)
        #expect(try outcome(useCase.accountType("paper"))?.get() == .paper)
        #expect(throws: BrokerSetupRefusal.notAnAccountType) { try outcome(useCase.accountType("demo"))?.get() }
    }

    @Test func anAccountNumberOfAnotherFormIsRefusedWithoutAskingTheBroker() {
        for text in ["1234567", "12345678-1", "123456789012", "1234-5678-01", "12345678-0a"] {
            #expect(throws: BrokerSetupRefusal.notAnAccountNumber) { try outcome(useCase.checkAccount(text, in: keys))?.get() }
        }
        #expect(repository.accountChecks.isEmpty)
    }

    @Test func aCheckedAccountNumberIsKeptInTheSetUp() throws {
        let checked = try outcome(useCase.checkAccount("5012345601", in: keys))?.get()
        #expect(checked?.accountNumber == "50123456-01")
        #expect(checked?.maskedAccountNumber == "5012-****-01")
        #expect(repository.accountChecks == ["5012345601"])
    }

    @Test func anEmptyHTSIDSavesNoneAndAMistypedOneSavesNothing() throws {
        #expect(throws: BrokerSetupRefusal.notAnHTSID) { try outcome(useCase.save(htsID: "my hts", in: keys))?.get() }
        #expect(repository.saved.isEmpty)
        let saved = try #require(try outcome(useCase.save(htsID: "", in: keys))?.get())
        #expect(saved.setup.htsID == nil && saved.path == "/c/config.json")
        #expect(repository.saved == [keys])
    }
}
