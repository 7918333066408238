// Why a downloaded KIS master file (a zip holding one fixed-width cp949 table) was refused.

import Domain

/// A damaged or unexpected master file. Every case says what was wrong in a sentence for the status line.
public enum MasterFileError: UserFacingError, Equatable, Sendable {
    /// The bytes are not a zip archive we can read (no end-of-archive record, a header out of bounds…).
    case notAZipArchive(String)
    /// The archive ends before the member's data does.
    case truncatedArchive
    /// The archive does not hold the expected member.
    case missingMember(String)
    /// The member is stored with a compression method other than stored (0) or deflate (8).
    case unsupportedCompression(method: Int)
    /// The member claims more unpacked bytes than a master file can have (`limit`): refused, not allocated.
    case memberTooLarge(member: String, length: Int, limit: Int)
    /// The member claims to unpack to more than `limit` times its packed size: a zip bomb, refused unread.
    case compressionRatioTooHigh(member: String, length: Int, compressedLength: Int, limit: Int)
    /// The member's deflate stream is damaged or cut short.
    case corruptData(member: String)
    /// The member inflated to a different size than the archive records.
    case sizeMismatch(member: String, expected: Int, found: Int)
    /// The member's CRC-32 differs from the one the archive records.
    case checksumMismatch(member: String)
    /// The C library cannot convert cp949 (iconv lacks the encoding).
    case converterUnavailable
    /// The table holds no records at all.
    case empty(file: String)
    /// A record is shorter than its fixed fields, or the last one was cut off.
    case truncatedRecord(file: String, line: Int, length: Int)
    /// A name is not valid cp949 text.
    case invalidText(file: String, line: Int)
    /// A fixed-width field holds something its format does not allow.
    case malformedField(file: String, line: Int, field: String, value: String)

    public var message: String {
        switch self {
        case .notAZipArchive(let reason):
            return "The master file is not a readable zip archive: \(reason)."
        case .truncatedArchive:
            return "The master file's zip archive is cut short."
        case .missingMember(let name):
            return "The master file's zip archive does not contain \(name)."
        case .unsupportedCompression(let method):
            return "The master file's zip archive uses compression method \(method) (only stored and deflate are read)."
        case .memberTooLarge(let member, let length, let limit):
            return "\(member) claims \(length) bytes unpacked, more than the \(limit) a master file may have: refused."
        case .compressionRatioTooHigh(let member, let length, let compressedLength, let limit):
            return "\(member) claims \(length) bytes unpacked from \(compressedLength), more than \(limit) times its packed size "
                + "(a zip bomb): refused."
        case .corruptData(let member):
            return "The compressed data of \(member) is damaged."
        case .sizeMismatch(let member, let expected, let found):
            return "\(member) unpacked to \(found) bytes instead of the \(expected) the archive records."
        case .checksumMismatch(let member):
            return "\(member) fails its CRC-32 check: the download is damaged."
        case .converterUnavailable:
            return "The system's iconv cannot convert cp949 text, so master files cannot be read."
        case .empty(let file):
            return "\(file) lists no stocks."
        case .truncatedRecord(let file, let line, let length):
            return "\(file) line \(line) is cut short (\(length) bytes)."
        case .invalidText(let file, let line):
            return "\(file) line \(line) holds a name that is not cp949 text."
        case .malformedField(let file, let line, let field, let value):
            return "\(file) line \(line): \(field) \"\(value)\" is not valid."
        }
    }
}
