import CoreMetrics
import SetProtocol

/// A rooms server's figures, as swift-metrics names them: what a Prometheus scrape of
/// `/metrics` reads.
///
/// - `set_rooms`, `set_players`, `set_connections`: gauges, as they stand;
/// - `set_messages_total`: every message read from a client;
/// - `set_refusals_total{reason}`: every refusal, by `Refusal.label`;
/// - `set_claim_seconds`: a histogram of the time from a claim read to its answers written.
///
/// A server with a letter (`--letter K`) labels each of them `letter="K"`, so one scraper tells
/// the servers of a domain apart.
final class ServerMetrics: Sendable {
    let rooms: Gauge
    let players: Gauge
    let connections: Gauge
    let messages: Counter
    let claimTime: Timer
    private let refusals: [Refusal: Counter]

    /// The server's metrics, made by `factory`, labelled with the server's `letter` when it has one.
    init(factory: any MetricsFactory, letter: Character? = nil) {
        let labels = letter.map { [("letter", String($0))] } ?? []
        rooms = Gauge(label: "set_rooms", dimensions: labels, factory: factory)
        players = Gauge(label: "set_players", dimensions: labels, factory: factory)
        connections = Gauge(label: "set_connections", dimensions: labels, factory: factory)
        messages = Counter(label: "set_messages_total", dimensions: labels, factory: factory)
        claimTime = Timer(label: "set_claim_seconds", dimensions: labels, factory: factory)
        refusals = Dictionary(
            uniqueKeysWithValues: Refusal.allCases.map { reason in
                let dimensions = [("reason", reason.label)] + labels
                return (reason, Counter(label: "set_refusals_total", dimensions: dimensions, factory: factory))
            })
    }

    /// Counts one refusal for `reason`.
    func refused(_ reason: Refusal) {
        refusals[reason]?.increment()
    }
}
