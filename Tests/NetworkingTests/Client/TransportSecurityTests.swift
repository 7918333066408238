// The loopback rule: https anywhere, plain http only to this machine.

import Foundation
import Networking
import Testing

@Suite struct TransportSecurityTests {
    @Test(arguments: ["localhost", "LOCALHOST", "127.0.0.1", "127.1.2.3", "127.255.255.255", "::1", "[::1]"])
    func loopbackHostsAreLoopback(host: String) {
        #expect(TransportSecurity.isLoopback(host: host))
    }

    @Test(arguments: ["128.0.0.1", "10.0.0.1", "127.0.0.256", "127.0.0", "127.0.0.1.5", "localhost.example.com",
                      "127.0.0.1.nip.io", "::2", "openapi.koreainvestment.com", ""])
    func otherHostsAreNot(host: String) {
        #expect(!TransportSecurity.isLoopback(host: host))
    }

    @Test(arguments: ["https://openapivts.koreainvestment.com:29443", "http://127.0.0.1:8080", "http://localhost",
                      "http://[::1]:9000"])
    func allowedURLsPass(url: String) throws {
        try TransportSecurity.check(URL(string: url)!)
    }

    @Test func plainHTTPToARemoteHostIsInsecure() {
        #expect(throws: NetworkError.insecureURL("http://openapi.koreainvestment.com:9443")) {
            try TransportSecurity.check(URL(string: "http://openapi.koreainvestment.com:9443")!)
        }
    }

    @Test(arguments: ["ftp://127.0.0.1", "file:///tmp/x", "https://"])
    func otherSchemesAndHostlessURLsAreInvalid(url: String) {
        #expect(throws: NetworkError.invalidURL(url)) {
            try TransportSecurity.check(URL(string: url)!)
        }
    }
}
