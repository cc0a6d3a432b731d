import CoreMetrics
import SetProtocol

/// A rooms server's figures, as swift-metrics names them: what a Prometheus scrape of
/// `/metrics` reads.
///
/// - `set_rooms`, `set_players`, `set_connections`: gauges, as they stand;
/// - `set_messages_total`: every message read from a client;
/// - `set_refusals_total{reason}`: every refusal, by `Refusal.label`;
/// - `set_claim_seconds`: a histogram of the time from a claim read to its answers written.
final class ServerMetrics: Sendable {
    let rooms: Gauge
    let players: Gauge
    let connections: Gauge
    let messages: Counter
    let claimTime: Timer
    private let refusals: [Refusal: Counter]

    /// The server's metrics, made by `factory`.
    init(factory: any MetricsFactory) {
        rooms = Gauge(label: "set_rooms", factory: factory)
        players = Gauge(label: "set_players", factory: factory)
        connections = Gauge(label: "set_connections", factory: factory)
        messages = Counter(label: "set_messages_total", factory: factory)
        claimTime = Timer(label: "set_claim_seconds", factory: factory)
        refusals = Dictionary(
            uniqueKeysWithValues: Refusal.allCases.map { reason in
                (reason, Counter(label: "set_refusals_total", dimensions: [("reason", reason.label)], factory: factory))
            })
    }

    /// Counts one refusal for `reason`.
    func refused(_ reason: Refusal) {
        refusals[reason]?.increment()
    }
}
