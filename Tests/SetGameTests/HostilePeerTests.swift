import Foundation
import SetCore
import SetNet
import SetProtocol
import Synchronization
import Testing

/// Hostile peers against a running `set-game --serve` on 127.0.0.1, while an honest
/// player plays: each attacker is disconnected with its reason in the host's log, the
/// host keeps running, and the honest player's claims are answered no more than 50 ms
/// slower than those of a player on a second, unattacked host claiming in turn with them
/// (the medians of six claims each, measured at the socket).
///
/// Against the peer that sends a byte a second the host runs with the hidden `--idle-seconds 4`,
/// so it is dropped in seconds rather than the protocol's 30; the honest player pings twice a
/// second, as the game's client does every few, to stay within it. The other attacks meet the
/// protocol's 30 seconds.
///
/// The attacks run one after another: six hosts, each with a flood or a dribble against it,
/// on two cores beside the window suites, made the honest player's medians measure the
/// machine's load rather than the host.
@Suite("Hostile peers against set-game --serve", .serialized, .timeLimit(.minutes(3)))
struct HostilePeerTests {
    /// One way a peer misbehaves, and the reason the host's log gives for dropping it.
    enum Attack: String, CaseIterable, Sendable, CustomTestStringConvertible {
        /// A length prefix of 100, then 10 bytes, then the connection closed.
        case truncatedFrame
        /// Hello, then pings at 1,000 a second; dropped, it comes back with its seat's token and floods again.
        case thousandMessagesASecond
        /// A hello dribbled out one byte a second: never a whole message.
        case oneByteASecond
        /// A frame whose prefix announces 70,000 bytes, and all of them sent.
        case frameOver64KiB
        /// 512 random bytes (seeded).
        case randomBytes
        /// A length prefix of 2³¹.
        case lengthOf2To31

        var testDescription: String { rawValue }

        /// 512 bytes from a fixed seed; their first four, read as a length, are far over the limit.
        static let random: [UInt8] = {
            var generator = SplitMix64(seed: 29)
            return (0..<512).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        }()

        /// What the host's log says after "peer N disconnected: ".
        var reason: String {
            switch self {
            case .truncatedFrame: "the connection ended 10 bytes into a frame of 100 bytes"
            case .thousandMessagesASecond: "more than 50 messages in a second"
            case .oneByteASecond: "sent nothing for 4 seconds"
            case .frameOver64KiB: "a frame of 70000 bytes is over the 65536-byte limit"
            case .randomBytes:
                "a frame of \(Self.random.prefix(4).reduce(0) { $0 << 8 | Int($1) }) bytes is over the 65536-byte limit"
            case .lengthOf2To31: "a frame of 2147483648 bytes is over the 65536-byte limit"
            }
        }
    }

    @Test(arguments: Attack.allCases)
    func theAttackerIsDroppedWithItsReasonAndTheHonestPlayerIsNotSlowed(_ attack: Attack) async throws {
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("serve.log")
        do {
            try await play(attack, folder: folder, log: log)
        } catch {
            // What the host said last tells why a connection ended.
            Issue.record("\(error); the host's log ends: \(NetworkPlayTests.lines(log).suffix(12))")
            throw error
        }
    }

