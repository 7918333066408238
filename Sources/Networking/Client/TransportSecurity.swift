// The rule that plain http may only reach this machine.

import FoundationEssentials

/// Decides which URLs the client may use: https anywhere, plain http only to loopback hosts.
public enum TransportSecurity {
    /// Throws `NetworkError.insecureURL` for http to a non-loopback host, `.invalidURL` for other schemes.
    public static func check(_ url: URL) throws(NetworkError) {
        guard let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty else {
            throw .invalidURL(url.absoluteString)
        }
        switch scheme {
        case "https": return
        case "http": if !isLoopback(host: host) { throw .insecureURL(url.absoluteString) }
        default: throw .invalidURL(url.absoluteString)
        }
    }

    /// True for `localhost`, any 127.0.0.0/8 address and `::1` (with or without brackets).
    public static func isLoopback(host: String) -> Bool {
        var name = host.lowercased()
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        if name == "localhost" || name == "localhost." || name == "::1" || name == "0:0:0:0:0:0:0:1" { return true }
        let octets = name.split(separator: ".", omittingEmptySubsequences: false)
        guard octets.count == 4, octets[0] == "127" else { return false }
        return octets.allSatisfy { octet in
            !octet.isEmpty && octet.count <= 3 && octet.allSatisfy(\.isASCII) && octet.allSatisfy(\.isNumber)
                && (Int(octet) ?? 256) <= 255
        }
    }
}
