/// A client's latency measurement: when each ping left, and the round trip of the last answered one.
///
/// Time is passed in (seconds on any monotonic clock), so the arithmetic is testable without a network.
public struct Ping: Equatable, Sendable {
    /// The longest round trip reported, in milliseconds; a longer one is reported as this.
    public static let maxRoundTripMs = 60_000

    /// The id the next ping gets.
    public private(set) var nextID = 0
    /// The id of the ping waiting for its pong, if any.
    public private(set) var outstandingID: Int?
    /// When the ping waiting for its pong left.
    public private(set) var sentAt: Double = 0
    /// The last measured round trip in milliseconds, once a pong came back.
    public private(set) var roundTripMs: Int?

    /// No ping sent yet.
    public init() {}

    /// The message to send at `now`; it carries the last round trip so the host can show it to everyone.
    ///
    /// A ping still unanswered is forgotten: its pong, if it ever comes, no longer matches.
    public mutating func send(at now: Double) -> ClientMessage {
        let id = nextID
        nextID = nextID == Int(Int32.max) ? 0 : nextID + 1
        outstandingID = id
        sentAt = now
        return .ping(id: id, rttMs: roundTripMs)
    }

    /// Records the pong `id` arriving at `now`: the round trip in milliseconds, or `nil` if it matches no ping.
    @discardableResult
    public mutating func receivePong(id: Int, at now: Double) -> Int? {
        guard outstandingID == id, now >= sentAt else { return nil }
        outstandingID = nil
        let milliseconds = ((now - sentAt) * 1000).rounded()
        roundTripMs = Int(min(milliseconds, Double(Self.maxRoundTripMs)))
        return roundTripMs
    }
}
