// The user-facing messages of NetworkError.

import Networking
import Testing

@Suite struct NetworkErrorTests {
    @Test func messagesSayWhatHappened() {
        #expect(NetworkError.notConnected(host: "127.0.0.1").message
            == "Cannot connect to 127.0.0.1: the connection was refused or the network is down.")
        #expect(NetworkError.timedOut(host: "h", seconds: 0.3).message == "h did not answer within 300 ms.")
        #expect(NetworkError.timedOut(host: "h", seconds: 10).message == "h did not answer within 10.0 s.")
        #expect(NetworkError.httpStatus(code: 500, body: "").message == "The server answered HTTP 500.")
        #expect(NetworkError.decoding(type: "Quote", detail: "missing key output").message
            == "Unexpected answer from the server (Quote): missing key output.")
        #expect(NetworkError.api(code: "EGW00201", message: "초당 거래건수를 초과하였습니다.").message
            == "The server refused the request (EGW00201): 초당 거래건수를 초과하였습니다.")
    }

    @Test func longBodiesAreCutToTheirFirstLine() {
        let body = String(repeating: "x", count: 300) + "\nsecond line"
        let message = NetworkError.httpStatus(code: 502, body: body).message
        #expect(message == "The server answered HTTP 502: " + String(repeating: "x", count: 119) + "…")
    }
}
