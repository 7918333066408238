// The account number: 8-2 digits in, CANO and ACNT_PRDT_CD out, and never shown whole.

import MarketData
import Testing

@Suite struct KISAccountNumberTests {
    @Test func eightAndTwoDigitsWithOrWithoutTheDash() throws {
        let dashed = try #require(KISAccountNumber("12345678-01"))
        #expect(dashed.cano == "12345678" && dashed.productCode == "01")
        #expect(KISAccountNumber(" 1234567801 ") == dashed)
    }

    @Test func otherShapesAreRefused() {
        for text in ["1234567-801", "123456780", "12345678-0a", "1234-5678-01", "", "12345678--01", "123456789-01"] {
            #expect(KISAccountNumber(text) == nil, "\(text)")
        }
    }

    @Test func itIsShownMaskedEverywhere() throws {
        let account = try #require(KISAccountNumber("12345678-01"))
        #expect(account.masked == "1234-****-01")
        #expect("\(account)" == "1234-****-01")
        #expect(!String(describing: account).contains("5678"))
    }
}
