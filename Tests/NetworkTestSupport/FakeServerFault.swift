// The abnormal answers the fake KIS server can give instead of its normal one.

import Foundation

/// Which requests a fault applies to.
public enum FakeServerRoute: Sendable {
    /// `POST /oauth2/tokenP`.
    case token
    /// `POST /oauth2/Approval` (the WebSocket approval key).
    case approval
    /// `inquire-price`, for one code or (nil) any.
    case quote(String?)
    /// `inquire-index-price`, for one index code (`0001`…) or (nil) any.
    case index(String?)
    /// `chk-holiday`.
    case holiday
    /// `inquire-asking-price-exp-ccn` (the order book), for one code or (nil) any.
    case orderBook(String?)
    /// `POST order-cash` (an order).
    case order
    /// `inquire-daily-ccld` (today's orders).
    case dailyOrders
    /// `POST order-rvsecncl` (a cancel or a revise).
    case cancel
}

/// An answer the fake server gives instead of its normal one.
public struct FakeServerFault: Sendable {
    /// The command fields sent to the server (status, body, json, delay), as JSON text.
    private let json: String

    var fields: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any] ?? [:]
    }

    private init(_ fields: [String: Any]) {
        let data = (try? JSONSerialization.data(withJSONObject: fields)) ?? Data("{}".utf8)
        json = String(decoding: data, as: UTF8.self)
    }

    /// The normal answer, `seconds` late.
    public static func delay(_ seconds: Double) -> FakeServerFault {
        FakeServerFault(["delay": seconds])
    }

    /// An HTTP status with a raw body, optionally `delay` seconds late.
    public static func status(_ status: Int, body: String, delay: Double = 0) -> FakeServerFault {
        FakeServerFault(["status": status, "body": body, "delay": delay])
    }

    /// A KIS error envelope (`rt_cd` "1", `msg_cd`, `msg1`) with an HTTP status.
    public static func kisError(_ messageCode: String, message: String, status: Int) -> FakeServerFault {
        FakeServerFault(["status": status, "json": ["rt_cd": "1", "msg_cd": messageCode, "msg1": message]])
    }

    /// A token-endpoint error (`error_code`, `error_description`) with an HTTP status.
    public static func tokenError(_ errorCode: String, description: String, status: Int) -> FakeServerFault {
        FakeServerFault(["status": status, "json": ["error_code": errorCode, "error_description": description]])
    }

    /// For `.order`: the order is accepted and kept, then the connection closes with no answer (the lost answer).
    public static let acceptThenDrop = FakeServerFault(["drop": true])

    /// For `.order`: the connection closes with no answer before the order is looked at; none is kept.
    public static let dropUnaccepted = FakeServerFault(["drop": true, "keep": false])

    /// HTTP 200 with a body that is cut off in the middle of the JSON.
    public static let malformedJSON = FakeServerFault([
        "status": 200, "body": #"{"output":{"stck_prpr":"27225"#,
    ])
}
