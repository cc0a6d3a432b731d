import SetCore
import Testing

@testable import SetNet
@testable import SetProtocol

@Suite("Rooms server: rooms by code, their owners and the limits")
struct RoomServerTests {
    static let today = DailyDate(year: 2026, month: 11, day: 28)!

    /// A server with a fresh open room, and the generator it was made with.
    static func server(_ limits: RoomServer.Limits = .init()) -> (RoomServer, SplitMix64) {
        var generator = SplitMix64(seed: 7)
        let open = HostGame(seed: 1, password: nil, now: 0, started: true)
        let server = RoomServer(openGame: open, limits: limits, today: today, now: 0, using: &generator)
        return (server, generator)
    }

    /// Connects `peer` from `address` and says `hello` at `now`; returns the outputs.
    static func join(
        _ server: inout RoomServer, _ peer: Int, from address: String = "10.0.0.1", hello: Hello, now: Double = 0,
        using generator: inout SplitMix64
    ) -> [ServerOutput] {
        let id = PeerID(peer)
        return server.apply(.peerConnected(id, address: address), now: now, using: &generator)
            + server.apply(.messageReceived(.hello(hello), from: id), now: now, using: &generator)
    }

    /// The code of the room the outputs opened.
    static func opened(_ outputs: [ServerOutput]) -> RoomCode? {
        outputs.lazy.compactMap { if case .roomOpened(let code) = $0 { code } else { nil } }.first
    }

    /// What `peer` was sent, in order.
    static func sent(to peer: Int, in outputs: [ServerOutput]) -> [HostMessage] {
        outputs.compactMap { if case .send(let message, PeerID(peer)) = $0 { message } else { nil } }
    }

    /// The refusals reported, in order.
    static func refusals(_ outputs: [ServerOutput]) -> [Refusal] {
        outputs.compactMap { if case .refused(_, let reason, _) = $0 { reason } else { nil } }
    }

    @Test func aNewRoomIsOwnedByItsMakerAndJoinedByItsCode() throws {
        var (server, generator) = Self.server()
        let made = Self.join(
            &server, 1, hello: Hello(name: name("Ann"), destination: .newRoom(.sprint10)), using: &generator)
        let code = try #require(Self.opened(made))
        #expect(code != server.openRoom)
        let toAnn = Self.sent(to: 1, in: made)
        #expect(toAnn.first == .room(code: code, owner: true))
        guard case .welcome(seat: 0, _)? = toAnn.dropFirst().first else {
            Issue.record("expected Ann's welcome after the room, got \(toAnn)")
            return
        }
        #expect(server.rooms[code]?.session.game.mode == .sprint10)
        #expect(server.rooms[code]?.session.game.isStarted == false)

        // Bob types the code in lower case, with its dash.
        let typed = try #require(RoomCode(code.description.lowercased()))
        let joined = Self.join(
            &server, 2, hello: Hello(name: name("Bob"), destination: .room(typed)), using: &generator)
        let toBob = Self.sent(to: 2, in: joined)
        #expect(toBob.first == .room(code: code, owner: false))
        guard case .welcome(seat: 1, _)? = toBob.dropFirst().first else {
            Issue.record("expected Bob's welcome at seat 1, got \(toBob)")
            return
        }
        #expect(server.room(of: PeerID(2)) == code)
        #expect(server.rooms[code]?.session.game.snapshot.players.map(\.name.text) == ["Ann", "Bob"])
        #expect(server.rooms[server.openRoom]?.session.game.snapshot.players.isEmpty == true)
        #expect(server.connectionCount == 2)
        #expect(server.playerCount == 2)
    }

    @Test func aHelloWithNoCodeSitsAtTheOpenRoomWhichNobodyOwns() {
        var (server, generator) = Self.server()
        let outputs = Self.join(&server, 1, hello: Hello(name: name("Ann")), using: &generator)
        #expect(server.room(of: PeerID(1)) == server.openRoom)
        // Joined without a code, as a host's table: no code is told, so a retry after a restart
        // (which may give the open room another code) finds it again.
        #expect(!Self.sent(to: 1, in: outputs).contains { if case .room = $0 { true } else { false } })
        let start = server.apply(.messageReceived(.start, from: PeerID(1)), now: 1, using: &generator)
        #expect(start == [.log("seat 0 asked to start, but does not own the room", room: server.openRoom)])
    }

