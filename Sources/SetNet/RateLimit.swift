import SetProtocol

/// The flood rule: a peer may send at most `limit` messages in any `window` seconds.
///
/// A sliding window over the arrival times of the last `limit` messages: the
/// message that would make `limit + 1` within `window` seconds breaks the rule.
/// Time is passed in, so the rule is testable without a network.
public struct RateLimit: Equatable, Sendable {
    /// The most messages allowed in one window (50).
    public let limit: Int
    /// The window's length in seconds (1).
    public let window: Double
    /// The arrival times of the latest messages still inside the window, oldest first (at most `limit`).
    private var arrivals: [Double] = []

    /// A rule of `limit` messages per `window` seconds: 50 a second unless a test wants others.
    public init(limit: Int = 50, window: Double = 1) {
        self.limit = max(1, limit)
        self.window = window
    }

    /// Records a message arriving at `now`; `false` if it breaks the rule.
    public mutating func admit(at now: Double) -> Bool {
        arrivals.removeAll { $0 <= now - window }
        guard arrivals.count < limit else { return false }
        arrivals.append(now)
        return true
    }

    /// Why a peer that broke the rule is disconnected.
    public var reason: String { "more than \(limit) messages in \(Self.seconds(window))" }

    /// How long a flooding peer's connection is held open, unread, before it is closed.
    ///
    /// Dropped at once, a flood's peer comes straight back with its seat's token, again and again:
    /// each return a welcome, two tables to everyone, a log line and an autosave. Held, it waits.
    public static let linger = 5.0

    private static func seconds(_ value: Double) -> String {
        value == 1 ? "a second" : "\(value) seconds"
    }
}
