// The set-up's checks against the fake KIS server: a token issue for the keys, a balance query for the
// account, KIS's refusals passed on in its own words.

import Domain
import Foundation
@testable import MarketData
import NetworkTestSupport
import Reactive
import Testing

@Suite final class KISSetupVerifierTests {
    private let cacheRoot = FileManager.default.temporaryDirectory.appendingPathComponent("kis-setup-\(UUID().uuidString)")

    deinit {
        try? FileManager.default.removeItem(at: cacheRoot)
    }

    private func verifier(_ server: FakeKISServer) -> KISSetupVerifier {
        KISSetupVerifier(restHost: server.baseURL, cacheDirectory: cacheRoot, scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "kis-setup-tests"))
    }

    private func keys(_ account: (appKey: String, appSecret: String)) -> BrokerSetup {
        BrokerSetup(accountType: .paper, appKey: account.appKey, appSecret: account.appSecret)
    }

    @Test func aWrongKeyIsRefusedWithKISsCodeAndMessage() async throws {
        let server = try await FakeKISServer.shared.value
        let result = await firstResult(of: verifier(server).verifyKeys(BrokerSetup(appKey: "nosuch-\(UUID().uuidString)", appSecret: "whatever")))
        guard case .failure(let error) = result else {
            Issue.record("expected a refusal, got \(result)")
            return
        }
        #expect(error as? BrokerSetupRefusal == .keysRefused(code: "EGW00103", reason: "유효하지 않은 AppKey입니다."))
        #expect((error as? BrokerSetupRefusal)?.message == "KIS refused the key and secret: EGW00103 유효하지 않은 AppKey입니다.")
    }

    @Test func theRightKeysGetATokenThatTheAppsClientThenReusesFromTheCache() async throws {
        let server = try await FakeKISServer.shared.value
        let account = FakeKISServer.newAccount()
        _ = try await firstResult(of: verifier(server).verifyKeys(keys(account))).get()
        let client = try KISClient.forTests(server: server, credentials: try KISCredentials(appKey: account.appKey, appSecret: account.appSecret), cacheDirectory: cacheRoot)
        _ = try await firstResult(of: client.quote(for: StockCode("005930")!)).get()
        let issues = await server.requests(appKey: account.appKey).filter { $0.path == "/oauth2/tokenP" }
        #expect(issues.count == 1, "the set-up's token is the app's: KIS notifies the owner of every issue")
    }

    @Test func aMistypedSecretThenTheRightOneWithinTheMinuteGetsAToken() async throws {
        let server = try await FakeKISServer.shared.value
        let account = FakeKISServer.newAccount()
        let verifier = verifier(server)
        let wrong = await firstResult(of: verifier.verifyKeys(BrokerSetup(appKey: account.appKey, appSecret: account.appSecret + "x")))
        #expect((try? wrong.get()) == nil)
        // The refusal of the mistyped secret is remembered for its own key and secret only.
        let right = await firstResult(of: verifier.verifyKeys(keys(account)))
        #expect((try? right.get()) != nil, "got \(right)")
    }

    @Test func anAccountIsCheckedByReadingItsBalance() async throws {
        let server = try await FakeKISServer.shared.value
        let account = FakeKISServer.newAccount()
        await server.setAccount("50123456-01", holdings: 2, appKey: account.appKey)
        let verifier = verifier(server)
        #expect(try await firstResult(of: verifier.verifyAccount("5012345601", with: keys(account))).get() == "50123456-01")
        let balances = await server.requests(appKey: account.appKey).filter { $0.path.hasSuffix("/trading/inquire-balance") }
        #expect(balances.count == 1)
        #expect(balances.first?.queryItems.first { $0.name == "CANO" }?.value == "50123456")
    }

    @Test func aWrongAccountIsRefusedWithKISsReason() async throws {
        let server = try await FakeKISServer.shared.value
        let account = FakeKISServer.newAccount()
        await server.setAccount("50123456-01", holdings: 2, appKey: account.appKey)
        let result = await firstResult(of: verifier(server).verifyAccount("50123457-01", with: keys(account)))
        guard case .failure(let error) = result else {
            Issue.record("expected a refusal, got \(result)")
            return
        }
        #expect(error as? BrokerSetupRefusal == .accountRefused(code: "OPSQ2000", reason: "ERROR : INPUT INVALID_CHECK_ACNO"))
    }

    @Test func aNumberThatIsNot8And2DigitsIsRefusedWithoutARequest() async throws {
        let server = try await FakeKISServer.shared.value
        let account = FakeKISServer.newAccount()
        let result = await firstResult(of: verifier(server).verifyAccount("1234-5678", with: keys(account)))
        #expect(throws: BrokerSetupRefusal.notAnAccountNumber) { try result.get() }
        #expect(await server.requests(appKey: account.appKey).isEmpty)
    }
}
