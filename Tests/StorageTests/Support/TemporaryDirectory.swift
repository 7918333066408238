// A fresh folder under /tmp for one test, deleted with everything in it when the test ends.

import Foundation
import Glibc

/// A uniquely named temporary folder (mkdtemp), removed on deinit.
final class TemporaryDirectory: Sendable {
    /// The folder's absolute path.
    let path: String

    init() {
        var template = Array((URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("stockwatch-storage-XXXXXX").path).utf8CString)
        path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    /// `name` inside the folder.
    func file(_ name: String) -> String { path + "/" + name }

    /// Writes `text` to `name` with `permissions`, creating or replacing it.
    func write(_ text: String, to name: String, permissions: mode_t = 0o644) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
        chmod(file(name), permissions)
    }

    /// The names in the folder, sorted.
    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
