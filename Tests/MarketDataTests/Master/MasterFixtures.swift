// Reads the master-file fixtures (written by Fixtures/make_master_fixtures.py in KIS's byte layout).

import Foundation

/// The committed fixture zips, by file name.
enum MasterFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The bytes of `name` in the fixtures folder.
    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
    }
}
