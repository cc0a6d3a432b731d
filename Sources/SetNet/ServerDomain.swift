import Glibc

/// A rooms server's host as typed: a domain name whose letters' servers the system's resolver
/// knows, or an address.
enum ServerDomain {
    /// Whether `host` is a domain name with a dot (`sets.example.org`), not an IPv4 or IPv6 address
    /// nor a single-label name such as `localhost`: only such a name has letters' servers under it.
    static func isName(_ host: String) -> Bool {
        var v4 = in_addr()
        var v6 = in6_addr()
        guard inet_pton(AF_INET, host, &v4) != 1, inet_pton(AF_INET6, host, &v6) != 1 else { return false }
        return host.contains(".") && !host.hasSuffix(".") && host.contains { $0.isLetter }
    }

    /// Whether the system's resolver (`/etc/hosts`, `resolv.conf`, DNS) knows `name`; blocks while it asks.
    static func resolves(_ name: String) -> Bool {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(name, nil, &hints, &found)
        if let found { freeaddrinfo(found) }
        return status == 0
    }
}
