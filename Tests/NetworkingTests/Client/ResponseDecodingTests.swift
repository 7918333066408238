// The status and body rules: success, HTTP status error, API error, decoding error.

import Foundation
@testable import Networking
import Testing

@Suite struct ResponseDecodingTests {
    private struct Payload: Decodable, Equatable {
        let value: Int
        let name: String
    }

    private struct Envelope: Decodable, Equatable, APIFailureReporting {
        let rt_cd: String
        let msg_cd: String
        let msg1: String
        var apiFailure: (code: String, message: String)? { rt_cd == "0" ? nil : (msg_cd, msg1) }
    }

    private func decode<T: Decodable>(_ type: T.Type, _ status: Int, _ body: String, _ policy: ErrorBodyPolicy = .reject)
        -> Result<T, NetworkError> {
        ResponseDecoding.decode(type, status: status, body: Data(body.utf8), policy: policy)
    }

    @Test func successDecodes() {
        #expect(decode(Payload.self, 200, #"{"value":1,"name":"a"}"#) == .success(Payload(value: 1, name: "a")))
    }

    @Test func missingKeyIsNamed() {
        let result = decode(Payload.self, 200, #"{"value":1}"#)
        #expect(result == .failure(.decoding(type: "Payload", detail: "missing key name")))
    }

    @Test func wrongTypeIsNamed() {
        let result = decode(Payload.self, 200, #"{"value":"1","name":"a"}"#)
        #expect(result == .failure(.decoding(type: "Payload", detail: "value is not a Int")))
    }

    @Test func nullIsNamed() {
        let result = decode(Payload.self, 200, #"{"value":null,"name":"a"}"#)
        #expect(result == .failure(.decoding(type: "Payload", detail: "value is null, expected a Int")))
    }

    @Test func non2xxIsRejectedWithoutDecodingByDefault() {
        let result = decode(Envelope.self, 500, #"{"rt_cd":"1","msg_cd":"EGW00201","msg1":"limit"}"#)
        #expect(result == .failure(.httpStatus(code: 500, body: #"{"rt_cd":"1","msg_cd":"EGW00201","msg1":"limit"}"#)))
    }

    @Test func non2xxBodyIsDecodedWhenAsked() {
        let result = decode(Envelope.self, 500, #"{"rt_cd":"1","msg_cd":"EGW00201","msg1":"limit"}"#, .decode)
        #expect(result.failure == .api(code: "EGW00201", message: "limit"))
    }

    @Test func apiFailureWithStatus200IsAnAPIError() {
        let result = decode(Envelope.self, 200, #"{"rt_cd":"1","msg_cd":"EGW00201","msg1":"limit"}"#)
        #expect(result.failure == .api(code: "EGW00201", message: "limit"))
    }

    @Test func non2xxThatDecodesAsSuccessIsStillTheStatus() {
        let result = decode(Envelope.self, 503, #"{"rt_cd":"0","msg_cd":"MCA00000","msg1":"ok"}"#, .decode)
        #expect(result.failure == .httpStatus(code: 503, body: #"{"rt_cd":"0","msg_cd":"MCA00000","msg1":"ok"}"#))
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
