import Foundation
import SetCore
import SetNet
import SetProtocol
import Testing

/// `set-game --serve` as a rooms server on loopback, played by protocol-level clients:
/// rooms by code in different modes at once, a restart that ends no game, and the limits,
/// each with its log line and its count in the metrics. Four minutes, not two: the full suite's
/// load has held three rooms' play for longer than two.
@Suite("Rooms server on loopback", .timeLimit(.minutes(4)))
struct RoomsServeTests {
    /// A running `set-game --serve` with its folder, log and port.
    struct Server {
        let folder: URL
        let log: URL
        let port: Int
        let process: Process

        static func start(_ arguments: [String] = [], folder: URL? = nil, port: Int? = nil) async throws -> Server {
            let folder = try folder ?? ProcessSupport.temporaryFolder()
            let log = folder.appendingPathComponent("serve-\(UUID().uuidString.prefix(8)).log")
            let port = try port ?? NetworkPlayTests.freePort()
            let process = try NetworkPlayTests.serve(["--port", "\(port)"] + arguments, folder: folder, log: log)
            let server = Server(folder: folder, log: log, port: port, process: process)
            try #require(
                await ProcessSupport.waitAsync { server.lines.first?.contains("serving on port \(port)") == true },
                "\(server.lines)")
            return server
        }

        /// The log's messages.
        var lines: [String] { NetworkPlayTests.lines(log) }
        /// The log's lines as written.
        var rawLines: [String] { NetworkPlayTests.rawLines(log) }

        func stop() async throws {
            kill(process.processIdentifier, SIGTERM)
            try #require(await ProcessSupport.waitAsync { !process.isRunning }, "--serve did not stop on SIGTERM")
        }

        func kill9() {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
    }

    /// What the server answers a hello it refuses.
    static func refusal(port: Int, hello: Hello) async throws -> String? {
        let client = try await NetClient.connect(host: "127.0.0.1", port: port, hello: hello, pingInterval: nil)
        defer { Task { await client.close() } }
        for await event in client.events {
            switch event {
            case .received(.refused(let reason)): return reason
            case .received(.welcome): return nil
            case .closed(let reason): return "closed: \(reason)"
            default: continue
            }
        }
        return nil
    }

