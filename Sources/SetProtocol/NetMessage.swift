/// A message of one direction of the protocol: `ClientMessage` or `HostMessage`.
///
/// On the wire each is one JSON object with the protocol version `v`, a `type`
/// naming the message, and the message's fields beside them.
public protocol NetMessage: Codable, Equatable, Sendable {
    /// The `type` strings this direction uses; a frame with any other type is refused.
    static var types: Set<String> { get }
}