    @Test func onlyTheOwnerChoosesTheModeAndStartsTheGame() throws {
        var (server, generator) = Self.server()
        let made = Self.join(
            &server, 1, hello: Hello(name: name("Ann"), destination: .newRoom(.solo)), using: &generator)
        let code = try #require(Self.opened(made))
        _ = Self.join(&server, 2, hello: Hello(name: name("Bob"), destination: .room(code)), using: &generator)

        let bobStarts = server.apply(.messageReceived(.start, from: PeerID(2)), now: 1, using: &generator)
        #expect(bobStarts == [.log("seat 1 asked to start, but does not own the room", room: code)])
        #expect(server.rooms[code]?.session.game.isStarted == false)

        let chosen = server.apply(.messageReceived(.chooseMode(.ultra), from: PeerID(1)), now: 2, using: &generator)
        #expect(Self.sent(to: 2, in: chosen).contains(.event(.modeChosen(.ultra))))
        #expect(server.rooms[code]?.session.game.mode == .ultra)

        let started = server.apply(.messageReceived(.start, from: PeerID(1)), now: 3, using: &generator)
        #expect(Self.sent(to: 2, in: started).contains(.event(.gameStarted)))
        #expect(server.rooms[code]?.session.game.isStarted == true)
    }

    @Test func theOwnerWhoLeavesHandsTheRoomToTheLowestSeat() throws {
        var (server, generator) = Self.server()
        let made = Self.join(
            &server, 1, hello: Hello(name: name("Ann"), destination: .newRoom(.solo)), using: &generator)
        let code = try #require(Self.opened(made))
        _ = Self.join(&server, 2, hello: Hello(name: name("Bob"), destination: .room(code)), using: &generator)
        _ = Self.join(&server, 3, hello: Hello(name: name("Cy"), destination: .room(code)), using: &generator)
        let left = server.apply(.messageReceived(.leave, from: PeerID(1)), now: 5, using: &generator)
        #expect(Self.sent(to: 2, in: left).last == .room(code: code, owner: true))
        #expect(Self.sent(to: 3, in: left).last == .room(code: code, owner: false))
        #expect(left.contains(.log("seat 1 owns the room now", room: code)))
        #expect(server.rooms[code]?.session.owner == 1)
    }

