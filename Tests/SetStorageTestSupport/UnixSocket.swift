import Glibc

/// A bound Unix socket at a path, for tests that must meet one in the file system; `close` ends it.
package struct UnixSocket {
    /// Why the socket could not be made.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// Where the socket is.
    package let path: String
    private let descriptor: Int32

    /// Binds a new stream socket at `path`, which must not exist yet.
    package init(path: String) throws {
        self.path = path
        let made = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard made >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        descriptor = made
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            Glibc.close(made)
            throw Failure(description: "\(path): too long for a socket's path")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in bytes.enumerated() { raw[i] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(made, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(made)
            throw Failure(description: "bind \(path): \(reason)")
        }
    }

    /// Closes the socket (its path stays, as a socket file, until its folder goes).
    package func close() { _ = Glibc.close(descriptor) }
}
