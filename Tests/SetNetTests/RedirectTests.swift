import Logging
import SetCore
import Testing

@testable import SetNet
@testable import SetProtocol

/// Servers with letters on loopback: a window sent to the wrong one follows the redirect once.
///
/// Each test takes a tenth of a second alone; the limit is for a hang, with room for the minute the
/// whole suite's window tests can keep the concurrency pool from its waits.
@Suite("Redirects between lettered servers", .timeLimit(.minutes(2)))
struct RedirectTests {
    static let today = DailyDate(year: 2026, month: 12, day: 2)!

    /// A lettered server on loopback, sending the letters in `peers` elsewhere.
    static func server(_ letter: Character, peers: [Character: ServerAddress] = [:]) async throws -> RoomHost {
        var generator = SystemRandomNumberGenerator()
        let rooms = RoomServer(
            openGame: HostGame(seed: 1, now: 0, started: true), letter: letter, peers: peers, today: today, now: 0,
            using: &generator)
        return try await RoomHost.start(
            rooms: rooms, threads: 1, address: "127.0.0.1", port: 0, logger: Logger(label: "test"), today: { today })
    }

    static func local(_ host: RoomHost) -> ServerAddress { ServerAddress(host: "127.0.0.1", port: host.port) }

    /// Makes a room on `host` and returns its code, with its maker's client.
    static func room(on host: RoomHost) async throws -> (RoomCode, NetClient) {
        let log = EventLog()
        let maker = try await NetClient.connect(
            host: "127.0.0.1", port: host.port, hello: Hello(name: name("Ann"), destination: .newRoom(.solo)),
            pingInterval: nil, deliver: log.deliver)
        _ = await log.wait(for: \.isWelcome)
        let code = log.events.lazy.compactMap { if case .received(.room(let code, _)) = $0 { code } else { nil } }.first
        return (try #require(code), maker)
    }

    @Test func aPlayerSentToTheWrongServerIsRedirectedAndSeated() async throws {
        let m = try await Self.server("M")
        let k = try await Self.server("K", peers: ["M": Self.local(m)])
        let (code, maker) = try await Self.room(on: m)
        #expect(code.letter == "M")

        let log = EventLog()
        let client = ReconnectingClient(
            host: "127.0.0.1", port: k.port, hello: Hello(name: name("Bob"), destination: .room(code)),
            pingInterval: nil, deliver: log.deliver)
        #expect(await log.wait(for: \.isWelcome) != nil)
        let events = log.events.filter { if case .received(.table) = $0 { false } else { true } }
        #expect(
            Array(events.prefix(5)) == [
                .connected(server: "127.0.0.1:\(k.port)"),
                .redirected(letter: ServerLetter("M"), to: Self.local(m)),
                .connected(server: "127.0.0.1:\(m.port)"),
                .received(.room(code: code, owner: false)),
            ] + Array(events.dropFirst(4).prefix(1)))
        guard case .received(.welcome(seat: 1, _))? = events.dropFirst(4).first else {
            Issue.record("expected Bob's welcome at seat 1 on M, got \(events)")
            return
        }
        await client.close()
        await maker.close()
        try await k.stop()
        try await m.stop()
    }

    @Test func aSecondRedirectIsNotFollowed() async throws {
        let m = try await Self.server("M")
        let (code, maker) = try await Self.room(on: m)
        // K says M is at P, and P says it is at K: a loop the client does not go round.
        let p = try await Self.server("P", peers: ["M": ServerAddress(host: "127.0.0.1", port: 1)])
        let k = try await Self.server("K", peers: ["M": Self.local(p)])
        let log = EventLog()
        let client = ReconnectingClient(
            host: "127.0.0.1", port: k.port, hello: Hello(name: name("Bob"), destination: .room(code)),
            pingInterval: nil, deliver: log.deliver)
        #expect(await log.wait(for: \.isClosed) != nil)
        let events = log.events
        #expect(
            Array(events.prefix(4)) == [
                .connected(server: "127.0.0.1:\(k.port)"),
                .redirected(letter: ServerLetter("M"), to: Self.local(p)),
                .connected(server: "127.0.0.1:\(p.port)"),
                .received(
                    .refused(reason: "sent on again, to 127.0.0.1:1: a second redirect is not followed")),
            ])
        #expect(events.count == 5)
        #expect(events.last?.isClosed == true)
        await client.close()
        await maker.close()
        for server in [k, p, m] { try await server.stop() }
    }
}