    /// A `set-game --serve` of the tests' seed, with `options`, logging to `log`; running once it says so.
    private func serve(_ options: [String], folder: URL, log: URL) async throws -> (Process, Int) {
        let port = try NetworkPlayTests.freePort()
        let server = try NetworkPlayTests.serve(
            ["--port", "\(port)", "--seed", "2026"] + options, folder: folder, log: log)
        try #require(
            await ProcessSupport.waitAsync { NetworkPlayTests.lines(log).first?.hasPrefix("serving on port") == true },
            "\(NetworkPlayTests.lines(log))")
        return (server, port)
    }

    private func play(_ attack: Attack, folder: URL, log: URL) async throws {
        // The silence rule short only where the attack is silence: elsewhere a host the loaded machine
        // did not run for a few seconds would drop the honest player too.
        let idle = attack == .oneByteASecond ? ["--idle-seconds", "4"] : []
        let (server, port) = try await serve(idle, folder: folder, log: log)
        defer { if server.isRunning { kill(server.processIdentifier, SIGKILL) } }
        // The control: the same host, never attacked, with an honest player of its own.
        let quiet = folder.appendingPathComponent("control")
        let (control, controlPort) = try await serve(idle, folder: quiet, log: folder.appendingPathComponent("c.log"))
        defer { if control.isRunning { kill(control.processIdentifier, SIGKILL) } }

        let (ann, seat, _) = try await WirePeer.join("Ann", port: port)
        defer { ann.close() }
        ann.startPinging(every: .milliseconds(500))
        let (bob, bobSeat, _) = try await WirePeer.join("Bob", port: controlPort)
        defer { bob.close() }
        bob.startPinging(every: .milliseconds(500))
        func disconnections() -> Int {
            NetworkPlayTests.lines(log).filter {
                $0.hasPrefix("peer ") && $0.hasSuffix(" disconnected: \(attack.reason)")
            }.count
        }
        // While the attack runs, Ann claims on the attacked host and Bob on the control, in turn, six
        // Sets each, and their medians are compared: whatever else the machine is doing slows both
        // alike, and only what the attack costs the host shows as Ann's slowdown. A round over the
        // bound is played again with a fresh attacker: three rounds at most, 18 Sets of the 24 the
        // game seeded 2026 holds when each claim takes the first Set.
        var rounds = 0
        var slowdown = Duration.zero
        var messages = 0
        repeat {
            rounds += 1
            let dropped = disconnections()
            let attacker = Attacker(attack, port: port)
            var attacked: [Duration] = []
            var quiet: [Duration] = []
            for _ in 0..<6 {
                attacked += try await Self.claimLatencies(1, by: ann, seat: seat)
                quiet += try await Self.claimLatencies(1, by: bob, seat: bobSeat)
            }
            let logged = await ProcessSupport.waitAsync(timeout: 10) { disconnections() > dropped }
            attacker.stop()
            try #require(logged, "\(NetworkPlayTests.lines(log).suffix(8))")
            let report: String
            (slowdown, report) = Self.compare(control: quiet, attacked: attacked)
            messages = attacker.messages
            print(
                "\(attack.rawValue), round \(rounds): \(report); attacker connections \(attacker.connections), "
                    + "messages \(messages)")
        } while slowdown > .milliseconds(50) && rounds < 3

        #expect(server.isRunning)
        let table = try await ann.settledTable { _ in true }
        #expect(table.players.first { $0.seat == seat }?.connected == true)
        #expect(table.players.first { $0.seat == seat }?.sets == 6 * rounds)
        #expect(slowdown <= .milliseconds(50), "three rounds over 50 ms; the last is printed above")
        if attack == .thousandMessagesASecond {
            #expect(messages >= 500, "the flood sent \(messages) messages")
        }

        kill(server.processIdentifier, SIGTERM)
        try #require(await ProcessSupport.waitAsync { !server.isRunning })
        #expect(server.terminationReason == .exit)
        #expect(server.terminationStatus == 0)
    }

    /// Claims `count` Sets found on the table, 200 ms apart, and returns each one's time from
    /// the claim's sending to the arrival of the table that counts it.
    static func claimLatencies(_ count: Int, by peer: WirePeer, seat: Int) async throws -> [Duration] {
        var latencies: [Duration] = []
        for _ in 0..<count {
            let table = try await peer.settledTable { table in
                table.players.contains { $0.seat == seat } && SetFinder.containsSet(table.cards)
            }
            let sets = table.players.first { $0.seat == seat }?.sets ?? 0
            let set = try #require(SetFinder.firstSet(in: table.cards)).map { table.cards[$0] }
            let index = peer.received.count
            let sent = ContinuousClock.now
            peer.send(.claim(set))
            let (_, answered) = try await peer.table(after: index) {
                $0.players.first { $0.seat == seat }?.sets == sets + 1
            }
            latencies.append(answered - sent)
            try await Task.sleep(for: .milliseconds(200))
        }
        return latencies
    }

    /// How much slower the attacked host's median answer was than the control's, and the figures as text.
    static func compare(control: [Duration], attacked: [Duration]) -> (Duration, String) {
        func median(_ values: [Duration]) -> Duration { values.sorted()[values.count / 2] }
        func ms(_ value: Duration) -> String {
            let value = Double(value.components.seconds) * 1000 + Double(value.components.attoseconds) / 1e15
            return String(format: "%.2f ms", value)
        }
        let slowdown = median(attacked) - median(control)
        let report =
            "median claim-to-answer \(ms(median(control))) on the control, \(ms(median(attacked))) attacked "
            + "(each: \(control.map(ms)) / \(attacked.map(ms)))"
        return (slowdown, report)
    }
}

