// The KIS REST answers' decoding (price, index, holidays, token, approval key, bars, order book) under fuzzing.

import Domain
import FoundationEssentials
@testable import MarketData

/// The first byte chooses the answer the rest is decoded as, exactly as the client does after its HTTP
/// exchange. A quote, a bar or an order book decoded is within `MarketLimits`; an index's figures are
/// finite; a token is never empty.
package enum RESTAnswerFuzzTarget: FuzzTarget {
    package static let name = "rest-answers"
    private static let code = StockCode("005930")!
    private static let time = Date(timeIntervalSince1970: 1_800_000_000)

    package static func check(_ input: [UInt8]) throws(InvariantViolation) {
        guard let kind = input.first else { return }
        let body = Data(input.dropFirst())
        let decoder = JSONDecoder()
        switch kind % 7 {
        case 0:
            guard let quote = try? KISInquirePriceDecoder.quote(from: body, code: code, time: time) else { return }
            try require(MarketLimits.admits(quote), "a REST quote beyond the market limits: \(quote)")
        case 1:
            guard let answer = try? decoder.decode(KISIndexPriceResponseDTO.self, from: body),
                  let index = try? answer.toDomain(kind: .kospi, time: time)
            else { return }
            try require(index.value.isFinite && index.change.isFinite && index.changeRate.isFinite, "an index figure is not finite: \(index)")
        case 2:
            guard let answer = try? decoder.decode(KISHolidayResponseDTO.self, from: body),
                  let days = try? answer.envelope.successOutput()
            else { return }
            for day in days { _ = try? day.toDomain() }
        case 3:
            guard let answer = try? decoder.decode(KISTokenResponseDTO.self, from: body),
                  let token = try? answer.toDomain(issuedAt: time)
            else { return }
            try require(!token.value.isEmpty, "an empty access token")
        case 4:
            guard let answer = try? decoder.decode(KISApprovalResponseDTO.self, from: body),
                  let key = try? answer.toDomain(issuedAt: time, validity: 86_400)
            else { return }
            try require(!key.value.isEmpty, "an empty approval key")
        case 5:
            guard let answer = try? decoder.decode(KISChartEndPoints.DailyBarsResponse.self, from: body),
                  let (_, rows) = try? answer.outputs()
            else { return }
            for row in rows {
                guard let bar = try? row.toDomain() else { continue }
                try require(MarketLimits.admits(bar), "a bar beyond the market limits: \(bar)")
            }
        default:
            guard let answer = try? decoder.decode(KISChartEndPoints.OrderBookResponse.self, from: body),
                  let (levels, expected) = try? answer.outputs(),
                  let book = try? KISOrderBookDTO(levels: levels, expected: expected).toDomain(code: code, time: time)
            else { return }
            try require(MarketLimits.admits(book), "an order book beyond the market limits: \(book)")
        }
    }
}
