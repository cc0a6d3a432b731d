import Foundation
import SetCore
import SetNet
import SetProtocol
import Testing

/// Network games on loopback with the built `set-game`: `--serve` and `--host` as hosts,
/// windows under Xvfb and protocol-level clients as players. Each test has its own
/// ports, folders and display, so the suites run beside the others.
@Suite("Network play on loopback", .timeLimit(.minutes(2)))
struct NetworkPlayTests {
    /// A port nobody listens on now (the system's choice for a socket bound and closed at once), free
    /// at every address as a server's wildcard bind needs it, not only at 127.0.0.1.
    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = INADDR_ANY
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard bound else { throw EndToEndTests.E2EError("no free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// `set-game --serve` with its files in `folder` and its standard output in `log`.
    static func serve(_ arguments: [String], folder: URL, log: URL) throws -> Process {
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let process = Process()
        process.executableURL = ProcessSupport.setGame
        process.arguments = ["--serve"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = folder.appendingPathComponent("state").path
        environment["XDG_DATA_HOME"] = folder.appendingPathComponent("data").path
        process.environment = environment
        process.standardOutput = try FileHandle(forWritingTo: log)
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// The log's lines, each a swift-log line's message only (`seat 0 (Ann) joined`, without the
    /// time, level, label, metadata and source that come before it).
    static func lines(_ log: URL) -> [String] {
        rawLines(log).map { line in
            guard let source = line.range(of: "] "), line.first?.isNumber == true else { return line }
            return String(line[source.upperBound...])
        }
    }

    /// The log's lines as written.
    static func rawLines(_ log: URL) -> [String] {
        ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test func twoJoinersTakeTheSameSetAndExactlyOneScoresAndServeStopsOnSIGTERM() async throws {
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("serve.log")
        let port = try Self.freePort()
        let server = try Self.serve(["--port", "\(port)", "--seed", "2026"], folder: folder, log: log)
        defer { if server.isRunning { kill(server.processIdentifier, SIGKILL) } }
        try #require(
            await ProcessSupport.waitAsync { Self.lines(log).first?.hasPrefix("serving on port \(port)") == true },
            "\(Self.lines(log))")

        var ann = try await Joiner.join(port: port, as: "Ann")
        var bob = try await Joiner.join(port: port, as: "Bob")
        let table = try await ann.snapshot { $0.players.count == 2 }
        _ = try await bob.snapshot { $0.players.count == 2 }
        let set = try #require(SetFinder.firstSet(in: table.cards)).map { table.cards[$0] }

        // Back to back, so both are on their way before either is answered on any but a stalled run; which
        // of them the host takes first is not asserted, only that exactly one scores.
        ann.client.send(.claim(set))
        bob.client.send(.claim(set))

        let annSaw = try await ann.snapshot { $0.players.map(\.sets).reduce(0, +) == 1 }
        let bobSaw = try await bob.snapshot { $0.players.map(\.sets).reduce(0, +) == 1 }
        #expect(annSaw == bobSaw)
        #expect(annSaw.players.map(\.score).sorted() == [0, 1])
        let winner = try #require(annSaw.players.first { $0.score == 1 }?.seat)
        let loser = winner == ann.seat ? bob : ann
        #expect(ann.events.contains(.setFound(seat: winner, cards: set)))
        #expect(bob.events.contains(.setFound(seat: winner, cards: set)))
        // The second claim reached a table without those cards: too late, for its sender only.
        var late = loser
        let lateSeat = late.seat
        _ = try await late.event { $0 == .tooLate(seat: lateSeat) }
        #expect(!(winner == ann.seat ? ann : bob).events.contains { if case .tooLate = $0 { true } else { false } })
        #expect(Self.lines(log).filter { $0.contains(" found ") }.count == 1)

        await ann.client.close()
        await bob.client.close()
        kill(server.processIdentifier, SIGTERM)
        try #require(await ProcessSupport.waitAsync { !server.isRunning }, "--serve did not stop on SIGTERM")
        #expect(server.terminationReason == .exit)
        #expect(server.terminationStatus == 0)
        let logged = Self.lines(log)
        #expect(logged.contains("seat 0 (Ann) joined"))
        #expect(logged.contains("seat 1 (Bob) joined"))
        #expect(logged.last == "stopped: 1 room kept for the next start")
        // The game is kept for a later --serve or --host to take up.
        #expect(FileManager.default.fileExists(atPath: folder.path + "/state/set-game/host-game.json"))
    }
}

extension NetworkPlayTests {
    @Test func aHostKilledWithSIGKILLResumesItsGameAndThePlayersTakeTheirSeatsBack() async throws {
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("serve.log")
        let port = try Self.freePort()
        let first = try Self.serve(["--port", "\(port)", "--seed", "99"], folder: folder, log: log)
        defer { if first.isRunning { kill(first.processIdentifier, SIGKILL) } }
        try #require(await ProcessSupport.waitAsync { !Self.lines(log).isEmpty })
        var ann = try await Joiner.join(port: port, as: "Ann")
        var bob = try await Joiner.join(port: port, as: "Bob")
        let table = try await ann.snapshot { $0.players.count == 2 }
        let set = try #require(SetFinder.firstSet(in: table.cards)).map { table.cards[$0] }
        bob.client.send(.claim(set))
        let before = try await bob.snapshot { $0.players.last?.score == 1 }
        // The autosave follows each player event in the background: wait for the Set to be on disk.
        let saved = folder.appendingPathComponent("state/set-game/host-game.json")
        try #require(
            await ProcessSupport.waitAsync {
                ((try? String(contentsOf: saved, encoding: .utf8)) ?? "").contains("\"sets\" : 1")
            })
        kill(first.processIdentifier, SIGKILL)
        _ = try? await ann.snapshot { _ in false }
        await ann.client.close()
        await bob.client.close()

        // No seed: the autosave's game, with both seats kept for their tokens.
        let second = try Self.serve(["--port", "\(port)"], folder: folder, log: log)
        defer { if second.isRunning { kill(second.processIdentifier, SIGKILL) } }
        try #require(
            await ProcessSupport.waitAsync { Self.lines(log).last?.contains("(resumed)") == true }, "\(Self.lines(log))"
        )
        var bobAgain = try await Joiner.join(port: port, as: "Bob", token: bob.token)
        #expect(bobAgain.seat == 1)
        let after = try await bobAgain.snapshot { _ in true }
        #expect(after.cards == before.cards)
        #expect(after.deckCount == before.deckCount)
        #expect(after.players.map(\.name.text) == ["Ann", "Bob"])
        #expect(after.players.map(\.score) == [0, 1])
        #expect(after.players.map(\.connected) == [false, true])
        await bobAgain.client.close()
        kill(second.processIdentifier, SIGTERM)
        #expect(await ProcessSupport.waitAsync { !second.isRunning })
        #expect(second.terminationStatus == 0)
    }
}

/// A protocol-level player: a `NetClient` and what it has heard.
struct Joiner {
    let client: NetClient
    let seat: Int
    let token: SeatToken
    /// The room joined or made on a rooms server, and whether this player owns it.
    var room: RoomCode?
    var isOwner = false
    private var iterator: AsyncStream<NetClientEvent>.Iterator
    private(set) var events: [TableEvent] = []

    init(client: NetClient, seat: Int, token: SeatToken, iterator: AsyncStream<NetClientEvent>.Iterator) {
        self.client = client
        self.seat = seat
        self.token = token
        self.iterator = iterator
    }

    /// Joins the server on `port` as `name`: its open table, a room by code, or a new room.
    static func join(
        port: Int, as name: String, token: SeatToken? = nil, password: String? = nil,
        destination: Hello.Destination = .openTable
    ) async throws -> Joiner {
        guard let player = PlayerName(name) else { throw EndToEndTests.E2EError("bad name \(name)") }
        let client = try await NetClient.connect(
            host: "127.0.0.1", port: port,
            hello: Hello(name: player, password: password, seatToken: token, destination: destination),
            pingInterval: nil)
        var iterator = client.events.makeAsyncIterator()
        var room: (code: RoomCode, owner: Bool)?
        while true {
            switch await iterator.next() {
            case .received(.room(let code, let owner))?:
                room = (code, owner)
            case .received(.welcome(let seat, let token))?:
                var joiner = Joiner(client: client, seat: seat, token: token, iterator: iterator)
                joiner.room = room?.code
                joiner.isOwner = room?.owner ?? false
                return joiner
            case .received(.refused(let reason))?:
                throw EndToEndTests.E2EError("\(name) was refused: \(reason)")
            default:
                throw EndToEndTests.E2EError("\(name) was not welcomed")
            }
        }
    }

    /// The first table from now on that satisfies `condition`.
    mutating func snapshot(where condition: (TableSnapshot) -> Bool) async throws -> TableSnapshot {
        while let event = await iterator.next() {
            switch event {
            case .received(.table(let table)) where condition(table): return table
            case .received(.event(let event)): events.append(event)
            case .closed(let reason): throw EndToEndTests.E2EError("closed: \(reason)")
            default: break
            }
        }
        throw EndToEndTests.E2EError("the events ended")
    }

    /// The first event heard so far or from now on that satisfies `condition`.
    mutating func event(where condition: (TableEvent) -> Bool) async throws -> TableEvent {
        if let heard = events.first(where: condition) { return heard }
        while let event = await iterator.next() {
            switch event {
            case .received(.event(let event)):
                events.append(event)
                if condition(event) { return event }
            case .closed(let reason): throw EndToEndTests.E2EError("closed: \(reason)")
            default: break
            }
        }
        throw EndToEndTests.E2EError("the events ended")
    }
}
