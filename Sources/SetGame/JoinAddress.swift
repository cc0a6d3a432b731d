import ArgumentParser
import SetNet
import SetProtocol

/// `--join HOST[:PORT]` and `--server HOST[:PORT]`: a host name or address, and the port (7373
/// unless given); read as `ServerAddress` reads the Play online screen's server field.
struct JoinAddress: Equatable, ExpressibleByArgument {
    /// The host's name or address, without brackets.
    var host: String
    /// The host's port, 1 to 65535.
    var port: Int

    /// The address written as `argument`, or nil for an empty host or a port outside 1–65535.
    init?(argument: String) {
        guard let address = ServerAddress(argument) else { return nil }
        host = address.host
        port = address.port
    }
}
