/// A host name or address and a port, typed as `HOST[:PORT]`: a `--join`, a `--server`, or the
/// Play online screen's server field.
///
/// An IPv6 address with a port is written in brackets, `[fe80::1]:7373`; a bare IPv6 address
/// (more than one colon, no brackets) takes the default port.
public struct ServerAddress: Equatable, Sendable, CustomStringConvertible {
    /// The host's name or address, without brackets.
    public var host: String
    /// The port, 1 to 65535.
    public var port: Int

    /// The address typed as `text` (spaces at either end left out), or nil for an empty host or a
    /// port outside 1–65535.
    public init?(_ text: String) {
        var host = Substring(text.filter { $0 != " " })
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

    /// `host` at `port`, as given.
    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// `host:port`, with an IPv6 address in brackets.
    public var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
}
