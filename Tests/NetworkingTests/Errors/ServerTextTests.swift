// ServerText: what a server chose to say is quoted as one clean, bounded line, and a code only when it is one.

import Networking
import Testing

@Suite struct ServerTextTests {
    @Test func aMessageIsOneSanitisedLineOfAtMost120Characters() {
        #expect(ServerText.message("  초당 거래건수를 초과하였습니다.  ") == "초당 거래건수를 초과하였습니다.")
        #expect(ServerText.message("first\u{1B}[2J line\nsecond line") == "first line")
        let long = ServerText.message(String(repeating: "가", count: 500))
        #expect(long.count == 120)
        #expect(long.hasSuffix("…"))
    }

    @Test func aCodeIsRepeatedOnlyWhenItHasACodesShape() {
        #expect(ServerText.code("EGW00201") == "EGW00201")
        #expect(ServerText.code(" OPSP0011 ") == "OPSP0011")
        #expect(ServerText.code("") == "")
        #expect(ServerText.code("Please log in again at http://evil.example/") == "?")
        #expect(ServerText.code("EGW\u{1B}]0;x\u{07}") == "?")
    }

    /// A KIS-shaped refusal that smuggles free text into the code and a page into the message.
    @Test func anHTTPSummaryQuotesOnlyTheBoundedCodeAndMessage() {
        let body = #"{"msg_cd":"Please log in again at http://evil.example/","msg1":"line one\nline two"}"#
        #expect(NetworkError.httpStatus(code: 403, body: body).message == "The server answered HTTP 403 Forbidden: ? line one")
    }
}
