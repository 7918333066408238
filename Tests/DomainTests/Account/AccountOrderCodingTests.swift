// An order as simulated-account.json keeps it: files from before revising read as they were, revised orders round-trip.

import Domain
import Foundation
import Testing

@Suite struct AccountOrderCodingTests {
    @Test func anOrderSavedBeforeRevisingExistedReadsWithNothingRevised() throws {
        let saved = #"{"number":"1","code":"005930","name":"삼성전자","side":"buy","quantity":10,"price":70000,"filledQuantity":4,"isCancelled":false,"isRejected":false,"time":0}"#
        let order = try JSONDecoder().decode(AccountOrder.self, from: Data(saved.utf8))
        #expect(order.revisedQuantity == 0 && order.originalNumber == nil)
        #expect(order.remainingQuantity == 6 && order.status == .partiallyFilled)
    }

    @Test func aRevisedOrderAndItsRevisingOrderRoundTrip() throws {
        let original = AccountOrder(number: "1", code: StockCode("005930")!, name: "삼성전자", side: .sell, quantity: 10, price: 71_000, time: Date(timeIntervalSince1970: 0))
            .revising(10)
        let revising = AccountOrder(
            number: "2", code: original.code, name: "삼성전자", side: .sell, quantity: 10, price: 70_500, originalNumber: "1", time: original.time
        )
        #expect(original.status == .revised && original.remainingQuantity == 0)
        for order in [original, revising] {
            #expect(try JSONDecoder().decode(AccountOrder.self, from: JSONEncoder().encode(order)) == order)
        }
        #expect(original.cancelled.status == .cancelled)
        #expect(revising.filling(3, averagePrice: 70_500).status == .partiallyFilled)
    }
}
