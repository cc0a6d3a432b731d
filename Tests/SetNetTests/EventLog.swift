import Foundation
import SetNet
import SetProtocol
import Synchronization

/// A client's events with the moment each arrived, recorded on the client's own thread.
///
/// Times come from the recording, not from when a test gets to look: a test waiting on a busy
/// concurrency pool may look late, but what it measures stays the client's.
final class EventLog: Sendable {
    private let entries = Mutex<[(at: ContinuousClock.Instant, event: NetClientEvent)]>([])

    /// Records `event` now; hand this to the client as its `deliver`.
    var deliver: ReconnectingClient.Deliver {
        { [self] event in entries.withLock { $0.append((ContinuousClock.now, event)) } }
    }

    /// Every event so far, in order.
    var events: [NetClientEvent] { entries.withLock { $0.map(\.event) } }

    /// When the first event satisfying `condition` arrived, if one has.
    func firstTime(where condition: (NetClientEvent) -> Bool) -> ContinuousClock.Instant? {
        entries.withLock { $0 }.first { condition($0.event) }?.at
    }

    /// When each event satisfying `condition` arrived, in order.
    func times(where condition: (NetClientEvent) -> Bool) -> [ContinuousClock.Instant] {
        entries.withLock { $0 }.filter { condition($0.event) }.map(\.at)
    }

    /// Waits until an event satisfies `condition`; its arrival, or nil after `timeout` seconds.
    func wait(
        timeout: Double = 30, for condition: @escaping @Sendable (NetClientEvent) -> Bool
    ) async -> ContinuousClock.Instant? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let at = firstTime(where: condition) { return at }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return firstTime(where: condition)
    }
}

extension NetClientEvent {
    /// Whether this is the host's welcome.
    var isWelcome: Bool { if case .received(.welcome) = self { true } else { false } }
    /// Whether this is the client's last event.
    var isClosed: Bool { if case .closed = self { true } else { false } }
    /// Whether this says which server a connection opened to.
    var isConnected: Bool { if case .connected = self { true } else { false } }
    /// Whether this says the link was lost.
    var isReconnecting: Bool { if case .reconnecting = self { true } else { false } }
}
