// Tests of master-file parsing from fixtures in KIS's real byte layout (cp949 names, padded fields).

import Domain
@testable import MarketData
import Testing

@Suite struct MasterFileParserTests {
    @Test func readsEveryFieldOfAKOSPIRecord() throws {
        let file = try MasterFileParser.parse(archive: MasterFixtures.bytes("kospi_code.mst.zip"), kind: .kospi)
        let samsung = try #require(file.records.first)
        #expect(samsung == MasterFileRecord(
            code: StockCode("005930")!, isin: "KR7005930003", nameKorean: "삼성전자", market: .kospi,
            securityGroup: .shares, preferredStockCode: "0", basePrice: 272_000, listedSharesThousands: 5_919_638,
            marketCapitalisationHundredMillions: 16_116_220, listingDate: "19750611", isHalted: false
        ))
    }

    @Test func keepsLettersInCodesAndDecodesCP949Names() throws {
        let file = try MasterFileParser.parse(archive: MasterFixtures.bytes("kospi_code.mst.zip"), kind: .kospi)
        let byCode = Dictionary(uniqueKeysWithValues: file.records.map { ($0.code.rawValue, $0) })
        #expect(byCode["0001A0"]?.nameKorean == "덕양에너젠")
        #expect(byCode["0001A0"]?.isHalted == true)
        #expect(byCode["003550"]?.nameKorean == "LG")
        #expect(byCode["005935"]?.isCommonShare == false)
        #expect(byCode["069500"]?.nameKorean == "KODEX 200")
        #expect(byCode["069500"]?.securityGroup == .exchangeTradedFund)
        #expect(byCode["069500"]?.securityGroup.kind == .etf)
    }

    /// Found by the master-files fuzz target: control bytes in a name's padding stayed in the name.
    @Test func dropsControlCharactersAndEscapeSequencesFromNames() throws {
        var table = try ZipArchive.member(named: MasterFileKind.kospi.memberName, in: MasterFixtures.bytes("kospi_code.mst.zip"))
        // 삼성전자 is 8 cp949 bytes from byte 21; its padding gets ESC [2J and a Ctrl-A.
        table.replaceSubrange(31..<35, with: [0x1B, 0x5B, 0x32, 0x4A])
        table[37] = 0x01
        let samsung = try #require(try MasterFileParser.parse(table: table, kind: .kospi).records.first)
        #expect(samsung.nameKorean == "삼성전자")
    }

    @Test func readsAnETNByItsKRXCodeWithoutTheQ() throws {
        let file = try MasterFileParser.parse(archive: MasterFixtures.bytes("kospi_code.mst.zip"), kind: .kospi)
        let note = try #require(file.records.first { $0.code == StockCode("500001") })
        #expect(note.nameKorean == "신한 인버스 WTI원유 선물 ETN")
        #expect(note.securityGroup.kind == .etn)
    }

    @Test func skipsCodesThatAreNotStockCodes() throws {
        let file = try MasterFileParser.parse(archive: MasterFixtures.bytes("kospi_code.mst.zip"), kind: .kospi)
        #expect(file.records.count == 6)
        #expect(file.skippedCodes == ["J0036221D"])
    }

    @Test func readsTheKOSDAQTailLayout() throws {
        let file = try MasterFileParser.parse(archive: MasterFixtures.bytes("kosdaq_code.mst.zip"), kind: .kosdaq)
        #expect(file.records.map(\.code.rawValue) == ["247540", "00104K"])
        let ecopro = file.records[0]
        #expect(ecopro.market == .kosdaq)
        #expect(ecopro.nameKorean == "에코프로비엠")
        #expect(ecopro.basePrice == 180_000)
        #expect(ecopro.listedSharesThousands == 97_801)
        #expect(ecopro.marketCapitalisationHundredMillions == 176_042)
        #expect(ecopro.listingDate == "20190305")
        #expect(file.records[1].preferredStockCode == "2")
    }

    @Test func refusesATruncatedLastRecord() throws {
        #expect(throws: MasterFileError.truncatedRecord(file: "kospi_code.mst", line: 7, length: 258)) {
            try MasterFileParser.parse(archive: MasterFixtures.bytes("kospi_code_truncated_record.mst.zip"), kind: .kospi)
        }
    }

    @Test func refusesANameThatIsNotCP949() throws {
        #expect(throws: MasterFileError.invalidText(file: "kospi_code.mst", line: 1)) {
            try MasterFileParser.parse(archive: MasterFixtures.bytes("kospi_code_invalid_text.mst.zip"), kind: .kospi)
        }
    }

    @Test func refusesAKOSDAQFileReadAsKOSPI() throws {
        // The wrong tail length shifts every field: the security group is no longer two letters.
        let table = try ZipArchive.member(named: "kosdaq_code.mst", in: MasterFixtures.bytes("kosdaq_code.mst.zip"))
        #expect(throws: MasterFileError.self) { try MasterFileParser.parse(table: table, kind: .kospi) }
    }

    @Test func refusesAShortRecordAndAnEmptyTable() {
        let short = Array("005930   KR7005930003".utf8) + [0x0A]
        #expect(throws: MasterFileError.truncatedRecord(file: "kosdaq_code.mst", line: 1, length: 21)) {
            try MasterFileParser.parse(table: short, kind: .kosdaq)
        }
        #expect(throws: MasterFileError.empty(file: "kospi_code.mst")) { try MasterFileParser.parse(table: [0x0A], kind: .kospi) }
    }

    @Test func refusesANonNumericBasePrice() throws {
        var table = try ZipArchive.member(named: "kospi_code.mst", in: MasterFixtures.bytes("kospi_code.mst.zip"))
        table[61 + 41] = UInt8(ascii: "x")
        #expect(throws: MasterFileError.malformedField(file: "kospi_code.mst", line: 1, field: "base price", value: "x00272000")) {
            try MasterFileParser.parse(table: table, kind: .kospi)
        }
    }

    @Test func acceptsCRLFLineEnds() throws {
        let table = try ZipArchive.member(named: "kosdaq_code.mst", in: MasterFixtures.bytes("kosdaq_code.mst.zip"))
        let crlf: [UInt8] = table.split(separator: 0x0A).flatMap { line -> [UInt8] in Array(line) + [0x0D, 0x0A] }
        #expect(try MasterFileParser.parse(table: crlf, kind: .kosdaq).records.count == 2)
    }
}