    /// The whole HTTP/1.1 response to `GET path` on 127.0.0.1 at `port`, head and body.
    static func get(_ path: String, port: Int) throws -> String {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard connected else { throw EndToEndTests.E2EError("cannot connect to port \(port)") }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
        guard send(fd, request, request.count, 0) == request.count else { throw EndToEndTests.E2EError("send failed") }
        var response: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(fd, &chunk, chunk.count, 0)
            guard count > 0 else { break }
            response += chunk[0..<count]
        }
        return String(decoding: response, as: UTF8.self)
    }

    static func player(_ name: String) -> PlayerName {
        PlayerName(name) ?? PlayerName("Player")!
    }

    /// Plays the room of `owner` and `guest` to its end, the two taking turns to claim the first group
    /// on the table they see; returns the groups claimed, by seat, in order, and the last table.
    static func playToTheEnd(
        _ owner: inout Joiner, _ guest: inout Joiner
    ) async throws -> (claims: [(seat: Int, cards: [Card])], last: TableSnapshot) {
        owner.client.send(.start)
        var table = try await owner.snapshot { $0.started }
        var claims: [(seat: Int, cards: [Card])] = []
        var turn = 0
        while !table.gameOver {
            let found = Set(table.found.map { Set($0) })
            let sets = SetFinder.allSets(in: table.cards).map { $0.map { table.cards[$0] } }
            guard let group = sets.first(where: { !found.contains(Set($0)) }) else {
                throw EndToEndTests.E2EError("no group left on a table that is not over: \(table)")
            }
            let before = table.players.map(\.sets).reduce(0, +)
            let claimant = turn % 2 == 0 ? owner : guest
            claimant.client.send(.claim(group))
            claims.append((claimant.seat, group))
            table = try await owner.snapshot { $0.players.map(\.sets).reduce(0, +) == before + 1 }
            turn += 1
        }
        return (claims, table)
    }

    @Test func threeRoomsInThreeModesPlayToTheirEndsAndNoClaimIsHeardInAnotherRoom() async throws {
        // The rooms are played one after the other, and these players send no pings: on a busy
        // machine the last room's would be silent for longer than the protocol's 30 seconds.
        let server = try await Server.start(["--idle-seconds", "600"])
        defer { server.kill9() }
        defer { try? FileManager.default.removeItem(at: server.folder) }
        let modes: [Game.Mode] = [.solo, .sprint10, .daily]
        var rooms: [(owner: Joiner, guest: Joiner)] = []
        for (index, mode) in modes.enumerated() {
            let owner = try await Joiner.join(
                port: server.port, as: "Owner\(index)", destination: .newRoom(mode))
            let code = try #require(owner.room)
            #expect(owner.isOwner)
            // The guest types the code in lower case.
            let typed = try #require(RoomCode(code.description.lowercased()))
            let guest = try await Joiner.join(port: server.port, as: "Guest\(index)", destination: .room(typed))
            #expect(guest.room == code)
            #expect(!guest.isOwner)
            rooms.append((owner, guest))
        }
        #expect(Set(rooms.compactMap(\.owner.room)).count == 3)

        // The three games go on at once: a claim in each room in turn.
        var claims: [[(seat: Int, cards: [Card])]] = []
        var ends: [TableSnapshot] = []
        for index in rooms.indices {
            var (owner, guest) = rooms[index]
            let played = try await Self.playToTheEnd(&owner, &guest)
            claims.append(played.claims)
            ends.append(played.last)
            rooms[index] = (owner, guest)
        }
        for index in rooms.indices {
            var (owner, guest) = rooms[index]
            let ownerEnd = ends[index]
            let guestEnd = try await guest.snapshot { $0.gameOver }
            #expect(ownerEnd == guestEnd, "room \(index): the last tables differ")
            #expect(ownerEnd.mode == modes[index])
            #expect(ownerEnd.players.map(\.name.text) == ["Owner\(index)", "Guest\(index)"])
            // Every group found in a room is one claimed there, in order, and nothing else.
            let heard = owner.events.compactMap { event -> [Card]? in
                if case .setFound(_, let cards) = event { cards } else { nil }
            }
            #expect(heard == claims[index].map(\.cards), "room \(index) heard another room's group")
            await owner.client.close()
            await guest.client.close()
        }
        // Sprint 10 ends when one player has 10: the owner, claiming first, after 19 groups.
        #expect(claims[1].count == 19)
        #expect(ends[1].players.map(\.sets) == [10, 9])
        // The daily puzzle's 12 cards hold 6 Sets.
        #expect(claims[2].count == 6)
        // Each room's lines carry its code.
        for (owner, _) in rooms {
            let code = try #require(owner.room)
            #expect(server.rawLines.contains { $0.contains("room=\(code)") && $0.hasSuffix("game over") })
        }
    }

    @Test func aServerStoppedWithSIGTERMAndStartedAgainGoesOnWithTheSameScores() async throws {
        let first = try await Server.start()
        defer { first.kill9() }
        defer { try? FileManager.default.removeItem(at: first.folder) }
        var ann = try await Joiner.join(
            port: first.port, as: "Ann", password: "tea", destination: .newRoom(.solo))
        let code = try #require(ann.room)
        var bob = try await Joiner.join(port: first.port, as: "Bob", password: "tea", destination: .room(code))
        ann.client.send(.start)
        let table = try await ann.snapshot { $0.started }
        let group = try #require(SetFinder.allSets(in: table.cards).first).map { table.cards[$0] }
        bob.client.send(.claim(group))
        let scored = try await ann.snapshot { $0.players.map(\.sets).reduce(0, +) == 1 }
        _ = try await bob.snapshot { $0.players.map(\.sets).reduce(0, +) == 1 }

        try await first.stop()
        #expect(first.lines.last == "stopped: 2 rooms kept for the next start")
        await ann.client.close()
        await bob.client.close()

        let second = try await Server.start(folder: first.folder, port: first.port)
        defer { second.kill9() }
        #expect(second.lines.first?.contains("1 room taken up again") == true, "\(second.lines)")
        // Both take their seats back with their tokens, and the room keeps its password.
        let refused = try await Self.refusal(
            port: second.port, hello: Hello(name: Self.player("Eve"), destination: .room(code)))
        #expect(refused == "this room needs a password")
        var annBack = try await Joiner.join(
            port: second.port, as: "Ann", token: ann.token, password: "tea", destination: .room(code))
        let bobBack = try await Joiner.join(
            port: second.port, as: "Bob", token: bob.token, password: "tea", destination: .room(code))
        #expect(annBack.seat == ann.seat)
        #expect(bobBack.seat == bob.seat)
        #expect(annBack.isOwner)
        let resumed = try await annBack.snapshot { $0.players.allSatisfy(\.connected) && $0.players.count == 2 }
        #expect(resumed.players.map(\.score) == scored.players.map(\.score))
        #expect(resumed.players.map(\.sets) == scored.players.map(\.sets))
        #expect(resumed.cards == scored.cards)
        #expect(resumed.deckCount == scored.deckCount)
        await annBack.client.close()
        await bobBack.client.close()
        try await second.stop()
    }

    @Test func theLimitsRefuseWithTheirLogLinesAndCounts() async throws {
        let metricsPort = try NetworkPlayTests.freePort()
        // On two loops, and with a letter: the limits count across the loops, and the figures carry the letter.
        let server = try await Server.start([
            "--max-connections", "6", "--metrics-port", "\(metricsPort)", "--threads", "2", "--letter", "k",
        ])
        defer { server.kill9() }
        defer { try? FileManager.default.removeItem(at: server.folder) }

        // Four rooms from one address in ten minutes, and not a fifth.
        var codes: [RoomCode] = []
        for index in 0..<4 {
            let maker = try await Joiner.join(port: server.port, as: "Ann\(index)", destination: .newRoom(.solo))
            codes.append(try #require(maker.room))
            await maker.client.close()
        }
        #expect(codes.allSatisfy { $0.letter == "K" })
        let fifth = try await Self.refusal(
            port: server.port, hello: Hello(name: Self.player("Ann"), destination: .newRoom(.solo)))
        #expect(fifth == "4 rooms made in 10 minutes; try again later")

        // Six connections at once, and not a seventh (once the makers' have closed on the server's side).
        try #require(
            await ProcessSupport.waitAsync {
                ((try? Self.get("/metrics", port: metricsPort)) ?? "").contains("\nset_connections{letter=\"K\"} 0.0")
            })
        var held: [NetClient] = []
        for index in 0..<6 {
            let joiner = try await Joiner.join(port: server.port, as: "P\(index)", destination: .room(codes[0]))
            held.append(joiner.client)
        }
        let seventh = try await Self.refusal(port: server.port, hello: Hello(name: Self.player("Late")))
        #expect(seventh == "the server is full (6 connections); try again later")
        for client in held { await client.close() }

        // Ten wrong codes in a minute, then even the right one is refused for a minute.
        let wrong = try #require(RoomCode("ZZZZ-ZZZZ"))
        for _ in 0..<10 {
            var refused: String?
            for _ in 0..<20 {
                refused = try await Self.refusal(
                    port: server.port, hello: Hello(name: Self.player("Eve"), destination: .room(wrong)))
                if refused?.hasPrefix("the server is full") != true { break }
                try await Task.sleep(for: .milliseconds(50))
            }
            #expect(refused == "there is no room ZZZZ-ZZZZ on this server")
        }
        let blocked = try await Self.refusal(
            port: server.port, hello: Hello(name: Self.player("Eve"), destination: .room(codes[1])))
        #expect(blocked == "too many wrong room codes or passwords; try again in a minute")

        // The refusal can reach the client before the server's log line is written: wait for the line.
        _ = await ProcessSupport.waitAsync {
            server.rawLines.contains { $0.contains("refused 127.0.0.1: too_many_tries") }
        }
        let raw = server.rawLines
        #expect(raw.count { $0.contains("refused 127.0.0.1: wrong_code") } == 10)
        #expect(raw.count { $0.contains("refused 127.0.0.1: too_many_rooms") } == 1)
        #expect(raw.count { $0.contains("refused 127.0.0.1: too_many_connections") } == 1)
        #expect(raw.count { $0.contains("refused 127.0.0.1: too_many_tries") } == 1)
        #expect(server.lines.contains("127.0.0.1 gave 10 wrong codes or passwords in a minute: refused for a minute"))

        let figures = try Self.get("/metrics", port: metricsPort).split(separator: "\n").map(String.init)
        #expect(try Self.get("/other", port: metricsPort).hasPrefix("HTTP/1.1 404"))
        #expect(figures.contains(#"set_refusals_total{reason="wrong_code",letter="K"} 10"#))
        #expect(figures.contains(#"set_refusals_total{reason="too_many_rooms",letter="K"} 1"#))
        #expect(figures.contains(#"set_refusals_total{reason="too_many_connections",letter="K"} 1"#))
        #expect(figures.contains(#"set_refusals_total{reason="too_many_tries",letter="K"} 1"#))
        #expect(figures.contains(#"set_rooms{letter="K"} 5.0"#))
        #expect(figures.contains { $0.hasPrefix(#"set_claim_seconds_count{letter="K"} "#) })
        #expect(figures.contains { $0.hasPrefix(#"set_messages_total{letter="K"} "#) })
        try await server.stop()
    }
}
