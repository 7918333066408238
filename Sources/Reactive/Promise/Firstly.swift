// `firstly`: starts a promise chain so that every step reads alike.

/// Runs `body` at once and returns its promise; an error thrown by `body` becomes a rejected promise.
///
///     firstly { fetchQuote(code) }.map { $0.price }.done { show($0) }.catch { report($0) }
public func firstly<U>(execute body: () throws -> Promise<U>) -> Promise<U> {
    do {
        return try body()
    } catch {
        return Promise(error: error)
    }
}
