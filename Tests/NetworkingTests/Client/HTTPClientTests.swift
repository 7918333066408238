// HTTPClient against the fake server on 127.0.0.1: what it sends, and each way an answer can fail.

import Foundation
import Networking
import NetworkTestSupport
import Reactive
import Testing

/// The tests share the fake server and stay independent by each using codes of their own, which the
/// server matches faults on.
@Suite struct HTTPClientTests {
    /// A path the fake server records and answers; faults are matched on `FID_INPUT_ISCD`.
    private static let path = "/uapi/domestic-stock/v1/quotations/inquire-price"

    private struct Payload: Decodable, Equatable {
        let value: Int
    }

    private struct Envelope: Decodable, APIFailureReporting {
        let rt_cd: String
        let msg_cd: String
        let msg1: String
        var apiFailure: (code: String, message: String)? { rt_cd == "0" ? nil : (msg_cd, msg1) }
    }

    private static func endPoint<Response>(
        code: String, as type: Response.Type = Payload.self, policy: ErrorBodyPolicy = .reject
    ) -> EndPoint<Response> {
        EndPoint(path: path, queryItems: [URLQueryItem(name: "FID_INPUT_ISCD", value: code)], errorBodyPolicy: policy)
    }

    @Test func sendsMethodPathQueryHeadersAndBodyAsDescribed() async throws {
        let server = try await FakeKISServer.shared.value
        let client = try HTTPClient(baseURL: server.baseURL, timeout: 2)
        await server.inject(.status(200, body: #"{"value":7}"#), on: .quote("HDR001"))
        let endPoint = EndPoint<Payload>(
            path: Self.path,
            method: .post,
            queryItems: [URLQueryItem(name: "Z_FIRST", value: "1"), URLQueryItem(name: "FID_INPUT_ISCD", value: "HDR001")],
            headers: ["x-custom": "yes", "tr_id": "T1"],
            body: Data(#"{"a":1}"#.utf8)
        )
        _ = await firstResult(of: client.request(endPoint))
        let request = try #require(await server.requests(code: "HDR001").first)
        #expect(request.method == "POST")
        #expect(request.path == Self.path)
        #expect(request.queryItems == [.init(name: "Z_FIRST", value: "1"), .init(name: "FID_INPUT_ISCD", value: "HDR001")])
        #expect(request.header("x-custom") == "yes")
        #expect(request.header("tr_id") == "T1")
        #expect(request.body == #"{"a":1}"#)
    }

    @Test func decodesASuccessfulAnswer() async throws {
        let server = try await FakeKISServer.shared.value
        let client = try HTTPClient(baseURL: server.baseURL, timeout: 2)
        await server.inject(.status(200, body: #"{"value":42}"#), on: .quote("OK0001"))
        let result = await firstResult(of: client.request(Self.endPoint(code: "OK0001")))
        #expect(try result.get() == Payload(value: 42))
    }

    @Test func anExchangeGivesTheAnswersHeaderFields() async throws {
        let server = try await FakeKISServer.shared.value
        let client = try HTTPClient(baseURL: server.baseURL, timeout: 2)
        await server.inject(.status(200, body: #"{"value":5}"#), on: .quote("HDR002"))
        let response = try await firstResult(of: client.exchange(Self.endPoint(code: "HDR002"))).get()
        #expect(response.value == Payload(value: 5))
        #expect(response.headers["CONTENT-LENGTH"] == "11")
        #expect(response.headers["server"]?.hasPrefix("FakeKIS/1.0") == true)
    }

    @Test func status500IsAnErrorWithItsBody() async throws {
        let server = try await FakeKISServer.shared.value
        let client = try HTTPClient(baseURL: server.baseURL, timeout: 2)
        await server.inject(.status(500, body: "internal trouble"), on: .quote("ERR500"))
        let result = await firstResult(of: client.request(Self.endPoint(code: "ERR500")))
        #expect(result.networkError == .httpStatus(code: 500, body: "internal trouble"))
    }

    @Test func errorBodyIsDecodedWhenAskedAndItsAPIFailureReported() async throws {
        let server = try await FakeKISServer.shared.value
        let client = try HTTPClient(baseURL: server.baseURL, timeout: 2)
        await server.inject(.kisError("EGW00201", message: "초당 거래건수를 초과하였습니다.", status: 500), on: .quote("API001"))
        let result = await firstResult(of: client.request(Self.endPoint(code: "API001", as: Envelope.self, policy: .decode)))
        #expect(result.networkError == .api(code: "EGW00201", message: "초당 거래건수를 초과하였습니다."))
    }

    @Test func undecodableErrorBodyFallsBackToTheStatus() async throws {
        let server = try await FakeKISServer.shared.value
        let client = try HTTPClient(baseURL: server.baseURL, timeout: 2)
        await server.inject(.status(502, body: "<html>bad gateway</html>"), on: .quote("BAD502"))
        let result = await firstResult(of: client.request(Self.endPoint(code: "BAD502", as: Envelope.self, policy: .decode)))
        #expect(result.networkError == .httpStatus(code: 502, body: "<html>bad gateway</html>"))
    }

    @Test func malformedJSONIsADecodingErrorNamingTheType() async throws {
        let server = try await FakeKISServer.shared.value
        let client = try HTTPClient(baseURL: server.baseURL, timeout: 2)
        await server.inject(.malformedJSON, on: .quote("MAL001"))
        let result = await firstResult(of: client.request(Self.endPoint(code: "MAL001")))
        #expect(result.networkError == .decoding(type: "Payload", detail: "not valid JSON"))
    }

    @Test func slowAnswerPastTheTimeoutIsTimedOut() async throws {
        let server = try await FakeKISServer.shared.value
        let client = try HTTPClient(baseURL: server.baseURL, timeout: 0.3)
        await server.inject(.delay(1.5), on: .quote("SLOW01"))
        let result = await firstResult(of: client.request(Self.endPoint(code: "SLOW01")))
        #expect(result.networkError == .timedOut(host: "127.0.0.1", seconds: 0.3))
    }

    /// A slow peer: an answer trickled a byte every half second is cut at the whole exchange's deadline.
    @Test func aTrickledAnswerIsCutAtTheWholeExchangesDeadline() async throws {
        let server = try TricklingServer(.http, interval: 0.5)
        let client = try HTTPClient(baseURL: server.baseURL, timeout: 2)
        let result = await firstResult(of: client.request(Self.endPoint(code: "TRICKL")))
        #expect(result.networkError == .timedOut(host: "127.0.0.1", seconds: 2))
        let download = await firstResult(of: client.download("/common/master/kospi_code.mst.zip"))
        #expect(download.networkError == .timedOut(host: "127.0.0.1", seconds: 2))
    }

    @Test func noServerIsNotConnected() async throws {
        let client = try HTTPClient(baseURL: URL(string: "http://127.0.0.1:\(unusedLoopbackPort())")!, timeout: 2)
        let result = await firstResult(of: client.request(Self.endPoint(code: "NONE01")))
        #expect(result.networkError == .notConnected(host: "127.0.0.1"))
    }

    @Test func disposingCancelsTheRequestAndNothingIsDelivered() async throws {
        let server = try await FakeKISServer.shared.value
        // The server holds its answer and the client waits far longer than any loaded machine needs to
        // notice the disposal (a suite under AddressSanitizer once took over 8 s), so only disposing hangs up.
        let client = try HTTPClient(baseURL: server.baseURL, timeout: 120)
        await server.inject(.delay(120), on: .quote("CAN001"))
        let delivered = EventLog()
        let subscription = client.request(Self.endPoint(code: "CAN001")).subscribe { delivered.append("\($0)") }
        let arrived = await eventually { await !server.requests(code: "CAN001").isEmpty }
        subscription.dispose()
        let hungUp = await eventually { await server.requests(code: "CAN001").first?.clientGone == true }
        #expect(arrived)
        #expect(hungUp)
        #expect(delivered.entries.isEmpty)
    }

    @Test func answerLongerThanTheLimitFailsAndSaysSo() async throws {
        let server = try await FakeKISServer.shared.value
        let client = try HTTPClient(baseURL: server.baseURL, timeout: 2, maximumAnswerLength: 1_000)
        let padding = String(repeating: " ", count: 2_000)
        await server.inject(.status(200, body: #"{"value":1}"# + padding), on: .quote("BIG001"))
        let result = await firstResult(of: client.request(Self.endPoint(code: "BIG001")))
        #expect(result.networkError == .transport("the answer is longer than 1000 bytes"))
    }

    @Test func answerWithinTheLimitDecodes() async throws {
        let server = try await FakeKISServer.shared.value
        let client = try HTTPClient(baseURL: server.baseURL, timeout: 2, maximumAnswerLength: 1_000)
        await server.inject(.status(200, body: #"{"value":9}"#), on: .quote("BIG002"))
        let result = await firstResult(of: client.request(Self.endPoint(code: "BIG002")))
        #expect(try result.get() == Payload(value: 9))
    }

    @Test func plainHTTPToAnotherMachineIsRefused() throws {
        #expect(throws: NetworkError.insecureURL("http://example.com:9443")) {
            try HTTPClient(baseURL: URL(string: "http://example.com:9443")!)
        }
    }
}

extension Result {
    /// The NetworkError of a failure, nil for a success or another error.
    var networkError: NetworkError? {
        if case .failure(let error) = self { return error as? NetworkError }
        return nil
    }
}
