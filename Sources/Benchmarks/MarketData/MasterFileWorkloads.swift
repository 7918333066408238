// Benchmark: both KIS master files (≈ 2,800 records, cp949 names) parsed into MasterFileRecords.

import Foundation
import Glibc
import MarketData

/// How long a catalog refresh spends turning the unpacked master tables into records.
enum MasterFileWorkloads {
    static let all: [Workload] = [
        Workload(
            id: "master-parse",
            title: "kospi_code.mst + kosdaq_code.mst (950 + 1,850 records, cp949 names) parsed, one core",
            goal: "≤ 20 ms",
            measure: { parseBothFiles() }
        ),
    ]

    private static let tables = (kospi: table(.kospi, records: 950), kosdaq: table(.kosdaq, records: 1_850))

    /// Parses both synthetic tables once and reports milliseconds of this thread's CPU time.
    private static func parseBothFiles() -> Figure {
        let start = TableRenderWorkloads.threadCPUNanoseconds()
        let kospi = try? MasterFileParser.parse(table: tables.kospi, kind: .kospi)
        let kosdaq = try? MasterFileParser.parse(table: tables.kosdaq, kind: .kosdaq)
        let milliseconds = Double(TableRenderWorkloads.threadCPUNanoseconds() - start) / 1e6
        let checksum = (kospi?.records.count ?? -1) + (kosdaq?.records.count ?? -1)
        return Figure(value: milliseconds, unit: "ms", checksum: checksum)
    }

    /// A table in the real byte layout: 9-byte code, 12-byte ISIN, 40-byte cp949 name, then a tail of
    /// digits and flags as long as the kind's (227 / 221 bytes), names of 2–12 Hangul syllables.
    private static func table(_ kind: MasterFileKind, records: Int) -> [UInt8] {
        let syllables = Array("삼성전자에코프로비엠동화약품대한덕양너젠현기아카오하이닉스바이오로직셀트리온")
        let tailLength = kind == .kospi ? 227 : 221
        var bytes: [UInt8] = []
        for index in 0..<records {
            let code = String(format: "%06d", index * 7 + (kind == .kospi ? 0 : 1))
            let name = String((0..<(2 + index % 11)).map { syllables[(index * 5 + $0 * 3) % syllables.count] })
            var tail = Array("ST".utf8) + Array(repeating: UInt8(ascii: "0"), count: tailLength - 2)
            let flagsStart = 5
            for offset in flagsStart..<(flagsStart + 20) { tail[offset] = UInt8(ascii: "N") }
            bytes += Array(code.utf8) + Array(repeating: 0x20, count: 3)
            bytes += Array("KR7\(code)00\(index % 10)".utf8)
            let encoded = cp949(name)
            bytes += encoded + Array(repeating: 0x20, count: 40 - encoded.count)
            bytes += tail + [0x0A]
        }
        return bytes
    }

    private static func cp949(_ text: String) -> [UInt8] {
        let converter = iconv_open("CP949", "UTF-8")
        defer { iconv_close(converter) }
        var input = Array(text.utf8).map { CChar(bitPattern: $0) }
        var output = [CChar](repeating: 0, count: input.count * 2)
        var inputLeft = input.count
        var outputLeft = output.count
        input.withUnsafeMutableBufferPointer { inputBuffer in
            output.withUnsafeMutableBufferPointer { outputBuffer in
                var inputPointer = inputBuffer.baseAddress
                var outputPointer = outputBuffer.baseAddress
                _ = iconv(converter, &inputPointer, &inputLeft, &outputPointer, &outputLeft)
            }
        }
        return output.prefix(output.count - outputLeft).map { UInt8(bitPattern: $0) }
    }
}
