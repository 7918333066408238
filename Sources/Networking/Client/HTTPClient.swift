// Sends end points through the curl transport and turns every outcome into a decoded value or a NetworkError.

import FoundationEssentials
import Reactive

/// An HTTP client bound to one base URL, with a request timeout.
///
/// It checks the HTTP status itself, decodes JSON bodies and maps transport failures to
/// `NetworkError`. Disposing a request's subscription cancels the exchange.
public final class HTTPClient: Sendable {
    /// The scheme, host and port every end point's path is appended to.
    public let baseURL: URL
    /// Seconds a whole exchange may take (connecting, sending, every byte of the answer) before it fails
    /// with `.timedOut`: a server trickling its answer a byte a second is cut here too.
    public let timeout: TimeInterval
    /// Answers longer than this many bytes fail with `.transport`: no KIS answer comes near the
    /// default 8 MiB, and a broken server cannot fill the memory.
    public let maximumAnswerLength: Int

    /// A client for `baseURL`; throws `.insecureURL` for plain http to anything but this machine.
    public init(baseURL: URL, timeout: TimeInterval = 10, maximumAnswerLength: Int = 8 << 20) throws(NetworkError) {
        try TransportSecurity.check(baseURL)
        self.baseURL = baseURL
        self.timeout = timeout
        self.maximumAnswerLength = maximumAnswerLength
    }

    /// Sends `endPoint` when subscribed: its decoded answer, or a `NetworkError`.
    public func request<Response: Decodable>(_ endPoint: EndPoint<Response>) -> Single<Response> {
        exchange(endPoint).map(\.value)
    }

    /// Sends `endPoint` when subscribed: its decoded answer with the answer's header fields (KIS's
    /// `tr_cont` paging), or a `NetworkError`.
    public func exchange<Response: Decodable>(_ endPoint: EndPoint<Response>) -> Single<HTTPResponse<Response>> {
        Single.create { observer in
            let request: HTTPRequest
            do {
                request = try self.request(for: endPoint)
            } catch {
                observer(.failure(error))
                return Disposables.create()
            }
            let delivery: any OutcomeDelivery = ResponseDelivery(endPoint: endPoint, observer: observer)
            let host = self.baseURL.host ?? self.baseURL.absoluteString
            let cancellation = CurlTransport.send(request, host: host) { delivery.deliver($0) }
            return Disposables.create { cancellation.cancel() }
        }
    }

    /// The request for `endPoint`: base URL + path + query, method, header lines, body, timeout.
    func request<Response>(for endPoint: EndPoint<Response>) throws(NetworkError) -> HTTPRequest {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else {
            throw .invalidURL(baseURL.absoluteString)
        }
        let basePath = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
        components.path = basePath + endPoint.path
        components.queryItems = endPoint.queryItems.isEmpty ? nil : endPoint.queryItems
        guard let url = components.url else { throw .invalidURL(baseURL.absoluteString + endPoint.path) }
        return HTTPRequest(
            url: url.absoluteString,
            method: endPoint.method,
            headerLines: endPoint.headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" },
            body: endPoint.body,
            timeout: timeout,
            maximumAnswerLength: maximumAnswerLength
        )
    }
}

/// Receives the one outcome of an exchange. An existential, so the transport's `@Sendable` handler
/// captures no generic metatype.
private protocol OutcomeDelivery: Sendable {
    func deliver(_ outcome: CurlTransport.Outcome)
}

/// Turns the one outcome of an exchange into the subscriber's event.
private final class ResponseDelivery<Response: Decodable>: OutcomeDelivery, @unchecked Sendable {
    // @unchecked: the transport calls `deliver` exactly once, from its background thread; the
    // observer is a Rx sink that already ignores calls after disposal.
    private let errorBodyPolicy: ErrorBodyPolicy
    private let observer: Single<HTTPResponse<Response>>.SingleObserver

    init(endPoint: EndPoint<Response>, observer: @escaping Single<HTTPResponse<Response>>.SingleObserver) {
        errorBodyPolicy = endPoint.errorBodyPolicy
        self.observer = observer
    }

    /// Delivers the decoded answer or the error; nothing for a cancelled exchange (nobody is listening).
    func deliver(_ outcome: CurlTransport.Outcome) {
        switch outcome {
        case .answered(let status, let headers, let body):
            observer(
                ResponseDecoding.decode(Response.self, status: status, body: body, policy: errorBodyPolicy)
                    .map { HTTPResponse(value: $0, headers: headers) }.mapError { $0 }
            )
        case .failed(let error):
            observer(.failure(error))
        case .cancelled:
            break
        }
    }
}
