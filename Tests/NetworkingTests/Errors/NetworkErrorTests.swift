// The user-facing messages of NetworkError.

import Networking
import Testing

@Suite struct NetworkErrorTests {
    @Test func messagesSayWhatHappened() {
        #expect(NetworkError.notConnected(host: "127.0.0.1").message
            == "Cannot connect to 127.0.0.1: the connection was refused or the network is down.")
        #expect(NetworkError.timedOut(host: "h", seconds: 0.3).message == "h did not answer in full within 300 ms.")
        #expect(NetworkError.timedOut(host: "h", seconds: 10).message == "h did not answer in full within 10.0 s.")
        #expect(NetworkError.httpStatus(code: 500, body: "").message == "The server answered HTTP 500 Internal Server Error.")
        #expect(NetworkError.decoding(type: "Quote", detail: "missing key output").message
            == "Unexpected answer from the server (Quote): missing key output.")
        #expect(NetworkError.api(code: "EGW00201", message: "초당 거래건수를 초과하였습니다.").message
            == "The server refused the request (EGW00201): 초당 거래건수를 초과하였습니다.")
    }

    @Test func aBodyIsNeverShownOnlyTheStatusAndTheAPIsOwnCodeAndMessage() {
        let html = "<html><body><h1>404 Not Found</h1>\n<p>nginx</p></body></html>"
        #expect(NetworkError.httpStatus(code: 404, body: html).message == "The server answered HTTP 404 Not Found.")
        #expect(NetworkError.httpStatus(code: 599, body: "x").message == "The server answered HTTP 599.")
        let kis = #"{"rt_cd":"1","msg_cd":"EGW00000","msg1":"no such API"}"#
        #expect(NetworkError.httpStatus(code: 404, body: kis).message == "The server answered HTTP 404 Not Found: EGW00000 no such API")
        let token = #"{"error_code":"EGW00002","error_description":"서버 에러"}"#
        #expect(NetworkError.httpStatus(code: 500, body: token).message == "The server answered HTTP 500 Internal Server Error: EGW00002 서버 에러")
    }
}
