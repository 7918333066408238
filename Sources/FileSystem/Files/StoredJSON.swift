// The JSON of the app's own small state files (the token cache, the simulated account): one way to write and read it.

import FoundationEssentials

/// ISO 8601 dates, sorted keys, pretty-printed: a state file that reads back the same and diffs well.
public enum StoredJSON {
    /// Writes dates as ISO 8601 text, keys sorted, indented.
    public static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return encoder
    }()

    /// Reads what `encoder` writes.
    public static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}
