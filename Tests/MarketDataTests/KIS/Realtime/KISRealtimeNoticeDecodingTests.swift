// The real-time frame decoder on execution notices: the acknowledgement's key and IV, then encrypted frames.

import Domain
import Foundation
@testable import MarketData
import Testing

@Suite struct KISRealtimeNoticeDecodingTests {
    private static let received = Date(timeIntervalSince1970: 1_764_550_000)

    private static func acknowledgement(trID: String = "H0STCNI9", key: String = KISNoticeFixtures.key, iv: String = KISNoticeFixtures.iv) -> String {
        #"{"header":{"tr_id":"\#(trID)","tr_key":"myhts","encrypt":"N"},"body":{"rt_cd":"0","msg_cd":"OPSP0000","msg1":"SUBSCRIBE SUCCESS","output":{"iv":"\#(iv)","key":"\#(key)"}}}"#
    }

    @Test func theAcknowledgementCarriesTheNoticesCipher() {
        var decoder = KISRealtimeFrameDecoder()
        let message = decoder.decode(Self.acknowledgement(), receivedAt: Self.received)
        #expect(message == .noticeSubscription(KISRegistration(transaction: "H0STCNI9", key: "myhts"), KISNoticeFixtures.cipher))
        #expect(KISRegistration.executionNotices(htsID: "myhts", accountType: .real).transaction == "H0STCNI0")
    }

    @Test func aKeyOfTheWrongLengthIsMalformed() {
        var decoder = KISRealtimeFrameDecoder()
        guard case .malformed = decoder.decode(Self.acknowledgement(key: "short"), receivedAt: Self.received) else {
            Issue.record("a short key was accepted")
            return
        }
    }

    @Test func anEncryptedFrameIsReadWithTheCipherAndMalformedWithoutIt() throws {
        let frame = KISNoticeFixtures.frame([KISNoticeFixtures.fields()], trID: "H0STCNI9")
        var decoder = KISRealtimeFrameDecoder()
        guard case .malformed = decoder.decode(frame, receivedAt: Self.received) else {
            Issue.record("decoded a notice with no key")
            return
        }
        decoder.noticeDecoder = KISExecutionNoticeDecoder(cipher: KISNoticeFixtures.cipher)
        guard case .notices(let notices) = decoder.decode(frame, receivedAt: Self.received) else {
            Issue.record("the notice was not read")
            return
        }
        #expect(notices.map(\.kind) == [.fill] && notices.first?.quantity == 4 && notices.first?.price == 70_000)
        #expect(decoder.malformedCount == 1)
    }
}
