// Reads a data file that CMarketFiles assembled into the binary as text.

import CMarketFiles

/// The data files built into the executable (the listing, the KRX closures).
enum EmbeddedFile {
    /// The UTF-8 text of the file `bytes` hands out (e.g. `market_files_listing`).
    static func text(_ bytes: (UnsafeMutablePointer<Int>?) -> UnsafePointer<UInt8>?) -> String {
        var length = 0
        guard let start = bytes(&length) else { return "" }
        return String(decoding: UnsafeBufferPointer(start: start, count: length), as: UTF8.self)
    }
}