/// An attack running on a thread of its own until it has done its worst or is stopped.
final class Attacker: Sendable {
    private struct State {
        var stop = false
        var done = false
        var connections = 0
        var messages = 0
    }

    private let state = Mutex(State())

    /// How many connections the attacker opened.
    var connections: Int { state.withLock { $0.connections } }
    /// How many whole messages it sent (the flood's).
    var messages: Int { state.withLock { $0.messages } }

    init(_ attack: HostilePeerTests.Attack, port: Int) {
        Thread { [self] in
            run(attack, port: port)
            state.withLock { $0.done = true }
        }.start()
    }

    /// Stops the attack and waits for its thread to finish.
    func stop() {
        state.withLock { $0.stop = true }
        while !state.withLock({ $0.done }) { usleep(5_000) }
    }

    private var stopped: Bool { state.withLock { $0.stop } }

    private func run(_ attack: HostilePeerTests.Attack, port: Int) {
        switch attack {
        case .thousandMessagesASecond:
            flood(port: port)
        case .oneByteASecond:
            guard let peer = connect(port: port), let name = PlayerName("Slow"),
                let hello = try? NetCodec.encode(ClientMessage.hello(Hello(name: name)))
            else { return }
            defer { peer.close() }
            for byte in WirePeer.frame(hello) where !stopped && peer.closedReason == nil {
                guard peer.sendRaw([byte]) else { break }
                for _ in 0..<100 where !stopped && peer.closedReason == nil { usleep(10_000) }
            }
        case .truncatedFrame:
            guard let peer = connect(port: port) else { return }
            peer.sendRaw([0, 0, 0, 100] + Array(#"{"v":1,"ty"#.utf8))
            peer.close()
        case .frameOver64KiB:
            sendAndWait([0x00, 0x01, 0x11, 0x70] + [UInt8](repeating: 0x7B, count: 70_000), port: port)
        case .randomBytes:
            sendAndWait(HostilePeerTests.Attack.random, port: port)
        case .lengthOf2To31:
            sendAndWait([0x80, 0, 0, 0], port: port)
        }
    }

    private func connect(port: Int) -> WirePeer? {
        guard let peer = try? WirePeer.connectNow(to: "127.0.0.1", port: port) else { return nil }
        state.withLock { $0.connections += 1 }
        return peer
    }

    /// Sends `bytes` (the host may hang up partway) and waits for the host to close.
    private func sendAndWait(_ bytes: [UInt8], port: Int) {
        guard let peer = connect(port: port) else { return }
        defer { peer.close() }
        peer.sendRaw(bytes)
        while !stopped && peer.closedReason == nil { usleep(10_000) }
    }

    /// Hello, then a ping every millisecond; when the host drops it, back with the seat's token.
    private func flood(port: Int) {
        guard let name = PlayerName("Flood") else { return }
        var token: SeatToken?
        while !stopped {
            guard let peer = connect(port: port) else {
                usleep(10_000)
                continue
            }
            peer.send(.hello(Hello(name: name, seatToken: token)))
            let start = ContinuousClock.now
            var sent = 0
            while !stopped, peer.closedReason == nil, peer.send(.ping(id: sent, rttMs: nil)) {
                sent += 1
                let next = start + .milliseconds(sent)
                let wait = next - ContinuousClock.now
                if wait > .zero { usleep(useconds_t(wait.components.attoseconds / 1_000_000_000_000)) }
            }
            state.withLock { $0.messages += sent }
            for case .welcome(_, let kept) in peer.received.map(\.message) { token = kept }
            peer.close()
        }
    }
}
