// cp949 (EUC-KR and its extension, the master files' encoding) to Swift strings through glibc's iconv.

import CFileFormats

/// One open iconv converter, reused for every name of a file (opening one costs far more than a name).
/// Not thread-safe: each parse owns its own.
final class CP949Converter {
    private let converter: OpaquePointer
    private var output = [CChar](repeating: 0, count: 256)

    /// Opens the converter. - Throws: `.converterUnavailable` when iconv lacks cp949.
    init() throws(MasterFileError) {
        guard let converter = sw_cp949_open() else { throw .converterUnavailable }
        self.converter = converter
    }

    deinit { sw_cp949_close(converter) }

    /// The text of `bytes`, or nil when they are not valid cp949 (an invalid byte or a cut-off character).
    func string(from bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        // cp949 takes at most 2 bytes per character and UTF-8 at most 3 for the same character.
        let capacity = bytes.count * 3 / 2 + 4
        if output.count < capacity { output = [CChar](repeating: 0, count: capacity) }
        var length = 0
        var errorOffset = 0
        let outcome = bytes.withMemoryRebound(to: CChar.self) { input in
            output.withUnsafeMutableBufferPointer { buffer in
                sw_cp949_convert(converter, input.baseAddress, input.count, buffer.baseAddress, buffer.count, &length, &errorOffset)
            }
        }
        guard outcome == SW_CONVERT_OK else { return nil }
        return output.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: UInt8.self) { String(decoding: $0.prefix(length), as: UTF8.self) }
        }
    }
}
