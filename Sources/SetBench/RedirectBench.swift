import Histogram
import Logging
import SetCore
import SetNet
import SetProtocol
import Synchronization

/// `set-bench redirect`: what a redirect adds to joining a room, on loopback.
///
/// Two lettered rooms servers run in this process, M and K, K sending M's codes to M. A window's
/// client (`ReconnectingClient`) joins M's open room by its code, in turn straight at M and through
/// K, which answers with the redirect; each join is timed from the client's start to its welcome,
/// and then gives its seat up. The difference of the medians is the redirect's cost: one more
/// connection, hello and answer.
struct RedirectBench {
    let joins: Int

    func run() -> Int32 {
        let result = Result {
            try Blocking.run { [joins] in try await Self.measure(joins: joins) }
        }
        guard case .success(let (direct, redirected)) = result else {
            fail("the joins failed: \(result)")
            return 1
        }
        func ms(_ micros: UInt64) -> String { format2(Double(micros) / 1000) }
        let added = Int64(redirected.valueAtPercentile(50)) - Int64(direct.valueAtPercentile(50))
        let figures: [(String, String)] = [
            ("joins", "\(joins)"), ("direct_p50_ms", ms(direct.valueAtPercentile(50))),
            ("direct_p99_ms", ms(direct.valueAtPercentile(99))),
            ("redirected_p50_ms", ms(redirected.valueAtPercentile(50))),
            ("redirected_p99_ms", ms(redirected.valueAtPercentile(99))),
            ("added_p50_ms", format2(Double(added) / 1000)),
        ]
        print(figures.map { "\($0.0)=\($0.1)" }.joined(separator: " "))
        return 0
    }

    static let today = DailyDate(year: 2026, month: 12, day: 2)!

    /// The join times straight at M and through K, in microseconds.
    static func measure(joins: Int) async throws -> (Histogram<UInt64>, Histogram<UInt64>) {
        let quiet = Logger(label: "set-bench") { _ in SwiftLogNoOpLogHandler() }
        var generator = SystemRandomNumberGenerator()
        let m = try await RoomHost.start(
            rooms: RoomServer(
                openGame: HostGame(seed: 1, now: 0, started: true), letter: "M", today: today, now: 0,
                using: &generator),
            threads: 1, address: "127.0.0.1", port: 0, logger: quiet, today: { today })
        let k = try await RoomHost.start(
            rooms: RoomServer(
                openGame: HostGame(seed: 2, now: 0, started: true), letter: "K",
                peers: ["M": ServerAddress(host: "127.0.0.1", port: m.port)], today: today, now: 0,
                using: &generator),
            threads: 1, address: "127.0.0.1", port: 0, logger: quiet, today: { today })
        var direct = Histogram<UInt64>(highestTrackableValue: 60_000_000, numberOfSignificantValueDigits: .three)
        var redirected = direct
        // Alternating, so both meet the machine as it is at the moment.
        for index in 0..<(2 * joins) {
            let through = index % 2 == 0 ? m : k
            let micros = try await join(m.openRoom, port: through.port)
            if through === m { _ = direct.record(micros) } else { _ = redirected.record(micros) }
        }
        try await k.stop()
        try await m.stop()
        return (direct, redirected)
    }

    /// One join of `code` at `port`, from the client's start to its welcome, in microseconds; the seat
    /// is given up after.
    static func join(_ code: RoomCode, port: Int) async throws -> UInt64 {
        let welcomed = Mutex<ContinuousClock.Instant?>(nil)
        let ended = Mutex<String?>(nil)
        let start = ContinuousClock.now
        let client = ReconnectingClient(
            host: "127.0.0.1", port: port, hello: Hello(name: PlayerName("Bench")!, destination: .room(code)),
            pingInterval: nil
        ) { event in
            switch event {
            case .received(.welcome): welcomed.withLock { $0 = $0 ?? ContinuousClock.now }
            case .closed(let reason): ended.withLock { $0 = reason }
            default: break
            }
        }
        while welcomed.withLock({ $0 }) == nil {
            if let reason = ended.withLock({ $0 }) { throw BenchError("not seated: \(reason)") }
            guard ContinuousClock.now - start < .seconds(10) else { throw BenchError("no welcome in 10 s") }
            try await Task.sleep(for: .microseconds(200))
        }
        let micros = UInt64(max(0, (welcomed.withLock { $0! } - start) / .microseconds(1)))
        client.leave()
        while ended.withLock({ $0 }) == nil { try await Task.sleep(for: .milliseconds(1)) }
        await client.close()
        return micros
    }
}
