// The KIS master files (zip reader, fixed-width table, cp949 names through iconv) under fuzzing.

import Domain
@testable import MarketData

/// The first byte chooses the file kind and whether the rest is the downloaded zip or the unpacked
/// table. Every record parsed has a valid code, a name without control characters, and figures that
/// are not negative; cp949 text that is plain ASCII converts to itself.
package enum MasterFileFuzzTarget: FuzzTarget {
    package static let name = "master-files"

    package static func check(_ input: [UInt8]) throws(InvariantViolation) {
        guard let mode = input.first else { return }
        let kind = MasterFileKind.allCases[Int(mode >> 1) % MasterFileKind.allCases.count]
        let bytes = Array(input.dropFirst())
        let file: MasterFile
        do {
            file = mode & 1 == 0 ? try MasterFileParser.parse(archive: bytes, kind: kind) : try MasterFileParser.parse(table: bytes, kind: kind)
        } catch {
            try checkConversion(bytes)
            return
        }
        try require(!file.records.isEmpty || !file.skippedCodes.isEmpty, "an empty file parsed without an error")
        for record in file.records {
            try require(StockCode(record.code.rawValue) == record.code, "an invalid code \(record.code)")
            try require(!record.nameKorean.hasControlCharacter, "a name with a control character: \(record.nameKorean.debugDescription)")
            try require(record.basePrice >= 0 && record.listedSharesThousands >= 0 && record.marketCapitalisationHundredMillions >= 0,
                        "a negative figure in \(record)")
        }
    }

    /// The converter on the raw bytes: ASCII comes back unchanged, and a conversion never grows past
    /// three UTF-8 bytes a byte.
    private static func checkConversion(_ bytes: [UInt8]) throws(InvariantViolation) {
        guard let converter = try? CP949Converter() else { throw InvariantViolation("iconv has no cp949") }
        let text = bytes.withUnsafeBufferPointer { converter.string(from: $0) }
        guard let text else { return }
        if bytes.allSatisfy({ $0 < 0x80 }) {
            try require(Array(text.utf8) == bytes, "ASCII did not convert to itself")
        }
        try require(text.utf8.count <= bytes.count * 3, "\(bytes.count) bytes converted to \(text.utf8.count)")
    }
}
