// Decodes a KIS master file — a zip holding one fixed-width cp949 table — into MasterFileRecords.

import DisplayText
import Domain

/// The byte layout of `kospi_code.mst` / `kosdaq_code.mst`: one record per line (LF or CRLF), bytes 0–8
/// the short code (padded), 9–20 the ISIN, 21 up to the tail the Korean name (40 bytes, padded), then a
/// tail of `MasterFileKind.tailLength` bytes. Fields are cut by BYTES, never by characters; only the
/// name is cp949 and is converted with iconv. The tail is taken from the end of the line (as KIS's own
/// tools do), and its numeric fields are checked, so a short or shifted record is refused by line.
public enum MasterFileParser {
    static let codeLength = 9
    static let isinLength = 12
    static var headLength: Int { codeLength + isinLength }

    /// Unpacks `archive` (the downloaded zip) and parses its member.
    /// - Throws: `MasterFileError` for a damaged archive or table.
    public static func parse(archive: [UInt8], kind: MasterFileKind) throws(MasterFileError) -> MasterFile {
        try parse(table: ZipArchive.member(named: kind.memberName, in: archive), kind: kind)
    }

    /// Parses the unpacked table.
    /// - Throws: `MasterFileError` naming the first bad line; the last record cut short is
    ///   `.truncatedRecord` (a final line without a line break that is shorter than the one before it).
    public static func parse(table: [UInt8], kind: MasterFileKind) throws(MasterFileError) -> MasterFile {
        let converter = try CP949Converter()
        var records: [MasterFileRecord] = []
        var skipped: [String] = []
        records.reserveCapacity(table.count / (headLength + 40 + kind.tailLength))
        try table.withUnsafeBufferPointer { (bytes: UnsafeBufferPointer<UInt8>) throws(MasterFileError) in
            var lineStart = 0
            var line = 0
            var previousLength: Int?
            while lineStart < bytes.count {
                line += 1
                let newline = bytes[lineStart...].firstIndex(of: 0x0A)
                var lineEnd = newline ?? bytes.count
                if lineEnd > lineStart, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
                let record = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
                if newline == nil, let previousLength, record.count < previousLength {
                    throw .truncatedRecord(file: kind.memberName, line: line, length: record.count)
                }
                if !record.isEmpty {
                    let parsed = try parseRecord(record, line: line, kind: kind, converter: converter)
                    switch parsed {
                    case .record(let value): records.append(value)
                    case .skipped(let code): skipped.append(code)
                    }
                    previousLength = record.count
                }
                lineStart = (newline ?? bytes.count) + 1
            }
        }
        if records.isEmpty && skipped.isEmpty { throw .empty(file: kind.memberName) }
        return MasterFile(kind: kind, records: records, skippedCodes: skipped)
    }

    private enum ParsedLine {
        case record(MasterFileRecord)
        case skipped(String)
    }

    private static func parseRecord(
        _ bytes: UnsafeBufferPointer<UInt8>, line: Int, kind: MasterFileKind, converter: CP949Converter
    ) throws(MasterFileError) -> ParsedLine {
        let file = kind.memberName
        guard bytes.count >= headLength + kind.tailLength else {
            throw .truncatedRecord(file: file, line: line, length: bytes.count)
        }
        let tailStart = bytes.count - kind.tailLength
        func ascii(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        func tail(_ field: MasterFileKind.Field) -> Range<Int> {
            (tailStart + field.offset)..<(tailStart + field.offset + field.length)
        }
        func number(_ field: MasterFileKind.Field) throws(MasterFileError) -> Int {
            let range = tail(field)
            var value = 0
            for byte in bytes[range] where byte != 0x20 {
                guard (0x30...0x39).contains(byte) else {
                    throw .malformedField(file: file, line: line, field: field.name, value: ascii(range))
                }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        let rawCode = ascii(0..<codeLength).trimmingTrailingSpaces
        guard let code = stockCode(rawCode) else {
            guard !rawCode.isEmpty, rawCode.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
                throw .malformedField(file: file, line: line, field: "short code", value: rawCode)
            }
            return .skipped(rawCode)
        }
        let isin = ascii(codeLength..<headLength)
        guard isin.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) }) else {
            throw .malformedField(file: file, line: line, field: "ISIN", value: isin)
        }
        var nameEnd = tailStart
        while nameEnd > headLength, bytes[nameEnd - 1] == 0x20 { nameEnd -= 1 }
        guard let name = converter.string(from: UnsafeBufferPointer(rebasing: bytes[headLength..<nameEnd])) else {
            throw .invalidText(file: file, line: line)
        }
        let group = ascii(tail(kind.securityGroup))
        guard group.utf8.allSatisfy({ (0x41...0x5A).contains($0) }) else {
            throw .malformedField(file: file, line: line, field: kind.securityGroup.name, value: group)
        }
        let dateText = ascii(tail(kind.listingDate))
        let listingDate: String? = dateText.trimmingTrailingSpaces.isEmpty ? nil : dateText
        if listingDate != nil, !dateText.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
            throw .malformedField(file: file, line: line, field: kind.listingDate.name, value: dateText)
        }
        return .record(MasterFileRecord(
            code: code,
            isin: isin,
            // Cleaned here, once, so no control byte in a name reaches the catalog, its search or any output.
            nameKorean: TextSanitizer.sanitize(name).trimmingWhitespace(),
            market: kind.market,
            securityGroup: MasterSecurityGroup(code: group),
            preferredStockCode: Character(Unicode.Scalar(bytes[tail(kind.preferredStock).lowerBound])),
            basePrice: try number(kind.basePrice),
            listedSharesThousands: try number(kind.listedShares),
            marketCapitalisationHundredMillions: try number(kind.marketCapitalisation),
            listingDate: listingDate,
            isHalted: bytes[tail(kind.halted).lowerBound] == UInt8(ascii: "Y")
        ))
    }
}

/// The stock code of a record's short code: the code itself, or an ETN's (`Q500023`) without its `Q`
/// (KRX's code of that note is 500023); nil for any other code (nine-character warrants, rights, funds).
private func stockCode(_ raw: String) -> StockCode? {
    let text = raw.utf8.count == 7 && raw.first == "Q" ? String(raw.dropFirst()) : raw
    guard let code = StockCode(text), code.rawValue == text else { return nil }
    return code
}

private extension String {
    var trimmingTrailingSpaces: String {
        var text = Substring(self)
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
