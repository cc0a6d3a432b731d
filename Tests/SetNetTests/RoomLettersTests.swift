import SetCore
import Testing

@testable import SetNet
@testable import SetProtocol

/// Servers with letters: the codes they make, the redirect to another letter's server, and which
/// event loop holds a room.
@Suite("Rooms servers with letters, and rooms spread over loops")
struct RoomLettersTests {
    typealias Fixture = RoomServerTests

    static let mServer = ServerAddress(host: "m.sets.test", port: 7373)

    /// A server with letter K that knows where M's rooms are.
    static func lettered() -> (RoomServer, SplitMix64) {
        var generator = SplitMix64(seed: 9)
        let open = HostGame(seed: 1, password: nil, now: 0, started: true)
        let server = RoomServer(
            openGame: open, letter: "K", peers: ["M": mServer], today: Fixture.today, now: 0, using: &generator)
        return (server, generator)
    }

    @Test func everyCodeALetteredServerMakesBeginsWithItsLetter() {
        var (server, generator) = Self.lettered()
        #expect(server.openRoom.letter == "K")
        for peer in 1...4 {
            let made = Fixture.join(
                &server, peer, from: "10.0.0.\(peer)", hello: Hello(name: name("Ann"), destination: .newRoom(.solo)),
                using: &generator)
            #expect(Fixture.opened(made)?.letter == "K")
        }
        #expect(server.rooms.count == 5)
        #expect(server.rooms.keys.allSatisfy { $0.letter == "K" })
    }

    @Test func aCodeOfAnotherLetterIsSentToItsServerAndCountsNoWrongTry() throws {
        var (server, generator) = Self.lettered()
        let elsewhere = try #require(RoomCode("M7QM-2XWP"))
        let reason = "redirected to m.sets.test:7373, which holds the rooms beginning with M"
        // Twelve times from one address: more than the ten wrong tries that would have it refused.
        for peer in 1...12 {
            let outputs = Fixture.join(
                &server, peer, from: "10.9.9.9", hello: Hello(name: name("Ann"), destination: .room(elsewhere)),
                now: Double(peer), using: &generator)
            #expect(
                outputs == [
                    .send(.redirect(server: Self.mServer), to: PeerID(peer)), .disconnect(PeerID(peer), reason: reason),
                ])
        }
        // A letter with no server known here is a wrong code, as on a server without letters.
        let unknown = try #require(RoomCode("P7QM-2XWP"))
        let wrong = Fixture.join(
            &server, 20, from: "10.9.9.9", hello: Hello(name: name("Ann"), destination: .room(unknown)), now: 13,
            using: &generator)
        #expect(Fixture.refusals(wrong) == [.wrongCode])
    }

    @Test func aRoomKeptFromBeforeTheLetterIsStillPlayedHere() throws {
        var generator = SplitMix64(seed: 4)
        let old = try #require(RoomCode("M222-2222"))
        let kept = SavedRoom(
            code: old, isOpen: false, password: nil, owner: 0, game: HostGame(seed: 2, now: 0, started: false))
        var server = RoomServer(
            restoring: [kept], openGame: HostGame(seed: 1, now: 0, started: true), letter: "K",
            peers: ["M": Self.mServer], today: Fixture.today, now: 0, using: &generator)
        let outputs = Fixture.join(
            &server, 1, hello: Hello(name: name("Ann"), destination: .room(old)), using: &generator)
        #expect(Fixture.sent(to: 1, in: outputs).first == .room(code: old, owner: true))
        #expect(server.room(of: PeerID(1)) == old)
    }

    @Test func theLoopOfARoomIsItsCodeAfterTheLetterReadInBase31() throws {
        // 2 is the alphabet's 0, 3 its 1 and Z its 30.
        let cases: [(String, Int, Int)] = [
            ("K2222222", 2, 0), ("K2222223", 2, 1), ("K2222232", 2, 1), ("K2222232", 3, 1), ("KZZZZZZZ", 2, 0),
            ("KZZZZZZZ", 3, 0), ("MZZZZZZZ", 1, 0), ("A2222224", 4, 2),
        ]
        for (text, count, shard) in cases {
            let code = try #require(RoomCode(text))
            #expect(code.shard(among: count) == shard, "\(text) among \(count)")
        }
        // The letter does not move a room: servers K and M spread their rooms alike.
        #expect(
            try #require(RoomCode("K7QM2XWP")).shard(among: 5) == (try #require(RoomCode("M7QM2XWP"))).shard(among: 5))
    }

    @Test func aServerSplitsItsRoomsOverItsLoopsByCode() {
        var (server, generator) = Fixture.server()
        for peer in 1...4 {
            _ = Fixture.join(
                &server, peer, from: "10.0.1.\(peer)", hello: Hello(name: name("Ann"), destination: .newRoom(.solo)),
                using: &generator)
        }
        let (door, shards) = server.split(into: 3)
        #expect(shards.count == 3)
        #expect(door.roomCount == 5)
        #expect(shards.map(\.rooms.count).reduce(0, +) == 5)
        for (index, shard) in shards.enumerated() {
            #expect(shard.rooms.keys.allSatisfy { $0.shard(among: 3) == index })
            #expect(shard.openRoom == server.openRoom)
        }
    }

    @Test func aRedirectIsAMessageOfItsOwn() throws {
        let message = HostMessage.redirect(server: ServerAddress(host: "m.sets.test", port: 7474))
        let body = try NetCodec.encode(message)
        #expect(String(decoding: body, as: UTF8.self) == #"{"server":"m.sets.test:7474","type":"redirect","v":1}"#)
        #expect(try NetCodec.decode(HostMessage.self, from: body) == message)
        let bad = Array(#"{"v":1,"type":"redirect","server":"m.sets.test:99999"}"#.utf8)
        #expect(throws: (any Error).self) { try NetCodec.decode(HostMessage.self, from: bad) }
    }

    @Test(arguments: [("k", "K"), ("K", "K"), ("7", "7"), ("0", nil), ("KM", nil), ("", nil), ("l", nil)])
    func aLetterIsOneCharacterOfTheCodes(typed: String, letter: String?) {
        #expect(ServerLetter(typed)?.description == letter)
    }

    @Test func aLetterNamesItsServerInTheDomain() throws {
        let code = try #require(RoomCode("K7QM-2XWP"))
        #expect(ServerLetter(of: code).host(in: "sets.example.org") == "k.sets.example.org")
        #expect(ServerDomain.isName("sets.example.org"))
        for address in ["127.0.0.1", "::1", "fe80::1", "localhost", "sets.example.org."] {
            #expect(!ServerDomain.isName(address), "\(address)")
        }
    }
}
