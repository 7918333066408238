// Tests for settling a promise through its resolver: the first resolution wins.

import Reactive
import Testing

@Suite struct ResolverTests {
    @Test func firstFulfilmentWinsOverLaterFulfilmentsAndRejections() {
        let (promise, resolver) = Promise<Int>.pending()
        resolver.fulfill(1)
        resolver.fulfill(2)
        resolver.reject(TestError(3))
        resolver.resolve(.success(4))
        #expect(promise.value == 1)
    }

    @Test func firstRejectionWinsOverLaterFulfilments() {
        let (promise, resolver) = Promise<Int>.pending()
        resolver.reject(TestError(1))
        resolver.fulfill(2)
        resolver.reject(TestError(3))
        #expect(promise.error as? TestError == TestError(1))
    }

    @Test func resolveWithAResultSettlesEitherWay() {
        let (fulfilled, fulfil) = Promise<Int>.pending()
        let (rejected, reject) = Promise<Int>.pending()
        fulfil.resolve(.success(8))
        reject.resolve(.failure(TestError(9)))
        #expect(fulfilled.value == 8)
        #expect(rejected.error as? TestError == TestError(9))
    }

    @Test func completionHandlerPairPrefersTheError() {
        let value = Promise<Int> { $0.resolve(1, nil) }
        let error = Promise<Int> { $0.resolve(nil, TestError(2)) }
        let both = Promise<Int> { $0.resolve(3, TestError(4)) }
        #expect(value.value == 1)
        #expect(error.error as? TestError == TestError(2))
        #expect(both.error as? TestError == TestError(4))
    }

    @Test func completionHandlerPairWithNeitherRejects() {
        let promise = Promise<Int> { $0.resolve(nil, nil) }
        #expect(promise.error as? PromiseError == .invalidCallingConvention)
    }

    @Test func voidResolveWithAnOptionalError() {
        let fulfilled = Promise<Void> { $0.resolve(nil) }
        let rejected = Promise<Void> { $0.resolve(TestError(5)) }
        #expect(fulfilled.isFulfilled)
        #expect(rejected.error as? TestError == TestError(5))
    }
}
