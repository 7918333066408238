// Tests of the zip framing and zlib inflate: intact members come out whole, damage is a typed error.

@testable import MarketData
import Testing

@Suite struct ZipArchiveTests {
    @Test func inflatesTheMemberAndChecksItsCRC() throws {
        let table = try ZipArchive.member(named: "kospi_code.mst", in: MasterFixtures.bytes("kospi_code.mst.zip"))
        #expect(table.count == 7 * 289)
        #expect(Array(table.prefix(9)) == Array("005930   ".utf8))
    }

    @Test func refusesADamagedDeflateStreamOrCRC() throws {
        #expect(throws: MasterFileError.self) {
            try ZipArchive.member(named: "kospi_code.mst", in: MasterFixtures.bytes("kospi_code_damaged.mst.zip"))
        }
    }

    @Test func refusesACutArchive() throws {
        #expect(throws: MasterFileError.truncatedArchive) {
            try ZipArchive.member(named: "kospi_code.mst", in: MasterFixtures.bytes("kospi_code_cut.mst.zip"))
        }
    }

    @Test func refusesAWrongMemberAndNonZipBytes() throws {
        #expect(throws: MasterFileError.missingMember("kosdaq_code.mst")) {
            try ZipArchive.member(named: "kosdaq_code.mst", in: MasterFixtures.bytes("kospi_code.mst.zip"))
        }
        #expect(throws: MasterFileError.notAZipArchive("it is only 5 bytes long")) {
            try ZipArchive.member(named: "kospi_code.mst", in: Array("<html".utf8))
        }
        #expect(throws: MasterFileError.notAZipArchive("no end-of-archive record")) {
            try ZipArchive.member(named: "kospi_code.mst", in: Array(repeating: 0x41, count: 200))
        }
    }

    @Test func refusesAFlippedCRC() throws {
        var archive = try MasterFixtures.bytes("kospi_code.mst.zip")
        // The CRC-32 in the central directory entry (16 bytes into it) is what the reader checks.
        let directory = Int(archive[archive.count - 6]) | Int(archive[archive.count - 5]) << 8
        archive[directory + 16] ^= 0xFF
        #expect(throws: MasterFileError.checksumMismatch(member: "kospi_code.mst")) {
            try ZipArchive.member(named: "kospi_code.mst", in: archive)
        }
    }

    /// A zip bomb (8 MiB of spaces in 8.7 KB) is refused from its recorded sizes, before inflating.
    @Test func refusesAMemberThatUnpacksToMoreThanAHundredTimesItsSize() throws {
        let bomb = try MasterFixtures.bytes("kospi_code_bomb.mst.zip")
        #expect(throws: MasterFileError.compressionRatioTooHigh(member: "kospi_code.mst", length: 2023 + (8 << 20), compressedLength: 8623, limit: 100)) {
            try ZipArchive.member(named: "kospi_code.mst", in: bomb)
        }
    }

    @Test func refusesAMemberClaimingMoreThanSixtyFourMebibytes() throws {
        var archive = try MasterFixtures.bytes("kospi_code.mst.zip")
        // The unpacked size in the central directory entry (24 bytes into it) is what the reader trusts.
        let directory = Int(archive[archive.count - 6]) | Int(archive[archive.count - 5]) << 8
        let claimed = (64 << 20) + 1
        for index in 0..<4 { archive[directory + 24 + index] = UInt8(truncatingIfNeeded: claimed >> (8 * index)) }
        let refusal = MasterFileError.memberTooLarge(member: "kospi_code.mst", length: claimed, limit: 64 << 20)
        #expect(throws: refusal) { try ZipArchive.member(named: "kospi_code.mst", in: archive) }
        #expect(refusal.message == "kospi_code.mst claims 67108865 bytes unpacked, more than the 67108864 a master file may have: refused.")
    }
}
