// KIS orders against the fake KIS server: sent once, acknowledged, a lost answer never resent but looked up,
// KIS's refusals in its words, live only on the real host with this account's consent, and a journal with no secret in it; cancels and revises.

import Domain
import DomainTestDoubles
import Foundation
@testable import MarketData
import Networking
import NetworkTestSupport
import Reactive
import Testing

@Suite struct KISOrderRepositoryEndToEndTests {
    private static let accountText = "50123456-01"
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kis-orders-\(UUID().uuidString)")

    private var journalPath: String { folder.appendingPathComponent("orders-journal.jsonl").path }

    /// A desk of `mode` on a fresh account of the fake server holding 10,000,000 won.
    private func desk(
        _ server: FakeKISServer, mode: TradingMode = .paper, accountType: KISAccountType = .paper, timeout: TimeInterval = 5,
        liveConsent: LiveTradingConsentRepository? = nil
    ) async throws -> (KISOrderRepository, KISCredentials) {
        let (repository, _, credentials) = try await deskAndClient(server, mode: mode, accountType: accountType, timeout: timeout, liveConsent: liveConsent)
        return (repository, credentials)
    }

    /// `desk`, with the client it sends through.
    private func deskAndClient(
        _ server: FakeKISServer, mode: TradingMode = .paper, accountType: KISAccountType = .paper, timeout: TimeInterval = 5,
        liveConsent: LiveTradingConsentRepository? = nil
    ) async throws -> (KISOrderRepository, KISClient, KISCredentials) {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let credentials = KISCredentials.fakeServerAccount()
        await server.setAccount(Self.accountText, holdings: 3, appKey: credentials.appKey)
        let client = try KISClient.forTests(server: server, accountType: accountType, credentials: credentials, cacheDirectory: nil, timeout: timeout)
        let repository = KISOrderRepository(
            client: client, account: try #require(KISAccountNumber(Self.accountText)), mode: mode, journal: KISOrderJournal(path: journalPath),
            liveConsent: liveConsent, openVenues: { _ in [.krx] }
        )
        return (repository, client, credentials)
    }

    /// Places `ticket`'s paper review; the result and every progress step heard.
    private func place(_ ticket: OrderTicket, on repository: KISOrderRepository, mode: TradingMode = .paper) async -> (Result<AccountOrder, any Error>, [OrderProgress]) {
        let steps = LockedState<[OrderProgress]>([])
        let promise = repository.place(OrderSubmission(KISOrderTestTickets.review(ticket, mode: mode))) { step in steps.withLock { $0.append(step) } }
        let result = await firstResult(of: promise.asObservable())
        return (result, steps.withLock { $0 })
    }

    private func requests(_ server: FakeKISServer, _ credentials: KISCredentials, to path: String) async -> [RecordedRequest] {
        await server.requests(appKey: credentials.appKey).filter { $0.path.hasSuffix(path) }
    }

