/// What a client hears from its connection.
public enum NetClientEvent: Equatable, Sendable {
    /// A message from the host.
    case received(HostMessage)
    /// A ping came back after this many milliseconds.
    case latency(ms: Int)
    /// The connection ended, and why; no event follows.
    case closed(reason: String)
    /// The link to the host was lost (silence, or a closed connection) and a `ReconnectingClient`
    /// is trying to take the seat back; `.received(.welcome)` says it did, `.closed` that it gave up.
    case reconnecting(reason: String)
    /// A connection to the host at `server` (`host:port`) is open: the first, or one a redirect or a
    /// server letter's lookup led to (a retry to the same server says nothing new).
    case connected(server: String)
    /// A rooms server said the room's `letter` lives at `server`; the client is connecting there.
    case redirected(letter: ServerLetter?, to: ServerAddress)
}
