import ArgumentParser
import SetProtocol

extension ServerLetter: ExpressibleByArgument {
    /// The letter typed on the command line (`--letter k`).
    public init?(argument: String) {
        self.init(argument)
    }
}

/// `--peer M=HOST[:PORT]`: where another letter's server is.
struct ServerPeer: Equatable, ExpressibleByArgument {
    /// The other server's letter.
    var letter: ServerLetter
    /// Its address, a name or a number, port 7373 unless given.
    var address: ServerAddress

    /// The peer written as `argument`, or nil unless it is a letter, `=` and an address.
    init?(argument: String) {
        let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let letter = ServerLetter(parts[0]), let address = ServerAddress(parts[1]) else {
            return nil
        }
        self.letter = letter
        self.address = address
    }
}

extension SetGameCommand {
    /// Refuses a rooms server's threads, letter, peers or domain given without --serve, or out of range.
    func validateServers() throws {
        if let threads {
            guard serve else { throw ValidationError("--threads is for --serve") }
            guard (1...256).contains(threads) else {
                throw ValidationError("--threads must be from 1 to 256, not \(threads)")
            }
        }
        if letter != nil, !serve { throw ValidationError("--letter is for --serve") }
        for (option, given) in [("--peer", !peers.isEmpty), ("--domain", domain != nil)] where given {
            guard serve, letter != nil else { throw ValidationError("\(option) is for --serve --letter") }
        }
        var seen: Set<ServerLetter> = []
        for peer in peers {
            if peer.letter == letter {
                throw ValidationError("--peer \(peer.letter) is this server's own letter")
            }
            guard seen.insert(peer.letter).inserted else {
                throw ValidationError("--peer \(peer.letter) is given twice: one address per letter")
            }
        }
        if let domain, ServerAddress(domain) == nil || domain.contains(":") || domain.hasPrefix(".") {
            throw ValidationError("--domain must be a domain name such as sets.example.org, not \(domain)")
        }
    }
}
