import SetCore
import SetOpponents
import Testing

@testable import SetNet
@testable import SetProtocol

/// A room's owner seats computer players in the lobby; the rooms server plays them between its ticks.
@Suite("Rooms server: computer players in a room")
struct RoomComputerTests {
    typealias Fixture = RoomServerTests

    @Test func theOwnerSeatsAComputerAndTheServerPlaysItToTheEnd() throws {
        var (server, generator) = Fixture.server()
        let made = Fixture.join(
            &server, 1, hello: Hello(name: name("Ann"), destination: .newRoom(.sprint10)), using: &generator)
        let code = try #require(Fixture.opened(made))
        _ = Fixture.join(&server, 2, hello: Hello(name: name("Bob"), destination: .room(code)), using: &generator)
        // Bob does not own the room: his ask is only logged.
        let asked = server.apply(.messageReceived(.addComputer(.expert), from: PeerID(2)), now: 1, using: &generator)
        #expect(server.rooms[code]?.session.game.seats.compactMap { $0 }.count == 2)
        #expect(asked.contains { if case .log(let line, _) = $0 { line.contains("does not own") } else { false } })
        // Ann does: Ada sits down, and both hear it.
        let added = server.apply(.messageReceived(.addComputer(.expert), from: PeerID(1)), now: 1, using: &generator)
        #expect(Fixture.sent(to: 2, in: added).contains(.event(.playerJoined(seat: 2, name: name("Ada")))))
        #expect(server.hasComputers)
        #expect(server.rooms[code]?.session.game.snapshot.players.map(\.computer) == [nil, nil, .expert])
        // The game starts; the computer plays at the server's tenths of a second until it wins.
        _ = server.apply(.messageReceived(.start, from: PeerID(1)), now: 2, using: &generator)
        var now = 2.0
        var heard: [TableEvent] = []
        while server.rooms[code]?.session.game.isGameOver == false, now < 600 {
            now += 0.1
            let outputs =
                server.apply(.computersDue, now: now, using: &generator)
                + (now.truncatingRemainder(dividingBy: 1) < 0.1
                    ? server.apply(.clockTicked, now: now, using: &generator) : [])
            for case .event(let event) in Fixture.sent(to: 1, in: outputs) { heard.append(event) }
            // Ann and Bob answer the heartbeat, as windows do.
            for peer in [1, 2] {
                _ = server.apply(
                    .messageReceived(.ping(id: Int(now), rttMs: 1), from: PeerID(peer)), now: now, using: &generator)
            }
        }
        let game = try #require(server.rooms[code]?.session.game)
        #expect(game.isGameOver)
        #expect(game.seats[2]?.sets == 10)
        #expect(heard.contains(.gameOver))
        #expect(heard.filter { if case .setFound(seat: 2, _) = $0 { true } else { false } }.count == 10)
        // Once the game has begun, no more computers sit down.
        _ = server.apply(.messageReceived(.addComputer(.beginner), from: PeerID(1)), now: now, using: &generator)
        #expect(server.rooms[code]?.session.game.seats.compactMap { $0 }.count == 3)
    }

    @Test func theMessageCarriesAFixedLevel() throws {
        let message = ClientMessage.addComputer(.skilled)
        #expect(try NetCodec.encode(message) == Array(#"{"level":"skilled","type":"computer","v":1}"#.utf8))
        #expect(try NetCodec.decode(ClientMessage.self, from: NetCodec.encode(message)) == message)
        // A pace no server knows, or no level at all, is refused.
        for text in [
            #"{"v":1,"type":"computer","level":"you"}"#, #"{"v":1,"type":"computer","level":"god"}"#,
            #"{"v":1,"type":"computer"}"#,
        ] {
            #expect(throws: NetProtocolError.invalidField("level"), "\(text)") {
                try NetCodec.decode(ClientMessage.self, from: Array(text.utf8))
            }
        }
    }
}
