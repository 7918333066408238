// Tests of the `kis_master_url` key: the default, a loopback test server, and refused URLs.

import Storage
import Testing

@Suite struct MasterFileHostConfigurationTests {
    private let folder = TemporaryDirectory()

    private func load(_ json: String) throws -> ConfigurationLoadResult {
        try folder.write(json, to: "config.json", permissions: 0o600)
        return ConfigurationLoader(environment: [:]).load(from: folder.file("config.json"))
    }

    @Test func defaultsToKISDownloadFolder() throws {
        #expect(try load("{}").configuration.kis.masterFileHost == "https://new.real.download.dws.co.kr/common/master/")
    }

    @Test func acceptsALoopbackFolderAndAddsTheSlash() throws {
        let result = try load(#"{"kis_master_url": "http://127.0.0.1:8765/common/master"}"#)
        #expect(result.messages == [])
        #expect(result.configuration.kis.masterFileHost == "http://127.0.0.1:8765/common/master/")
    }

    @Test(arguments: [#""http://example.com/master/""#, #""ftp://127.0.0.1/""#, "3"])
    func refusesOtherURLs(value: String) throws {
        let result = try load(#"{"kis_master_url": \#(value)}"#)
        #expect(result.configuration.kis.masterFileHost == KISSettings.defaultMasterFileHost)
        #expect(result.messages.first?.contains("\"kis_master_url\" must be an https:// folder URL") == true, "\(result.messages)")
    }
}
