// The mapping of KIS's msg_cd to typed errors, their scope and their messages.

import Domain
@testable import MarketData
import Networking
import Testing

@Suite struct KISErrorTests {
    private func map(_ code: String, _ message: String = "msg", host: KISAccountType = .paper) -> KISError {
        KISError(.api(code: code, message: message), host: host)
    }

    @Test func knownCodesMapToTheirCases() {
        #expect(map("EGW00201") == .rateLimited)
        #expect(map("EGW00123", "기간이 만료된 token 입니다.") == .tokenRejected(code: "EGW00123", message: "기간이 만료된 token 입니다."))
        #expect(map("EGW00121").isTokenRejection)
        #expect(map("EGW00133") == .tokenIssueTooFrequent(retryAfter: 60))
        #expect(map("EGW02004", host: .real) == .wrongAccountType(host: .real))
        #expect(map("OPSQ0002", "없는 서비스 코드 입니다") == .api(code: "OPSQ0002", message: "없는 서비스 코드 입니다"))
    }

    @Test func transportErrorsStayNetworkErrors() {
        #expect(KISError(.timedOut(host: "h", seconds: 1), host: .real) == .network(.timedOut(host: "h", seconds: 1)))
    }

    @Test func feedWideAndPerCodeFailuresAreTold() {
        #expect(KISError.network(.notConnected(host: "h")).affectsWholeFeed)
        #expect(KISError.rateLimited.affectsWholeFeed)
        #expect(KISError.tokenIssueTooFrequent(retryAfter: 60).affectsWholeFeed)
        #expect(KISError.wrongAccountType(host: .real).affectsWholeFeed)
        #expect(!KISError.network(.timedOut(host: "h", seconds: 1)).affectsWholeFeed)
        #expect(!KISError.network(.httpStatus(code: 500, body: "")).affectsWholeFeed)
        #expect(!KISError.network(.decoding(type: "T", detail: "d")).affectsWholeFeed)
        #expect(!KISError.noSuchStock(StockCode("999999")!).affectsWholeFeed)
        #expect(!KISError.api(code: "X", message: "y").affectsWholeFeed)
    }

    @Test func messagesCarryWhatTheUserNeeds() {
        #expect(KISError.wrongAccountType(host: .real).message.contains("paper account"))
        #expect(KISError.wrongAccountType(host: .paper).message.contains("real account"))
        #expect(KISError.api(code: "OPSQ0002", message: "없는 서비스 코드 입니다").message == "KIS error OPSQ0002: 없는 서비스 코드 입니다")
        #expect(KISError.tokenIssueTooFrequent(retryAfter: 42.2).message.hasSuffix("the next one in 43 s."))
        #expect(KISError.missingCredentials.message.contains("app key and secret"))
    }

    @Test func aRefusalOfTheKeySaysWhatToFixAndNeverRetrying() {
        let key = KISError.tokenIssueRefused(code: "EGW00103", message: "유효하지 않은 AppKey입니다.", host: .real)
        #expect(key.message.contains("KIS_APP_KEY") && key.message.contains("paper account's key is refused here"))
        #expect(key.message.contains("expired") && key.message.contains("revoked"))
        let secret = KISError.tokenIssueRefused(code: "EGW00105", message: "유효하지 않은 AppSecret입니다.", host: .paper)
        #expect(secret.message.contains("KIS_APP_SECRET"))
        let denied = KISError.api(code: "EGW00003", message: "접근 거부")
        #expect(denied.message.contains("IP addresses"))
        #expect(KISError.wrongAccountType(host: .real).message.contains("\"kis_account\": \"paper\""))
        let all: [KISError] = [key, secret, denied, .rateLimited, .tokenIssueTooFrequent(retryAfter: 59), .wrongAccountType(host: .paper)]
        #expect(all.allSatisfy { !$0.message.lowercased().contains("retrying") })
    }

    @Test func onlyRefusalsOfTheKeyCannotHealByThemselves() {
        #expect(!KISError.tokenIssueRefused(code: "EGW00103", message: "", host: .paper).healsByItself)
        #expect(!KISError.tokenIssueRefused(code: "EGW00105", message: "", host: .paper).healsByItself)
        #expect(!KISError.wrongAccountType(host: .paper).healsByItself)
        #expect(!KISError.api(code: "EGW00206", message: "").healsByItself)
        #expect(KISError.api(code: "EGW00206", message: "").affectsWholeFeed)
        #expect(KISError.tokenIssueRefused(code: "EGW00002", message: "서버 에러", host: .paper).healsByItself)
        #expect(KISError.rateLimited.healsByItself)
        #expect(KISError.tokenIssueTooFrequent(retryAfter: 60).healsByItself)
        #expect(KISError.network(.notConnected(host: "x")).healsByItself)
    }
}
