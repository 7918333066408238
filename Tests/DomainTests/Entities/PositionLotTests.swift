// The lot line: "10 @ 70,000" with optional commas and date, and a clear message for each mistake.

import Domain
import Testing

@Suite("PositionLot")
struct PositionLotTests {
    @Test("reads quantity @ price with optional commas, spaces and date", arguments: [
        ("10 @ 70,000", PositionLot(quantity: 10, price: 70_000)),
        ("10@70000", PositionLot(quantity: 10, price: 70_000)),
        ("  1,200 @ 1,234,000  ", PositionLot(quantity: 1_200, price: 1_234_000)),
        ("10 @ 70,000 2026-11-30", PositionLot(quantity: 10, price: 70_000, date: TradeDate("2026-11-30"))),
    ])
    func reads(text: String, lot: PositionLot) throws {
        #expect(try PositionLot(parsing: text) == lot)
    }

    @Test("each mistake has its own message", arguments: [
        ("", PositionLotError.empty),
        ("10 70000", .notALot("10 70000")),
        ("10 @ 70 @ 1", .notALot("10 @ 70 @ 1")),
        ("0 @ 70,000", .notAQuantity("0")),
        ("ten @ 70,000", .notAQuantity("ten")),
        ("1.5 @ 70,000", .notAQuantity("1.5")),
        ("10 @", .notAPrice("")),
        ("10 @ 7,0000", .notAPrice("7,0000")),
        ("10 @ -5", .notAPrice("-5")),
        ("10,000,000,000 @ 70,000", .notAQuantity("10,000,000,000")),
        ("1000000000000 @ 1000000000000", .notAQuantity("1000000000000")),
        ("10 @ 100,000,001", .notAPrice("100,000,001")),
        ("99999999999999999999 @ 1", .notAQuantity("99999999999999999999")),
        ("10 @ 70,000 yesterday", .notADate("yesterday")),
        ("10 @ 70,000 2026-11-30 09:00", .notADate("2026-11-30 09:00")),
    ])
    func refuses(text: String, error: PositionLotError) {
        #expect(throws: error) { try PositionLot(parsing: text) }
    }

    @Test("messages name the mistake and show the form")
    func messages() {
        #expect(PositionLotError.notAQuantity("0").message == "The quantity \"0\" is not a whole number of shares from 1 to 1,000,000,000.")
        #expect(PositionLotError.notAPrice("0").message == "The price \"0\" is not a whole number of won from 1 to 100,000,000.")
        #expect(PositionLotError.notALot("10 70000").message == "\"10 70000\" is not a lot: write quantity @ price, e.g. 10 @ 70,000.")
        #expect(PositionLotError.outsideTodaysLimits(price: 95_000, lower: 49_000, upper: 91_000, name: "삼성전자").message
            == "삼성전자 cannot trade at 95,000 today: its limits are 49,000 (하한가) to 91,000 (상한가).")
    }

    @Test("the largest lot is accepted")
    func largestLot() throws {
        #expect(try PositionLot(parsing: "1,000,000,000 @ 100,000,000") == PositionLot(quantity: 1_000_000_000, price: 100_000_000))
    }

    @Test("a position within the limits, and one whose lots together hold too many shares")
    func positionLimits() {
        let code = SampleCatalog.samsungElectronics.code
        let half = PositionLot(quantity: 500_000_000, price: 70_000)
        #expect(Position(code: code, lots: [half, half]).isWithinLimits)
        #expect(!Position(code: code, lots: [half, half, PositionLot(quantity: 1, price: 1)]).isWithinLimits)
        #expect(!Position(code: code, lots: [PositionLot(quantity: 1, price: 100_000_001)]).isWithinLimits)
        #expect(!Position(code: code, lots: [PositionLot(quantity: Int.max, price: 1), PositionLot(quantity: Int.max, price: 1)]).isWithinLimits)
    }

    @Test("a lot writes itself back as it is typed, grouped")
    func text() throws {
        #expect(try PositionLot(parsing: "1200@70000 2026-11-30").text == "1,200 @ 70,000 2026-11-30")
        #expect(PositionLot(quantity: 10, price: 70_000).text == "10 @ 70,000")
    }
}
