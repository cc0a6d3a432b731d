import SetProtocol

/// The silence rule: a peer that sends no message for `limit` seconds is disconnected.
///
/// Any whole message counts, a ping included: a player who is only looking at the
/// table keeps the connection alive with the client's pings, while a peer that sends
/// nothing, or dribbles out a frame a byte at a time, never completes a message and
/// times out. Time is passed in, so the rule is testable without a network.
public struct IdleTimeout: Equatable, Sendable {
    /// Seconds of silence allowed (30).
    public let limit: Double
    /// When the peer last completed a message (or connected).
    public private(set) var lastHeard: Double

    /// A rule of `limit` seconds, counted from `now` (when the peer connected).
    public init(limit: Double = 30, now: Double) {
        self.limit = limit
        lastHeard = now
    }

    /// Records a message at `now`.
    public mutating func heard(at now: Double) {
        lastHeard = max(lastHeard, now)
    }

    /// Whether the peer has been silent for `limit` seconds or more at `now`.
    public func hasExpired(at now: Double) -> Bool {
        now - lastHeard >= limit
    }

    /// Why a silent peer is disconnected.
    public var reason: String { "sent nothing for \(Int(limit).counted("second"))" }
}