    private func journalEvents() throws -> [String] {
        try String(contentsOfFile: journalPath, encoding: .utf8).split(separator: "\n").map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["event"] as? String ?? "?"
        }
    }

    @Test func aPaperBuyIsSentOnceAndKISsAcknowledgementComesBack() async throws {
        let server = try await FakeKISServer.shared.value
        let (repository, credentials) = try await desk(server)
        let (result, steps) = await place(KISOrderTestTickets.buy(2, at: 270_000), on: repository)
        let order = try result.get()
        let kept = await server.orders(appKey: credentials.appKey)
        #expect(kept.count == 1 && kept.first?.number == order.number)
        #expect(kept.first?.transaction == "VTTC0012U" && kept.first?.price == 270_000 && kept.first?.quantity == 2 && kept.first?.kind == "00")
        #expect(order.status == .open && order.code == StockCode("005930") && order.price == 270_000)
        #expect(steps.isEmpty)
        #expect(try journalEvents() == ["request", "accepted"])
    }

    @Test func aLostAnswerIsNeverSentAgainAndTheOrderKISHasIsReturned() async throws {
        let server = try await FakeKISServer.shared.value
        let (repository, credentials) = try await desk(server)
        await server.inject(.acceptThenDrop, on: .order, appKey: credentials.appKey)
        let (result, steps) = await place(KISOrderTestTickets.buy(1, at: 271_000), on: repository)
        let kept = await server.orders(appKey: credentials.appKey)
        #expect(kept.count == 1, "exactly one order exists at KIS")
        #expect(try result.get().number == kept.first?.number)
        #expect(steps == [.outcomeUnknown(reason: NetworkError.connectionLost(host: "127.0.0.1").message)])
        #expect(await requests(server, credentials, to: "/order-cash").count == 1)
        #expect(await requests(server, credentials, to: "/inquire-daily-ccld").count == 1)
        #expect(try journalEvents() == ["request", "outcome unknown", "found at KIS"])
    }

    /// Fifteen newer orders of the same stock and side (another terminal's) fill the first page (15 on paper).
    @Test func aLostAnswerWhoseOrderKISListsOnTheSecondPageIsFound() async throws {
        let server = try await FakeKISServer.shared.value
        let (repository, credentials) = try await desk(server)
        await server.inject(.acceptThenDrop, on: .order, appKey: credentials.appKey)
        await server.listOtherTerminalOrders(afterNext: 15, appKey: credentials.appKey)
        let (result, _) = await place(KISOrderTestTickets.buy(1, at: 271_000), on: repository)
        let kept = await server.orders(appKey: credentials.appKey)
        #expect(kept.count == 16)
        #expect(try result.get().number == kept.first?.number)
        let pages = await requests(server, credentials, to: "/inquire-daily-ccld")
        #expect(pages.count == 2)
        #expect(pages.last?.header("tr_cont") == "N" && pages.last?.queryItems.contains(.init(name: "CTX_AREA_NK100", value: "page1")) == true)
        #expect(await requests(server, credentials, to: "/order-cash").count == 1)
        #expect(try journalEvents() == ["request", "outcome unknown", "found at KIS"])
    }

    @Test func aLostAnswerWithNoOrderAtKISSaysSoAndSendsNothingMore() async throws {
        let server = try await FakeKISServer.shared.value
        let (repository, credentials) = try await desk(server)
        await server.inject(.dropUnaccepted, on: .order, appKey: credentials.appKey)
        let (result, steps) = await place(KISOrderTestTickets.buy(1, at: 271_000), on: repository)
        guard case .failure(let error as OrderOutcomeUnknown) = result else { Issue.record("expected an unknown outcome: \(result)"); return }
        #expect(error.lookupFailure == nil)
        #expect(error.message.hasPrefix("outcome unknown: no order found at KIS for buy 1 삼성전자 (005930) @ 271,000;"))
        #expect(steps.count == 1)
        #expect(await server.orders(appKey: credentials.appKey).isEmpty)
        #expect(await requests(server, credentials, to: "/order-cash").count == 1)
        #expect(try journalEvents() == ["request", "outcome unknown", "not found at KIS"])
    }

    @Test func anAnswerLaterThanTheTimeoutIsAnUnknownOutcomeSettledByTheLookup() async throws {
        let server = try await FakeKISServer.shared.value
        let (repository, credentials) = try await desk(server, timeout: 0.5)
        await server.inject(.delay(1.5), on: .order, appKey: credentials.appKey)
        let (result, steps) = await place(KISOrderTestTickets.buy(1, at: 270_500), on: repository)
        let kept = await server.orders(appKey: credentials.appKey)
        #expect(kept.count == 1 && (try? result.get().number) == kept.first?.number)
        #expect(steps == [.outcomeUnknown(reason: NetworkError.timedOut(host: "127.0.0.1", seconds: 0.5).message)])
        #expect(await requests(server, credentials, to: "/order-cash").count == 1)
    }

    @Test func aTokenKISRejectsIsReportedAndTheOrderIsNotResent() async throws {
        let server = try await FakeKISServer.shared.value
        let (repository, credentials) = try await desk(server)
        await server.inject(.kisError("EGW00123", message: "기간이 만료된 token 입니다.", status: 500), on: .order, appKey: credentials.appKey)
        let (result, steps) = await place(KISOrderTestTickets.buy(), on: repository)
        guard case .failure(let error as KISError) = result, case .tokenRejected = error else { Issue.record("expected the token refusal: \(result)"); return }
        #expect(steps.isEmpty, "a token refusal is KIS's answer: the order was not taken, nothing to look up")
        #expect(await requests(server, credentials, to: "/order-cash").count == 1)
        #expect(await requests(server, credentials, to: "/oauth2/tokenP").count == 1, "no renewal-and-resend")
        #expect(await server.orders(appKey: credentials.appKey).isEmpty)
        #expect(try journalEvents() == ["request", "refused"])
    }

    @Test func kisRefusesAnOffGridPriceInItsOwnWordsAndNothingIsLookedUp() async throws {
        let server = try await FakeKISServer.shared.value
        let (repository, credentials) = try await desk(server)
        let (result, _) = await place(KISOrderTestTickets.buy(1, at: 270_050), on: repository)
        guard case .failure(let error as KISError) = result else { Issue.record("expected KIS's refusal: \(result)"); return }
        #expect(error.message.contains("APBK1681") && error.message.contains("호가단위"))
        #expect(await requests(server, credentials, to: "/inquire-daily-ccld").isEmpty)
    }

    @Test func liveWithoutTheConsentSendsNothingAtAll() async throws {
        let server = try await FakeKISServer.shared.value
        let (repository, credentials) = try await desk(server, mode: .live, accountType: .real)
        let (result, _) = await place(KISOrderTestTickets.buy(), on: repository, mode: .live)
        guard case .failure(let error as OrderRefusal) = result else { Issue.record("expected a refusal: \(result)"); return }
        #expect(error == .liveNeedsConsent && error.message.contains("nothing was sent"))
        #expect(await server.requests(appKey: credentials.appKey).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: journalPath))
    }

    @Test func liveWithTheConsentOfAnotherAccountSendsNothing() async throws {
        let server = try await FakeKISServer.shared.value
        let other = FakeLiveTradingConsentRepository(LiveTradingConsent(account: "99999999-01", givenAt: "2026-12-06 20:51 KST"))
        let (repository, credentials) = try await desk(server, mode: .live, accountType: .real, liveConsent: other)
        let (result, _) = await place(KISOrderTestTickets.buy(), on: repository, mode: .live)
        guard case .failure(let error as OrderRefusal) = result else { Issue.record("expected a refusal: \(result)"); return }
        #expect(error == .liveNeedsConsent)
        #expect(await server.requests(appKey: credentials.appKey).isEmpty)
    }

    @Test func liveWithThisAccountsConsentSendsTheRealTransactionOnce() async throws {
        let server = try await FakeKISServer.shared.value
        let consent = FakeLiveTradingConsentRepository(LiveTradingConsent(account: Self.accountText, givenAt: "2026-12-06 20:51 KST"))
        let (repository, credentials) = try await desk(server, mode: .live, accountType: .real, liveConsent: consent)
        let (result, _) = await place(KISOrderTestTickets.buy(), on: repository, mode: .live)
        guard case .success = result else { Issue.record("expected the order: \(result)"); return }
        let sent = await requests(server, credentials, to: "/order-cash")
        #expect(sent.map { $0.header("tr_id") } == ["TTTC0012U"])
        #expect(await server.orders(appKey: credentials.appKey).count == 1)
    }

    @Test func liveOnAPaperKeyIsRefusedBeforeAnythingIsSent() async throws {
        let server = try await FakeKISServer.shared.value
        let consent = FakeLiveTradingConsentRepository(LiveTradingConsent(account: Self.accountText, givenAt: "2026-12-06 20:51 KST"))
        let (repository, credentials) = try await desk(server, mode: .live, accountType: .paper, liveConsent: consent)
        let (result, _) = await place(KISOrderTestTickets.buy(), on: repository, mode: .live)
        guard case .failure(let error as OrderRefusal) = result else { Issue.record("expected a refusal: \(result)"); return }
        #expect(error == .liveNeedsRealHost)
        #expect(await server.requests(appKey: credentials.appKey).isEmpty)
    }

    @Test func paperOrdersGoToThePaperHostOnly() async throws {
        let server = try await FakeKISServer.shared.value
        let (repository, credentials) = try await desk(server, mode: .paper, accountType: .real)
        let (result, _) = await place(KISOrderTestTickets.buy(), on: repository)
        guard case .failure(let error as OrderRefusal) = result else { Issue.record("expected a refusal: \(result)"); return }
        #expect(error == .paperNeedsPaperHost)
        #expect(await server.requests(appKey: credentials.appKey).isEmpty)
    }

    @Test func theJournalIsPrivateAndHoldsNoKeySecretTokenOrWholeAccountNumber() async throws {
        let server = try await FakeKISServer.shared.value
        let (repository, credentials) = try await desk(server)
        _ = try await place(KISOrderTestTickets.buy(), on: repository).0.get()
        await server.inject(.acceptThenDrop, on: .order, appKey: credentials.appKey)
        _ = try await place(KISOrderTestTickets.buy(1, at: 269_000), on: repository).0.get()
        let token = try #require(await requests(server, credentials, to: "/order-cash").first?.header("authorization")?.dropFirst("Bearer ".count))
        let journal = try String(contentsOfFile: journalPath, encoding: .utf8)
        #expect(journal.split(separator: "\n").count == 5)
        #expect(!token.isEmpty && !journal.contains(token))
        #expect(!journal.contains(credentials.appKey) && !journal.contains(credentials.appSecret))
        #expect(!journal.contains("50123456") && journal.contains("5012-****-01"))
        let attributes = try FileManager.default.attributesOfItem(atPath: journalPath)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    private func cancel(_ number: String, on repository: KISOrderRepository) async -> Result<AccountOrder, any Error> {
        await firstResult(of: repository.cancel(orderNumber: number).asObservable())
    }

    @Test func aCancelIsSentOnceAndNothingRestsAfterwards() async throws {
        let server = try await FakeKISServer.shared.value
        let (repository, credentials) = try await desk(server)
        let order = try await place(KISOrderTestTickets.buy(3, at: 270_000), on: repository).0.get()
        let cancelled = try await cancel(order.number, on: repository).get()
        #expect(cancelled.number == order.number && cancelled.status == .cancelled)
        let kept = await server.orders(appKey: credentials.appKey)
        #expect(kept.count == 2 && kept[0].cancelled == true)
        #expect(kept[1].transaction == "VTTC0013U" && kept[1].cancels == order.number)
        #expect(try journalEvents() == ["request", "accepted", "cancel request", "cancelled"])
    }

    @Test func aCancelWhoseAnswerIsLostIsNotResentAndTheOrderIsReadAgain() async throws {
        let server = try await FakeKISServer.shared.value
        let (repository, credentials) = try await desk(server)
        let order = try await place(KISOrderTestTickets.buy(1, at: 270_000), on: repository).0.get()
        await server.inject(.acceptThenDrop, on: .cancel, appKey: credentials.appKey)
        let cancelled = try await cancel(order.number, on: repository).get()
        #expect(cancelled.status == .cancelled)
        #expect(await requests(server, credentials, to: "/order-rvsecncl").count == 1)
        #expect(try journalEvents().suffix(3) == ["cancel request", "cancel outcome unknown", "cancelled at KIS"])
    }

    /// The cancel question holds the key's routine reads; the cancel's own read of the order must not wait
    /// behind that hold: it goes before a balance read asked earlier and held (held too, it would go after
    /// it, when the hold's 5 s end).
    @Test func aCancelSentWhileItsQuestionHoldsTheSlotReadsTheOrderAheadOfHeldReads() async throws {
        let server = try await FakeKISServer.shared.value
        let (repository, client, credentials) = try await deskAndClient(server)
        let order = try await place(KISOrderTestTickets.buy(1, at: 270_000), on: repository).0.get()
        let hold = repository.keepNextSlotFree(for: 5)
        defer { hold.dispose() }
        let account = try #require(KISAccountNumber(Self.accountText))
        let balance = ReplaySubject<Void>.create(bufferSize: 1)
        _ = client.fetchBalancePage(account, after: nil).asObservable().map { _ in }.subscribe(balance)
        let cancelled = try await cancel(order.number, on: repository).get()
        _ = try await firstResult(of: balance.asObservable()).get()
        #expect(cancelled.status == .cancelled)
        let reads = await server.requests(appKey: credentials.appKey).map(\.path)
            .filter { $0.hasSuffix("/inquire-daily-ccld") || $0.hasSuffix("/inquire-balance") }
        #expect(reads.last?.hasSuffix("/inquire-balance") == true)
    }

    @Test func nothingRestingIsRefusedWithoutSendingACancel() async throws {
        let server = try await FakeKISServer.shared.value
        let (repository, credentials) = try await desk(server)
        let result = await cancel("0000009999", on: repository)
        guard case .failure(let error as KISOrderError) = result else { Issue.record("expected a refusal: \(result)"); return }
        #expect(error == .nothingResting(orderNumber: "0000009999"))
        #expect(await requests(server, credentials, to: "/order-rvsecncl").isEmpty)
    }

    private func revise(_ number: String, _ quantity: Int, at price: Int, on repository: KISOrderRepository) async -> Result<AccountOrder, any Error> {
        await firstResult(of: repository.revise(orderNumber: number, quantity: quantity, price: price).asObservable())
    }

    /// The JSON body of the last order-rvsecncl request.
    private func lastChangeBody(_ server: FakeKISServer, _ credentials: KISCredentials) async throws -> [String: String] {
        let body = try #require(await requests(server, credentials, to: "/order-rvsecncl").last?.body)
        return try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: String])
    }

    @Test func aPartReviseIsSentOnceAsRVSE01AndTheMovedSharesRestAsANewOrder() async throws {
        let server = try await FakeKISServer.shared.value
        let (repository, credentials) = try await desk(server)
        let order = try await place(KISOrderTestTickets.buy(3, at: 270_000), on: repository).0.get()
        let revising = try await revise(order.number, 2, at: 270_500, on: repository).get()
        #expect(revising.originalNumber == order.number && revising.quantity == 2 && revising.price == 270_500 && revising.number != order.number)
        let body = try await lastChangeBody(server, credentials)
        #expect(body["RVSE_CNCL_DVSN_CD"] == "01" && body["QTY_ALL_ORD_YN"] == "N" && body["ORD_QTY"] == "2" && body["ORD_UNPR"] == "270500")
        #expect(body["ORD_DVSN"] == "00" && body["ORGN_ODNO"] == order.number && body["EXCG_ID_DVSN_CD"] == "KRX" && body["KRX_FWDG_ORD_ORGNO"] == "00950")
        let kept = await server.orders(appKey: credentials.appKey)
        #expect(kept.count == 2 && kept[0].revised == 2)
        #expect(kept[1].transaction == "VTTC0013U" && kept[1].revises == order.number && kept[1].price == 270_500 && kept[1].quantity == 2)
        #expect(try journalEvents() == ["request", "accepted", "revise request", "revised"])
        // What rests of the original at KIS now: one share, read back as revised 2.
        let rest = await revise(order.number, 2, at: 271_000, on: repository)
        guard case .failure(let error as KISOrderError) = rest else { Issue.record("expected a refusal: \(rest)"); return }
        #expect(error == .notEnoughResting(orderNumber: order.number, quantity: 2, resting: 1))
        #expect(await requests(server, credentials, to: "/order-rvsecncl").count == 1)
    }

    @Test func aReviseOfAllThatRestsSaysSoAndARealAccountUsesTTTC() async throws {
        let server = try await FakeKISServer.shared.value
        let (repository, credentials) = try await desk(server)
        let order = try await place(KISOrderTestTickets.buy(3, at: 270_000), on: repository).0.get()
        _ = try await revise(order.number, 3, at: 269_500, on: repository).get()
        let body = try await lastChangeBody(server, credentials)
        #expect(body["QTY_ALL_ORD_YN"] == "Y" && body["ORD_QTY"] == "0" && body["ORD_UNPR"] == "269500")
        #expect(KISOrderEndPoints.changeTransaction(accountType: .real) == "TTTC0013U")
    }

    @Test func aReviseWhoseAnswerIsLostIsNotResentAndTheRevisingOrderIsFound() async throws {
        let server = try await FakeKISServer.shared.value
        let (repository, credentials) = try await desk(server)
        let order = try await place(KISOrderTestTickets.buy(2, at: 270_000), on: repository).0.get()
        await server.inject(.acceptThenDrop, on: .cancel, appKey: credentials.appKey)
        let revising = try await revise(order.number, 2, at: 270_500, on: repository).get()
        #expect(revising.originalNumber == order.number && revising.price == 270_500)
        #expect(await requests(server, credentials, to: "/order-rvsecncl").count == 1)
        #expect(await server.orders(appKey: credentials.appKey).count == 2)
        #expect(try journalEvents().suffix(3) == ["revise request", "revise outcome unknown", "revising order found at KIS"])
    }

    @Test func anOffGridReviseIsKISsRefusalInItsWords() async throws {
        let server = try await FakeKISServer.shared.value
        let (repository, _) = try await desk(server)
        let order = try await place(KISOrderTestTickets.buy(1, at: 270_000), on: repository).0.get()
        let result = await revise(order.number, 1, at: 270_100, on: repository)
        guard case .failure(let error as KISError) = result else { Issue.record("expected KIS's refusal: \(result)"); return }
        #expect(error.message.contains("호가단위가 맞지 않습니다"))
        #expect(try journalEvents().suffix(2) == ["revise request", "revise refused"])
    }
}
