// The binary-body path of the HTTP client: a file downloaded as raw bytes instead of decoded JSON.

import FoundationEssentials
import Reactive

extension HTTPClient {
    /// GETs `path` (starting with `/`) below the base URL when subscribed and succeeds with the body's bytes on a 2xx status;
    /// any other status is `.httpStatus`, a transport failure its `NetworkError`. Disposing cancels it.
    public func download(_ path: String) -> Single<[UInt8]> {
        Single.create { observer in
            let request: HTTPRequest
            do {
                request = try self.request(for: EndPoint<Data>(path: path))
            } catch {
                observer(.failure(error))
                return Disposables.create()
            }
            let delivery = DownloadDelivery(observer: observer)
            let host = self.baseURL.host ?? self.baseURL.absoluteString
            let cancellation = CurlTransport.send(request, host: host) { delivery.deliver($0) }
            return Disposables.create { cancellation.cancel() }
        }
    }
}

/// Turns the one outcome of a download into the subscriber's event.
private final class DownloadDelivery: @unchecked Sendable {
    // @unchecked: the transport calls `deliver` exactly once, from its background thread; the
    // observer is a Rx sink that already ignores calls after disposal.
    private let observer: Single<[UInt8]>.SingleObserver

    init(observer: @escaping Single<[UInt8]>.SingleObserver) {
        self.observer = observer
    }

    func deliver(_ outcome: CurlTransport.Outcome) {
        switch outcome {
        case .answered(let status, _, let body) where (200..<300).contains(status):
            observer(.success([UInt8](body)))
        case .answered(let status, _, let body):
            observer(.failure(NetworkError.httpStatus(code: status, body: String(decoding: body.prefix(200), as: UTF8.self))))
        case .failed(let error):
            observer(.failure(error))
        case .cancelled:
            break
        }
    }
}
