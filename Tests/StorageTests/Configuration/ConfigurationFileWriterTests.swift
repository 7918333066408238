// config.json's writer: the set-up's keys in, every other key kept, 0600, a damaged file refused and kept.

import Domain
import Foundation
import Glibc
import Storage
import Testing

@Suite struct ConfigurationFileWriterTests {
    private let folder = TemporaryDirectory()
    private var path: String { folder.file("config.json") }
    private let setup = BrokerSetup(accountType: .real, appKey: "PSabcdefgh1234", appSecret: "s3cr3t/with+chars==", accountNumber: "50123456-01", htsID: "myhts")

    private func object(at file: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
    }

    private func mode(of file: String) -> mode_t {
        var status = stat()
        return stat(file, &status) == 0 ? status.st_mode & 0o777 : 0
    }

    @Test func theSetUpIsWrittenWhereTheLoaderReadsItBack() throws {
        try ConfigurationFileWriter(path: path).save(setup)
        let loaded = ConfigurationLoader(environment: [:]).load(from: path)
        #expect(loaded.messages.isEmpty)
        let kis = loaded.configuration.kis
        #expect(kis.account == "real" && kis.appKey == setup.appKey && kis.appSecret == setup.appSecret)
        #expect(kis.accountNumber == "50123456-01" && kis.htsID == "myhts")
    }

    /// Who finishes the KIS set-up means to run on KIS: a simulated config (or none) must not leave it on the simulator.
    @Test func theSetUpChoosesTheKISFeed() throws {
        try folder.write(#"{"feed": "simulated", "mouse": true}"#, to: "config.json")
        try ConfigurationFileWriter(path: path).save(setup)
        let loaded = ConfigurationLoader(environment: [:]).load(from: path).configuration
        #expect(loaded.feed == .kis && loaded.mouse)
    }

    @Test func theFileIsMode0600EvenWhenItWasReadableByOthers() throws {
        try folder.write(#"{"feed": "kis"}"#, to: "config.json", permissions: 0o644)
        try ConfigurationFileWriter(path: path).save(setup)
        #expect(mode(of: path) == 0o600)
    }

    @Test func everyOtherKeyKnownOrNotIsKeptWithItsValue() throws {
        let before = #"""
        {"feed": "kis", "refresh_seconds": 2.5, "order_permissions": ["buy"], "mouse": true, "kis_host": "http://127.0.0.1:9/",
         "another_tools_key": {"nested": [1, null, "x"]}, "kis_app_key": "old"}
        """#
        try folder.write(before, to: "config.json")
        try ConfigurationFileWriter(path: path).save(setup)
        let after = try object(at: path)
        #expect(after["feed"] as? String == "kis")
        #expect(after["refresh_seconds"] as? Double == 2.5)
        #expect(after["order_permissions"] as? [String] == ["buy"])
        #expect(after["mouse"] as? Bool == true)
        #expect(after["kis_host"] as? String == "http://127.0.0.1:9/")
        let nested = try #require((after["another_tools_key"] as? [String: Any])?["nested"] as? [Any])
        #expect(nested.count == 3 && nested[0] as? Int == 1 && nested[1] is NSNull && nested[2] as? String == "x")
        #expect(after["kis_app_key"] as? String == setup.appKey)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains(#""http://127.0.0.1:9/""#), "slashes are not escaped")
    }

    @Test func noAccountOrHTSIDRemovesTheEarlierOnes() throws {
        try folder.write(#"{"kis_account_number": "11112222-01", "kis_hts_id": "old"}"#, to: "config.json")
        try ConfigurationFileWriter(path: path).save(BrokerSetup(accountType: .paper, appKey: "k", appSecret: "s"))
        let after = try object(at: path)
        #expect(after["kis_account_number"] == nil && after["kis_hts_id"] == nil)
        #expect(after["kis_account"] as? String == "paper")
    }

    @Test func aDamagedFileIsRefusedWithItsProblemAndLeftAsItWas() throws {
        let damaged = "{\"feed\": \"kis\",\n \"refresh_seconds\": 2 oops}\n"
        try folder.write(damaged, to: "config.json", permissions: 0o600)
        #expect {
            try ConfigurationFileWriter(path: path).save(setup)
        } throws: { error in
            guard let error = error as? ConfigurationFileError, case .damaged(let problem) = error else { return false }
            return problem == "\(path) is not valid JSON (line 2, column 23: expected , or })" && error.message.contains("nothing was saved")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == damaged)
        #expect(try folder.names() == ["config.json"], "no temporary file is left")
    }

    @Test func aFileThatIsNotAnObjectIsRefusedToo() throws {
        try folder.write(#"["feed", "kis"]"#, to: "config.json")
        #expect(throws: ConfigurationFileError.damaged(problem: "\(path) must hold one JSON object such as {\"feed\": \"simulated\"}")) {
            try ConfigurationFileWriter(path: path).save(setup)
        }
    }

    @Test func aMissingFileAndFolderAreCreated() throws {
        let nested = folder.file("config/stockwatch/config.json")
        try ConfigurationFileWriter(path: nested).save(setup)
        #expect(try object(at: nested)["kis_app_secret"] as? String == setup.appSecret)
        #expect(mode(of: nested) == 0o600)
    }

    @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
        try FileManager.default.createDirectory(atPath: folder.file("dotfiles"), withIntermediateDirectories: true)
        try folder.write(#"{"colour_scheme": "western"}"#, to: "dotfiles/config.json")
        #expect(symlink("dotfiles/config.json", path) == 0)
        try ConfigurationFileWriter(path: path).save(setup)
        var status = stat()
        #expect(lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK, "the link is kept")
        let target = try object(at: folder.file("dotfiles/config.json"))
        #expect(target["colour_scheme"] as? String == "western" && target["kis_app_key"] as? String == setup.appKey)
        #expect(mode(of: folder.file("dotfiles/config.json")) == 0o600)
    }

    @Test func aFIFOInPlaceOfTheFileIsRefusedAtOnce() throws {
        #expect(mkfifo(path, 0o600) == 0)
        #expect {
            try ConfigurationFileWriter(path: path).save(setup)
        } throws: { error in
            guard case .unreadable(let reason) = error as? ConfigurationFileError else { return false }
            return reason.contains("FIFO")
        }
    }
}
