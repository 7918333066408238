// Sends end points over URLSession and turns every outcome into a decoded value or a NetworkError.

import Foundation
import Reactive
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An HTTP client bound to one base URL, with a request timeout.
///
/// It checks the HTTP status itself (URLSession treats 500 as a success), decodes JSON bodies,
/// and maps transport failures to `NetworkError`. Disposing a request's subscription cancels it.
public final class HTTPClient: Sendable {
    /// The scheme, host and port every end point's path is appended to.
    public let baseURL: URL
    /// Seconds a request may wait for the server before it fails with `.timedOut`.
    public let timeout: TimeInterval
    private let session: URLSession

    /// A client for `baseURL`; throws `.insecureURL` for plain http to anything but this machine.
    public init(baseURL: URL, timeout: TimeInterval = 10) throws(NetworkError) {
        try TransportSecurity.check(baseURL)
        self.baseURL = baseURL
        self.timeout = timeout
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        session = URLSession(configuration: configuration)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Sends `endPoint` when subscribed: its decoded answer, or a `NetworkError`.
    public func request<Response: Decodable>(_ endPoint: EndPoint<Response>) -> Single<Response> {
        Single.create { observer in
            let request: URLRequest
            do {
                request = try self.urlRequest(for: endPoint)
            } catch {
                observer(.failure(error))
                return Disposables.create()
            }
            let delivery: any TaskCompletion = ResponseDelivery(
                endPoint: endPoint, host: self.baseURL.host ?? self.baseURL.absoluteString, timeout: self.timeout, observer: observer
            )
            let task = self.session.dataTask(with: request) { data, response, error in
                delivery.complete(data: data, response: response, error: error)
            }
            task.resume()
            return Disposables.create { task.cancel() }
        }
    }

    /// The URLRequest for `endPoint`: base URL + path + query, method, headers, body, timeout.
    func urlRequest<Response>(for endPoint: EndPoint<Response>) throws(NetworkError) -> URLRequest {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else {
            throw .invalidURL(baseURL.absoluteString)
        }
        let basePath = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
        components.path = basePath + endPoint.path
        components.queryItems = endPoint.queryItems.isEmpty ? nil : endPoint.queryItems
        guard let url = components.url else { throw .invalidURL(baseURL.absoluteString + endPoint.path) }
        // FoundationNetworking ignores the request's timeoutInterval; the session's configuration is what counts.
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = endPoint.method.rawValue
        for (name, value) in endPoint.headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        request.httpBody = endPoint.body
        return request
    }

    /// The NetworkError for a URLSession error, or nil for a cancellation.
    static func transportFailure(_ error: any Error, host: String, timeout: TimeInterval) -> NetworkError? {
        guard let urlError = error as? URLError else { return .transport(String(describing: error)) }
        switch urlError.code {
        case .cancelled:
            return nil
        case .timedOut:
            return .timedOut(host: host, seconds: timeout)
        case .cannotConnectToHost, .cannotFindHost, .notConnectedToInternet, .dnsLookupFailed, .networkConnectionLost:
            return .notConnected(host: host)
        default:
            return .transport(urlError.localizedDescription)
        }
    }
}

/// Receives the one completion of a data task. An existential, so URLSession's `@Sendable` handler
/// captures no generic metatype.
private protocol TaskCompletion: Sendable {
    func complete(data: Data?, response: URLResponse?, error: (any Error)?)
}

/// Turns the one completion of a task into the subscriber's event.
private final class ResponseDelivery<Response: Decodable>: TaskCompletion, @unchecked Sendable {
    // @unchecked: URLSession calls `complete` exactly once, from its delegate queue; the observer is
    // a Rx sink that already ignores calls after disposal.
    private let endPoint: EndPoint<Response>
    private let host: String
    private let timeout: TimeInterval
    private let observer: Single<Response>.SingleObserver

    init(endPoint: EndPoint<Response>, host: String, timeout: TimeInterval, observer: @escaping Single<Response>.SingleObserver) {
        self.endPoint = endPoint
        self.host = host
        self.timeout = timeout
        self.observer = observer
    }

    /// Delivers the decoded answer or the error; nothing for a cancelled task (nobody is listening).
    func complete(data: Data?, response: URLResponse?, error: (any Error)?) {
        if let error {
            if let failure = HTTPClient.transportFailure(error, host: host, timeout: timeout) { observer(.failure(failure)) }
            return
        }
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        let outcome = ResponseDecoding.decode(Response.self, status: status, body: data ?? Data(), policy: endPoint.errorBodyPolicy)
        observer(outcome.mapError { $0 })
    }
}
