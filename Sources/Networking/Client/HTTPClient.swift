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

    /// Sends `endPoint` when subscribed and emits its decoded answer once, or fails with a `NetworkError`.
    public func request<Response: Decodable>(_ endPoint: EndPoint<Response>) -> Observable<Response> {
        Observable.create { observer in
            let request: URLRequest
            do {
                request = try self.urlRequest(for: endPoint)
            } catch {
                observer.onError(error)
                return Disposables.create()
            }
            let delivery = SingleDelivery(observer)
            let host = self.baseURL.host ?? self.baseURL.absoluteString
            let timeout = self.timeout
            let task = self.session.dataTask(with: request) { data, response, error in
                let result = Self.outcome(
                    of: endPoint, data: data, response: response, error: error, host: host, timeout: timeout
                )
                if let result { delivery.deliver(result) }
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
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = endPoint.method.rawValue
        for (name, value) in endPoint.headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        request.httpBody = endPoint.body
        return request
    }

    /// What one finished task means for the caller; nil when it was cancelled (nobody is listening).
    static func outcome<Response: Decodable>(
        of endPoint: EndPoint<Response>,
        data: Data?,
        response: URLResponse?,
        error: (any Error)?,
        host: String,
        timeout: TimeInterval
    ) -> Result<Response, NetworkError>? {
        if let error {
            return transportFailure(error, host: host, timeout: timeout).map { .failure($0) }
        }
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        return ResponseDecoding.decode(Response.self, status: status, body: data ?? Data(), policy: endPoint.errorBodyPolicy)
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

/// Hands the one result of a task from URLSession's thread to the subscriber.
private final class SingleDelivery<Response>: @unchecked Sendable {
    // @unchecked: the observer is called once, from the task's completion handler, which URLSession
    // runs exactly once; the Rx sink it wraps already guards against calls after disposal.
    private let observer: AnyObserver<Response>

    init(_ observer: AnyObserver<Response>) {
        self.observer = observer
    }

    func deliver(_ result: Result<Response, NetworkError>) {
        switch result {
        case .success(let value):
            observer.onNext(value)
            observer.onCompleted()
        case .failure(let error):
            observer.onError(error)
        }
    }
}
