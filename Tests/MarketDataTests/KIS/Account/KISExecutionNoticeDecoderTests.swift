// The execution-notice decoder: fills vs acknowledgements, both field orders, extra fields, bad padding, a wrong key.

import Domain
import Foundation
import MarketData
import Testing

@Suite struct KISExecutionNoticeDecoderTests {
    private let decoder = KISExecutionNoticeDecoder(cipher: KISNoticeFixtures.cipher)

    @Test func aFillIsReadWithItsQuantityPriceAndOrder() throws {
        let notices = try decoder.notices(in: KISNoticeFixtures.frame([KISNoticeFixtures.fields()]))
        #expect(notices.count == 1)
        let notice = try #require(notices.first)
        #expect(notice.kind == .fill)
        #expect(notice.code == StockCode("005930"))
        #expect(notice.side == .buy)
        #expect(notice.quantity == 4 && notice.price == 70_000)
        #expect(notice.orderNumber == "0000012345")
        #expect(notice.orderQuantity == 10)
        #expect(notice.time == "091205")
        #expect(notice.name == "삼성전자")
        let day = try #require(TradeDate("2026-12-04"))
        let fill = try #require(notice.fill(on: day))
        #expect(fill.amount == 280_000)
        // 2026-12-04 09:12:05 Korea time.
        #expect(fill.time == Date(timeIntervalSince1970: 1_796_343_125))
    }

    @Test func anAcknowledgementAndARefusalAreNotFills() throws {
        let acknowledged = try decoder.notices(in: KISNoticeFixtures.frame([KISNoticeFixtures.fields(fill: false, side: "01", quantity: "10")]))
        #expect(acknowledged.first?.kind == .acknowledgement)
        #expect(acknowledged.first?.side == .sell)
        #expect(acknowledged.first?.fill(on: TradeDate("2026-12-04")!) == nil)
        let refused = try decoder.notices(in: KISNoticeFixtures.frame([KISNoticeFixtures.fields(fill: false, refused: true)]))
        #expect(refused.first?.kind == .refusal)
    }

    @Test func theOlderFieldOrderIsReadWithTheOrdersQuantityFromIndexThree() throws {
        let notice = try #require(try decoder.notices(in: KISNoticeFixtures.frame([KISNoticeFixtures.oldOrderFields(orderQuantity: "25")])).first)
        #expect(notice.orderQuantity == 25)
        #expect(notice.originalOrderNumber.isEmpty)
        #expect(notice.quantity == 4 && notice.price == 70_000)
        let current = try #require(try decoder.notices(in: KISNoticeFixtures.frame([KISNoticeFixtures.fields(orderQuantity: "25")])).first)
        #expect(current.orderQuantity == 25)
        #expect(current.originalOrderNumber == "0000000000")
    }

    @Test func fieldsAppendedAfterTheTwentySixthAreIgnored() throws {
        let longer = KISNoticeFixtures.fields() + ["KRX", "extra", "more"]
        let notice = try #require(try decoder.notices(in: KISNoticeFixtures.frame([longer])).first)
        #expect(notice.quantity == 4 && notice.name == "삼성전자")
        let two = try decoder.notices(in: KISNoticeFixtures.frame([longer, KISNoticeFixtures.fields(quantity: "6") + ["KRX", "extra", "more"]]))
        #expect(two.map(\.quantity) == [4, 6])
    }

    @Test func theWrongKeyOrDamagedPaddingIsRefusedNotMisread() throws {
        let frame = KISNoticeFixtures.frame([KISNoticeFixtures.fields()])
        let other = try KISNoticeCipher(key: String(KISNoticeFixtures.key.reversed()), iv: KISNoticeFixtures.iv)
        #expect(throws: KISNoticeError.undecryptable) { try KISExecutionNoticeDecoder(cipher: other).notices(in: frame) }
        var bytes = Data(base64Encoded: String(frame.split(separator: "|")[3]))!
        bytes[bytes.count - 1] ^= 0x5A
        let damaged = "1|H0STCNI0|001|" + bytes.base64EncodedString()
        #expect(throws: KISNoticeError.undecryptable) { try decoder.notices(in: damaged) }
        let truncated = "1|H0STCNI0|001|" + bytes.prefix(bytes.count - 3).base64EncodedString()
        #expect(throws: KISNoticeError.undecryptable) { try decoder.notices(in: truncated) }
    }

    @Test func framesThatAreNotNoticesAreRefused() throws {
        #expect(throws: KISNoticeError.notANotice) { try decoder.notices(in: "0|H0STCNT0|001|005930^091205") }
        #expect(throws: KISNoticeError.notBase64) { try decoder.notices(in: "1|H0STCNI9|001|***") }
        let short = KISNoticeFixtures.frame([Array(KISNoticeFixtures.fields().prefix(20))])
        #expect(throws: KISNoticeError.tooFewFields(20)) { try decoder.notices(in: short) }
        #expect(throws: KISNoticeError.badKey) { try KISNoticeCipher(key: "short", iv: KISNoticeFixtures.iv) }
    }

    @Test func thePaperTrIDIsAccepted() throws {
        #expect(try decoder.notices(in: KISNoticeFixtures.frame([KISNoticeFixtures.fields()], trID: "H0STCNI9")).count == 1)
    }

    @Test func theCipherMatchesOpenSSLsCommandLine() throws {
        // `printf 'hello' | openssl enc -aes-256-cbc -K <hex key> -iv <hex iv> -base64`
        let key = KISNoticeFixtures.key.utf8.map { String($0, radix: 16) }.joined()
        let iv = KISNoticeFixtures.iv.utf8.map { String($0, radix: 16) }.joined()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        process.arguments = ["enc", "-aes-256-cbc", "-K", key, "-iv", iv, "-base64", "-A"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data("체결 notice^005930".utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        let expected = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try KISNoticeFixtures.cipher.encrypt("체결 notice^005930") == expected)
        #expect(try KISNoticeFixtures.cipher.decrypt(base64: Substring(expected)) == "체결 notice^005930")
    }
}
