// The order review's words: what is sent where, for how much, and the cash it leaves.

import Domain

/// Phrases an `OrderReview` for the review step.
enum OrderReviewText {
    /// "SIMULATED · Buy 삼성전자".
    static func title(_ review: OrderReview) -> String {
        "\(review.mode.headline) · \(review.ticket.side == .buy ? "Buy" : "Sell") \(review.ticket.name)"
    }

    static func lines(_ review: OrderReview) -> [String] {
        let ticket = review.ticket
        let won = { (amount: Int) in "\(NumberText.grouped(amount)) won" }
        var price = ticket.price.text
        if ticket.price == .market {
            price += ticket.side == .buy
                ? " — cash is held at today's upper limit \(NumberText.grouped(ticket.countedPrice))"
                : " — about \(NumberText.grouped(ticket.countedPrice)) now"
        }
        return [
            modeLine(review.mode),
            "\(ticket.side == .buy ? "Buy (매수)" : "Sell (매도)") \(NumberText.grouped(ticket.quantity)) \(ticket.quantity == 1 ? "share" : "shares") of \(ticket.name) (\(ticket.code))",
            "Price: \(price)",
            "Venue: \(ticket.venue.mark)",
            "Amount: \(won(ticket.amount))",
            "Fees: commission \(won(review.commission)), tax \(won(review.tax))",
            "Cash after: \(won(review.cashAfter))",
        ]
    }

    /// "PAPER — the KIS paper account; no real money".
    static func modeLine(_ mode: TradingMode) -> String {
        "\(mode.headline) — \(modeNote(mode))"
    }

    private static func modeNote(_ mode: TradingMode) -> String {
        switch mode {
        case .simulated: "the embedded exchange; no real money"
        case .paper: "the KIS paper account; no real money"
        case .live: "the KIS account: REAL MONEY"
        }
    }
}