    @Test func aWrongCodeAndAWrongPasswordAreRefusedWithTheirReasons() throws {
        var (server, generator) = Self.server()
        let made = Self.join(
            &server, 1, hello: Hello(name: name("Ann"), password: "swordfish", destination: .newRoom(.solo)),
            using: &generator)
        let code = try #require(Self.opened(made))
        let missing = try #require(RoomCode("ZZZZ-ZZZZ"))
        let wrongCode = Self.join(
            &server, 2, hello: Hello(name: name("Bob"), destination: .room(missing)), using: &generator)
        #expect(
            wrongCode == [
                .send(.refused(reason: "there is no room ZZZZ-ZZZZ on this server"), to: PeerID(2)),
                .disconnect(PeerID(2), reason: "there is no room ZZZZ-ZZZZ on this server"),
                .refused(address: "10.0.0.1", reason: .wrongCode, room: nil),
            ])
        let noPassword = Self.join(
            &server, 3, hello: Hello(name: name("Bob"), destination: .room(code)), using: &generator)
        #expect(Self.sent(to: 3, in: noPassword) == [.refused(reason: "this room needs a password")])
        let wrong = Self.join(
            &server, 4, hello: Hello(name: name("Bob"), password: "sword", destination: .room(code)), using: &generator)
        #expect(Self.sent(to: 4, in: wrong) == [.refused(reason: "wrong password")])
        #expect(Self.refusals(wrong) == [.wrongPassword])
        let right = Self.join(
            &server, 5, hello: Hello(name: name("Bob"), password: "swordfish", destination: .room(code)),
            using: &generator)
        guard case .welcome(seat: 1, _)? = Self.sent(to: 5, in: right).dropFirst().first else {
            Issue.record("expected Bob seated with the right password, got \(right)")
            return
        }
        // The refused connections count until they close, as sockets do.
        #expect(server.connectionCount == 5)
        for peer in 2...4 { _ = server.apply(.peerClosed(PeerID(peer)), now: 1, using: &generator) }
        #expect(server.connectionCount == 2)
    }

    @Test func tenWrongTriesInAMinuteHaveTheAddressRefusedForAMinute() throws {
        var (server, generator) = Self.server()
        let made = Self.join(
            &server, 1, hello: Hello(name: name("Ann"), destination: .newRoom(.solo)), using: &generator)
        let code = try #require(Self.opened(made))
        let missing = try #require(RoomCode("ZZZZZZZZ"))
        var outputs: [ServerOutput] = []
        for attempt in 0..<10 {
            outputs += Self.join(
                &server, 10 + attempt, from: "10.9.9.9", hello: Hello(name: name("Eve"), destination: .room(missing)),
                now: Double(attempt) * 5, using: &generator)
        }
        #expect(Self.refusals(outputs) == Array(repeating: .wrongCode, count: 10))
        #expect(
            outputs.last
                == .log("10.9.9.9 gave 10 wrong codes or passwords in a minute: refused for a minute", room: nil))
        // Even the right code is refused now, from that address only.
        let blocked = Self.join(
            &server, 30, from: "10.9.9.9", hello: Hello(name: name("Eve"), destination: .room(code)), now: 50,
            using: &generator)
        #expect(Self.refusals(blocked) == [.tooManyTries])
        #expect(
            Self.sent(to: 30, in: blocked) == [
                .refused(reason: "too many wrong room codes or passwords; try again in a minute")
            ])
        let other = Self.join(
            &server, 31, from: "10.0.0.2", hello: Hello(name: name("Bob"), destination: .room(code)), now: 50,
            using: &generator)
        #expect(Self.refusals(other).isEmpty)
        // A minute after the tenth try, the address may try again.
        let later = Self.join(
            &server, 32, from: "10.9.9.9", hello: Hello(name: name("Eve"), destination: .room(code)), now: 105,
            using: &generator)
        #expect(Self.refusals(later).isEmpty)
        #expect(server.room(of: PeerID(32)) == code)
    }

    @Test func anAddressMakesAtMostFourRoomsInTenMinutes() {
        var (server, generator) = Self.server()
        var codes: [RoomCode] = []
        for peer in 1...4 {
            let made = Self.join(
                &server, peer, hello: Hello(name: name("Ann"), destination: .newRoom(.solo)), now: Double(peer),
                using: &generator)
            if let code = Self.opened(made) { codes.append(code) }
        }
        #expect(Set(codes).count == 4)
        let fifth = Self.join(
            &server, 5, hello: Hello(name: name("Ann"), destination: .newRoom(.solo)), now: 10, using: &generator)
        #expect(Self.refusals(fifth) == [.tooManyRooms])
        #expect(Self.sent(to: 5, in: fifth) == [.refused(reason: "4 rooms made in 10 minutes; try again later")])
        let elsewhere = Self.join(
            &server, 6, from: "10.0.0.2", hello: Hello(name: name("Bob"), destination: .newRoom(.solo)), now: 10,
            using: &generator)
        #expect(Self.opened(elsewhere) != nil)
        let later = Self.join(
            &server, 7, hello: Hello(name: name("Ann"), destination: .newRoom(.solo)), now: 601.5, using: &generator)
        #expect(Self.opened(later) != nil)
        #expect(server.rooms.count == 7)
    }

    @Test func aConnectionBeyondTheMostIsRefusedWithAMessage() {
        var (server, generator) = Self.server(.init(maxConnections: 2))
        _ = server.apply(.peerConnected(PeerID(1), address: "10.0.0.1"), now: 0, using: &generator)
        _ = server.apply(.peerConnected(PeerID(2), address: "10.0.0.2"), now: 0, using: &generator)
        let third = server.apply(.peerConnected(PeerID(3), address: "10.0.0.3"), now: 0, using: &generator)
        let reason = "the server is full (2 connections); try again later"
        #expect(
            third == [
                .send(.refused(reason: reason), to: PeerID(3)), .disconnect(PeerID(3), reason: reason),
                .refused(address: "10.0.0.3", reason: .tooManyConnections, room: nil),
            ])
        _ = server.apply(.peerClosed(PeerID(1)), now: 1, using: &generator)
        #expect(server.apply(.peerConnected(PeerID(4), address: "10.0.0.3"), now: 1, using: &generator).isEmpty)
        #expect(server.connectionCount == 2)
    }

    @Test func aRoomClosesTenMinutesAfterItsLastPlayerLeftButTheOpenRoomStays() throws {
        var (server, generator) = Self.server()
        let made = Self.join(
            &server, 1, hello: Hello(name: name("Ann"), destination: .newRoom(.solo)), using: &generator)
        let code = try #require(Self.opened(made))
        _ = server.apply(.peerClosed(PeerID(1)), now: 10, using: &generator)
        _ = server.apply(.clockTicked, now: 11, using: &generator)
        let before = server.apply(.clockTicked, now: 610, using: &generator)
        #expect(!before.contains(.roomClosed(code)))
        let after = server.apply(.clockTicked, now: 611, using: &generator)
        #expect(after.contains(.roomClosed(code)))
        #expect(after.contains(.log("closed after 10 minutes: nobody came back", room: code)))
        #expect(server.rooms[code] == nil)
        #expect(server.rooms[server.openRoom] != nil)
        // The code is gone: a hello with it is a wrong code now.
        let late = Self.join(
            &server, 2, hello: Hello(name: name("Ann"), destination: .room(code)), now: 612, using: &generator)
        #expect(Self.refusals(late) == [.wrongCode])
    }

    @Test func eachRoomTicksInItsOwnSliceOfTheSecondDealtInTurnAsRoomsOpen() throws {
        var (server, generator) = Self.server(.init(idleLimit: 5))
        // The open room came first (slice 0); Ann's, Bob's and Cy's rooms take slices 1, 2 and 3.
        var codes: [RoomCode] = []
        for (peer, player) in ["Ann", "Bob", "Cy"].enumerated() {
            let made = Self.join(
                &server, peer + 1, from: "10.0.0.\(peer + 1)",
                hello: Hello(name: name(player), destination: .newRoom(.solo)), using: &generator)
            codes.append(try #require(Self.opened(made)))
            _ = server.apply(.peerClosed(PeerID(peer + 1)), now: 10, using: &generator)
        }
        func closed(byTicking slice: Int, at now: Double) -> [RoomCode] {
            server.apply(.roomsTicked(slice: slice), now: now, using: &generator).compactMap { output in
                if case .roomClosed(let code) = output { code } else { nil }
            }
        }
        for slice in 1...3 { #expect(closed(byTicking: slice, at: 11).isEmpty) }
        #expect(closed(byTicking: 2, at: 611) == [codes[1]])
        #expect(closed(byTicking: 0, at: 611).isEmpty)
        #expect(closed(byTicking: 4, at: 611).isEmpty)
        #expect(Set(server.rooms.keys) == [server.openRoom, codes[0], codes[2]])
        #expect(closed(byTicking: 101, at: 612) == [codes[0]])
        // The whole clock's tick takes every slice at once.
        #expect(server.apply(.clockTicked, now: 613, using: &generator).contains(.roomClosed(codes[2])))
        // A peer that never said hello is let go with the first slice only.
        _ = server.apply(.peerConnected(PeerID(9), address: "10.0.0.9"), now: 700, using: &generator)
        #expect(server.apply(.roomsTicked(slice: 7), now: 706, using: &generator).isEmpty)
        #expect(
            server.apply(.roomsTicked(slice: 0), now: 706, using: &generator)
                == [.disconnect(PeerID(9), reason: "sent nothing for 5 seconds")])
    }

    @Test func aPlayerBackInTimeKeepsTheRoomOpen() throws {
        var (server, generator) = Self.server()
        let made = Self.join(
            &server, 1, hello: Hello(name: name("Ann"), destination: .newRoom(.solo)), using: &generator)
        let code = try #require(Self.opened(made))
        _ = server.apply(.peerClosed(PeerID(1)), now: 10, using: &generator)
        _ = server.apply(.clockTicked, now: 11, using: &generator)
        _ = Self.join(
            &server, 2, hello: Hello(name: name("Ann"), destination: .room(code)), now: 300, using: &generator)
        _ = server.apply(.clockTicked, now: 301, using: &generator)
        #expect(!server.apply(.clockTicked, now: 700, using: &generator).contains(.roomClosed(code)))
        #expect(server.rooms[code] != nil)
    }

    @Test func aPeerThatSaysNoHelloIsLetGoAndAMoveBeforeHelloIsRefused() {
        var (server, generator) = Self.server(.init(idleLimit: 5))
        _ = server.apply(.peerConnected(PeerID(1), address: "10.0.0.1"), now: 0, using: &generator)
        _ = server.apply(.peerConnected(PeerID(2), address: "10.0.0.1"), now: 0, using: &generator)
        let move = server.apply(.messageReceived(.start, from: PeerID(2)), now: 1, using: &generator)
        #expect(move == [.disconnect(PeerID(2), reason: "sent a move before hello")])
        let tick = server.apply(.clockTicked, now: 5, using: &generator)
        #expect(tick.contains(.disconnect(PeerID(1), reason: "sent nothing for 5 seconds")))
        for peer in 1...2 { _ = server.apply(.peerClosed(PeerID(peer)), now: 5, using: &generator) }
        #expect(server.connectionCount == 0)
    }

    @Test func aFloodInARoomDisconnectsItsPeerWithTheConnectionLingeringAndSilenceDoesNot() throws {
        var (server, generator) = Self.server(.init(idleLimit: 5))
        let made = Self.join(
            &server, 1, hello: Hello(name: name("Ann"), destination: .newRoom(.solo)), using: &generator)
        _ = try #require(Self.opened(made))
        _ = server.apply(.peerConnected(PeerID(2), address: "10.0.0.2"), now: 0, using: &generator)
        var outputs: [ServerOutput] = []
        for index in 0..<51 {
            outputs = server.apply(
                .messageReceived(.ping(id: index, rttMs: nil), from: PeerID(1)), now: 1 + Double(index) * 0.01,
                using: &generator)
        }
        #expect(outputs.contains(.disconnect(PeerID(1), reason: "more than 50 messages in a second", lingers: true)))
        let tick = server.apply(.clockTicked, now: 5, using: &generator)
        #expect(tick.contains(.disconnect(PeerID(2), reason: "sent nothing for 5 seconds")))
    }

    @Test func aClaimInOneRoomIsNeverHeardInAnother() throws {
        var (server, generator) = Self.server()
        let first = Self.join(
            &server, 1, hello: Hello(name: name("Ann"), destination: .newRoom(.solo)), using: &generator)
        let second = Self.join(
            &server, 2, from: "10.0.0.2", hello: Hello(name: name("Bob"), destination: .newRoom(.solo)),
            using: &generator)
        let (a, b) = (try #require(Self.opened(first)), try #require(Self.opened(second)))
        _ = server.apply(.messageReceived(.start, from: PeerID(1)), now: 1, using: &generator)
        _ = server.apply(.messageReceived(.start, from: PeerID(2)), now: 1, using: &generator)
        let table = try #require(server.rooms[a]?.session.game.table)
        let set = try #require(SetFinder.allSets(in: table).first).map { table[$0] }
        let claimed = server.apply(.messageReceived(.claim(set), from: PeerID(1)), now: 2, using: &generator)
        #expect(Self.sent(to: 2, in: claimed).isEmpty)
        #expect(server.rooms[a]?.session.game.snapshot.players.first?.sets == 1)
        #expect(server.rooms[b]?.session.game.snapshot.players.first?.sets == 0)
        // The two rooms' decks are their own: no card dealt in one is known to the other's table.
        #expect(server.rooms[a]?.session.game.table != server.rooms[b]?.session.game.table)
    }
}
