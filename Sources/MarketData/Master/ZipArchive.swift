// Reads one member out of a zip archive: the framing parsed here, the deflate data inflated by zlib.

import CFileFormats

/// The zip container of a KIS master file (one member, deflate or stored; no zip64, no encryption).
///
/// The central directory, found through the end-of-central-directory record, gives each member's
/// method, sizes, CRC-32 and local header; the data after the local header is inflated with zlib's
/// raw inflate and checked against the recorded size and CRC-32.
enum ZipArchive {
    private static let endOfDirectorySignature: UInt32 = 0x0605_4B50
    private static let directoryEntrySignature: UInt32 = 0x0201_4B50
    private static let localHeaderSignature: UInt32 = 0x0403_4B50
    private static let endOfDirectoryLength = 22
    /// A master file is well under this when unpacked; a larger size claim is refused, not allocated.
    static let maximumMemberLength = 64 << 20
    /// A master file's table deflates about 5:1; a member claiming more than this many unpacked bytes per
    /// packed byte is a zip bomb (deflate reaches 1,032:1) and is refused before anything is inflated.
    static let maximumCompressionRatio = 100

    /// The unpacked bytes of the member called `name`.
    /// - Throws: `MasterFileError` for anything but a readable archive holding an intact `name`.
    static func member(named name: String, in archive: [UInt8]) throws(MasterFileError) -> [UInt8] {
        let reader = ByteReader(bytes: archive)
        let end = try endOfDirectoryOffset(in: reader)
        let entryCount = try reader.uint16(at: end + 10)
        var position = Int(try reader.uint32(at: end + 16))
        for _ in 0..<entryCount {
            guard try reader.uint32(at: position) == directoryEntrySignature else {
                throw .notAZipArchive("a central directory entry has a bad signature")
            }
            let nameLength = Int(try reader.uint16(at: position + 28))
            let entryName = String(decoding: try reader.slice(at: position + 46, count: nameLength), as: UTF8.self)
            if entryName == name {
                let entry = DirectoryEntry(
                    method: Int(try reader.uint16(at: position + 10)),
                    crc: try reader.uint32(at: position + 16),
                    compressedLength: Int(try reader.uint32(at: position + 20)),
                    length: Int(try reader.uint32(at: position + 24)),
                    localHeaderOffset: Int(try reader.uint32(at: position + 42))
                )
                return try unpack(entry, named: name, from: reader)
            }
            position += 46 + nameLength + Int(try reader.uint16(at: position + 30)) + Int(try reader.uint16(at: position + 32))
        }
        throw .missingMember(name)
    }

    private struct DirectoryEntry {
        let method: Int
        let crc: UInt32
        let compressedLength: Int
        let length: Int
        let localHeaderOffset: Int
    }

    /// The offset of the end-of-central-directory record, searched backwards over a possible comment.
    private static func endOfDirectoryOffset(in reader: ByteReader) throws(MasterFileError) -> Int {
        let bytes = reader.bytes
        guard bytes.count >= endOfDirectoryLength else { throw .notAZipArchive("it is only \(bytes.count) bytes long") }
        let lowest = max(0, bytes.count - endOfDirectoryLength - Int(UInt16.max))
        var offset = bytes.count - endOfDirectoryLength
        while offset >= lowest {
            if bytes[offset] == 0x50, (try? reader.uint32(at: offset)) == endOfDirectorySignature { return offset }
            offset -= 1
        }
        let start = bytes.prefix(4)
        if start.elementsEqual([0x50, 0x4B, 0x03, 0x04]) { throw .truncatedArchive }
        throw .notAZipArchive("no end-of-archive record")
    }

    private static func unpack(_ entry: DirectoryEntry, named name: String, from reader: ByteReader) throws(MasterFileError) -> [UInt8] {
        guard entry.length <= maximumMemberLength else {
            throw .memberTooLarge(member: name, length: entry.length, limit: maximumMemberLength)
        }
        guard entry.length <= max(entry.compressedLength, 1) * maximumCompressionRatio else {
            throw .compressionRatioTooHigh(member: name, length: entry.length, compressedLength: entry.compressedLength, limit: maximumCompressionRatio)
        }
        let header = entry.localHeaderOffset
        guard try reader.uint32(at: header) == localHeaderSignature else {
            throw .notAZipArchive("the local header of \(name) has a bad signature")
        }
        let dataStart = header + 30 + Int(try reader.uint16(at: header + 26)) + Int(try reader.uint16(at: header + 28))
        guard dataStart + entry.compressedLength <= reader.bytes.count else { throw .truncatedArchive }
        let compressed = reader.bytes[dataStart..<(dataStart + entry.compressedLength)]
        let unpacked: [UInt8]
        switch entry.method {
        case 0: unpacked = Array(compressed)
        case 8: unpacked = try inflate(compressed, expectedLength: entry.length, member: name)
        default: throw .unsupportedCompression(method: entry.method)
        }
        guard unpacked.count == entry.length else {
            throw .sizeMismatch(member: name, expected: entry.length, found: unpacked.count)
        }
        let crc = unpacked.withUnsafeBufferPointer { sw_crc32($0.baseAddress, $0.count) }
        guard crc == entry.crc else { throw .checksumMismatch(member: name) }
        return unpacked
    }

    /// zlib's raw inflate into a buffer one byte larger than the recorded size, so a longer stream shows.
    private static func inflate(_ compressed: ArraySlice<UInt8>, expectedLength: Int, member: String) throws(MasterFileError) -> [UInt8] {
        var written = 0
        var outcome = SW_INFLATE_OK
        let output = [UInt8](unsafeUninitializedCapacity: expectedLength + 1) { buffer, count in
            outcome = compressed.withUnsafeBufferPointer { input in
                sw_inflate_raw(input.baseAddress, input.count, buffer.baseAddress, buffer.count, &written)
            }
            count = written
        }
        switch outcome {
        case SW_INFLATE_OK: return output
        case SW_INFLATE_TOO_LARGE: throw .sizeMismatch(member: member, expected: expectedLength, found: output.count)
        case SW_INFLATE_TRUNCATED: throw .truncatedArchive
        default: throw .corruptData(member: member)
        }
    }
}

/// Little-endian integers at offsets of a byte array, with every read bounds-checked.
private struct ByteReader {
    let bytes: [UInt8]

    func uint16(at offset: Int) throws(MasterFileError) -> UInt16 {
        let field = try slice(at: offset, count: 2)
        return UInt16(field[field.startIndex]) | UInt16(field[field.startIndex + 1]) << 8
    }

    func uint32(at offset: Int) throws(MasterFileError) -> UInt32 {
        let field = try slice(at: offset, count: 4)
        return field.reversed().reduce(0) { $0 << 8 | UInt32($1) }
    }

    func slice(at offset: Int, count: Int) throws(MasterFileError) -> ArraySlice<UInt8> {
        guard offset >= 0, count >= 0, offset + count <= bytes.count else { throw .truncatedArchive }
        return bytes[offset..<(offset + count)]
    }
}
