import ArgumentParser
import SetNet

/// `--join HOST[:PORT]`: a host name or address, and the port (7373 unless given).
///
/// An IPv6 address with a port is written in brackets, `[fe80::1]:7373`; a bare IPv6
/// address (more than one colon, no brackets) takes the default port.
struct JoinAddress: Equatable, ExpressibleByArgument {
    /// The host's name or address, without brackets.
    var host: String
    /// The host's port, 1 to 65535.
    var port: Int

    /// The address written as `argument`, or nil for an empty host or a port outside 1–65535.
    init?(argument: String) {
        var host = Substring(argument)
        var port = NetProtocol.defaultPort
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return nil }
            let rest = host[host.index(after: close)...]
            host = host[host.index(after: host.startIndex)..<close]
            if !rest.isEmpty {
                guard rest.hasPrefix(":"), let number = Int(rest.dropFirst()) else { return nil }
                port = number
            }
        } else if host.filter({ $0 == ":" }).count == 1, let colon = host.firstIndex(of: ":") {
            guard let number = Int(host[host.index(after: colon)...]) else { return nil }
            port = number
            host = host[..<colon]
        }
        guard !host.isEmpty, host.allSatisfy({ $0.isASCII && !$0.isWhitespace }), (1...65535).contains(port)
        else { return nil }
        self.host = String(host)
        self.port = port
    }
}
