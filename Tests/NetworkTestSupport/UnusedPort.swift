// A loopback port with nothing listening on it, for "connection refused" tests.

#if canImport(Glibc)
import Glibc
#endif

/// Binds a TCP socket to 127.0.0.1 port 0, reads the port the system chose, and closes the socket,
/// so connecting to that port is refused.
public func unusedLoopbackPort() -> Int {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
            _ = bind(descriptor, socketAddress, length)
            _ = getsockname(descriptor, socketAddress, &length)
        }
    }
    return Int(UInt16(bigEndian: address.sin_port))
}
