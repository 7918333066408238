// config.json's text as its top-level JSON object, or what is wrong with it: shared by the reader and the writer.

import FoundationEssentials

/// Parses config.json's bytes into the entries of its one JSON object.
enum ConfigurationDocument {
    /// What is wrong with the text, naming the file ("… is not valid JSON (line 2, column 21: expected ,)").
    struct Damage: Error, Equatable {
        let problem: String
    }

    /// The object's entries, or the `Damage` saying where the text breaks JSON (line
    /// and column), that it holds a value the decoder cannot represent, or that it is not an object.
    static func entries(of bytes: [UInt8], path: String) -> Result<[String: JSONValue], Damage> {
        let root: JSONValue
        do {
            root = try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
        } catch {
            // Valid syntax the decoder still refused: a number beyond Double's range, or half a surrogate pair.
            guard let syntaxError = JSONSyntaxCheck.firstError(in: bytes) else {
                return .failure(Damage(problem: "\(path) holds a value that cannot be read (a number too large, or a \\u escape of half a character)"))
            }
            return .failure(Damage(problem: "\(path) is not valid JSON (\(syntaxError))"))
        }
        guard case .object(let entries) = root else {
            return .failure(Damage(problem: "\(path) must hold one JSON object such as {\"feed\": \"simulated\"}"))
        }
        return .success(entries)
    }
}
