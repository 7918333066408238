// Which failures of an order-cash request leave the order possibly placed (look it up) and which do not.

import Domain
@testable import MarketData
import Networking
import Testing

@Suite struct KISOrderOutcomeTests {
    @Test(arguments: [
        KISError.network(.connectionLost(host: "h")), .network(.timedOut(host: "h", seconds: 10)), .network(.transport("TLS")),
        .network(.decoding(type: "KISOrderAnswerDTO", detail: "cut")), .network(.httpStatus(code: 502, body: "<html>")),
    ])
    func anAnswerThatDidNotComeOrDoesNotReadLeavesTheOrderPossiblyPlaced(failure: KISError) {
        #expect(KISOrderRepository.mayHaveBeenPlaced(failure))
    }

    @Test(arguments: [
        KISError.network(.notConnected(host: "h")), .network(.insecureURL("http://x")), .api(code: "APBK0952", message: "주문가능금액을 초과 했습니다."),
        .rateLimited, .tokenRejected(code: "EGW00123", message: "expired"), .tokenIssueFailed(.notConnected(host: "h")),
    ])
    func kisRefusingItOrTheRequestNeverLeavingMeansNotPlaced(failure: KISError) {
        #expect(!KISOrderRepository.mayHaveBeenPlaced(failure))
    }
}
