import Foundation
import SetCore
import SetNet
import SetProtocol
import SetTable
import Testing

/// One `set-game --serve` with three rooms at once, each in its own mode, made and joined by
/// code from real windows under Xvfb and played to their ends: the two screens of a room agree
/// after every group, and nothing of one room shows in another.
@Suite("Rooms by code, in windows under Xvfb", .timeLimit(.minutes(4)))
struct RoomsWindowTests {
    typealias Window = NetworkWindowTests.Window

    static let modes: [Game.Mode] = [.daily, .sprint10, .junior]

    /// A room's two windows, its code and its mode.
    struct Room {
        var mode: Game.Mode
        var code: String
        var owner: Window
        var guest: Window
        var found = [0, 0]
        var rounds = 0
        var windows: [Window] { [owner, guest] }
        var isOver: Bool { windows.allSatisfy { $0.lines.last?["gameOver"] as? Bool == true } }
    }

    static func net(_ window: Window) -> [String: Any] { NetworkWindowTests.net(window.lines.last ?? [:]) }

    @Test func threeRoomsInThreeModesArePlayedToTheirEndsByWindowsThatJoinedByCode() async throws {
        let x = try EndToEndTests.XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try await RoomsServeTests.Server.start(folder: folder)
        defer { server.kill9() }
        let (port, log) = (server.port, server.log)

        var rooms: [Room] = []
        defer { for room in rooms { for window in room.windows { kill(window.process.processIdentifier, SIGKILL) } } }
        for (index, mode) in Self.modes.enumerated() {
            let owner = try await NetworkWindowTests.open(
                [
                    "--server", "127.0.0.1:\(port)", "--create", "--mode", mode.rawValue, "--name", "Owner\(index)",
                ], folder: folder, trace: "owner\(index)", on: x, at: (810 * index, 0))
            try #require(
                await ProcessSupport.waitAsync {
                    Self.net(owner)["room"] is String && Self.net(owner)["owner"] as? Bool == true
                },
                "room \(index) was not made")
            let code = try #require(Self.net(owner)["room"] as? String)
            #expect(owner.lines.last?["buttons"].flatMap { ($0 as? [String: Any])?["copyCode"] } != nil)
            // The guest types the code in lower case and without its dash.
            let typed = code.lowercased().replacingOccurrences(of: "-", with: "")
            let guest = try await NetworkWindowTests.open(
                ["--server", "127.0.0.1:\(port)", "--room", typed, "--name", "Guest\(index)"], folder: folder,
                trace: "guest\(index)", on: x, at: (810 * index, 640))
            try #require(
                await ProcessSupport.waitAsync {
                    NetworkWindowTests.players(guest.lines.last ?? [:]).count == 2
                        && NetworkWindowTests.players(owner.lines.last ?? [:]).count == 2
                }, "room \(index): the guest never sat down")
            #expect(Self.net(guest)["room"] as? String == code)
            #expect(Self.net(guest)["owner"] as? Bool == false)
            #expect(Self.net(guest)["mode"] as? String == mode.rawValue)
            rooms.append(Room(mode: mode, code: code, owner: owner, guest: guest))
        }
        #expect(Set(rooms.map(\.code)).count == 3)

        // Only the owner deals: the guest's Space is refused with a line, the owner's starts the game.
        _ = try await NetworkWindowTests.xdotool(x, ["key", "--window", rooms[0].guest.id, "space"])
        try await Task.sleep(for: .milliseconds(300))
        #expect(Self.net(rooms[0].guest)["lobby"] as? Bool == true)
        for room in rooms {
            _ = try await NetworkWindowTests.xdotool(x, ["key", "--window", room.owner.id, "space"])
        }
        for room in rooms {
            try #require(
                await ProcessSupport.waitAsync {
                    room.windows.allSatisfy { ($0.lines.last?["cards"] as? [Any])?.isEmpty == false }
                }, "\(room.mode) was never dealt")
        }

        // A group in each room in turn, until every room is over.
        var turn = 0
        while rooms.contains(where: { !$0.isOver }), turn < 200 {
            let index = turn % rooms.count
            turn += 1
            var room = rooms[index]
            guard !room.isOver else { continue }
            // The sprint's owner takes every group, so it ends after 10; the others take turns.
            let player = room.mode == .sprint10 ? 0 : room.rounds % 2
            let window = room.windows[player]
            let line = try #require(window.lines.last)
            if line["gameOver"] as? Bool == true { continue }
            let group = try #require(
                NetworkModeWindowTests.group(in: line, mode: room.mode), "\(room.mode): no group while it goes on")
            try await NetworkModeWindowTests.click(group, in: window, on: x)
            room.rounds += 1
            room.found[player] += 1
            let rounds = room.rounds
            let windows = room.windows
            let synced = await ProcessSupport.waitAsync {
                let lasts = windows.compactMap { $0.lines.last }
                return lasts.count == 2 && lasts.allSatisfy { $0["matched"] as? Int == rounds }
                    && Set(lasts.map { NetworkWindowTests.cards($0).map(\.code).joined(separator: " ") }).count == 1
            }
            try #require(synced, "\(room.mode): after group \(rounds) the room's two screens differ")
            rooms[index] = room
            // The other rooms' screens count only their own groups.
            for other in rooms where other.code != room.code {
                for window in other.windows {
                    #expect((window.lines.last?["matched"] as? Int ?? 0) == other.rounds)
                }
            }
        }
        for room in rooms {
            try #require(
                await ProcessSupport.waitAsync { room.isOver }, "\(room.mode) never ended on both screens")
            let ends = room.windows.compactMap { Self.net($0)["gameOver"] as? [[String: Any]] }
            #expect(ends.count == 2)
            #expect(
                ends.map { $0.map { "\($0["name"] ?? "")=\($0["sets"] ?? "")" } }.dropFirst().first
                    == ends.first.map { $0.map { "\($0["name"] ?? "")=\($0["sets"] ?? "")" } })
        }
        #expect(rooms[0].rounds == DailyPuzzle.setCount)
        #expect(rooms[1].found[0] == 10)
        // Each room's groups are in the server's log under its own code, and only there.
        let raw = NetworkPlayTests.rawLines(log)
        for room in rooms {
            let found = raw.filter { $0.contains("room=\(room.code)") && $0.contains(" found ") }
            #expect(found.count == room.rounds, "\(room.mode): \(found.count) groups in the log")
        }
    }
}

extension RoomsWindowTests {
    @Test func aServerRestartedWithSIGTERMMidGameGetsItsWindowsBackWithTheSameScores() async throws {
        let x = try EndToEndTests.XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try await RoomsServeTests.Server.start(folder: folder)
        defer { first.kill9() }
        let port = first.port

        let owner = try await NetworkWindowTests.open(
            ["--server", "127.0.0.1:\(port)", "--create", "--mode", "daily", "--name", "Ann"], folder: folder,
            trace: "ann", on: x, at: (0, 0))
        try #require(await ProcessSupport.waitAsync { Self.net(owner)["room"] is String })
        let code = try #require(Self.net(owner)["room"] as? String)
        let guest = try await NetworkWindowTests.open(
            ["--server", "127.0.0.1:\(port)", "--room", code, "--name", "Bob"], folder: folder, trace: "bob", on: x,
            at: (820, 0))
        let windows = [owner, guest]
        defer { for window in windows { kill(window.process.processIdentifier, SIGKILL) } }
        try #require(
            await ProcessSupport.waitAsync {
                windows.allSatisfy { NetworkWindowTests.players($0.lines.last ?? [:]).count == 2 }
            })
        _ = try await NetworkWindowTests.xdotool(x, ["key", "--window", owner.id, "space"])
        try #require(
            await ProcessSupport.waitAsync {
                windows.allSatisfy { ($0.lines.last?["cards"] as? [Any])?.isEmpty == false }
            })
        func play(_ round: Int) async throws {
            let window = windows[round % 2]
            let line = try #require(window.lines.last)
            let group = try #require(NetworkModeWindowTests.group(in: line, mode: .daily))
            try await NetworkModeWindowTests.click(group, in: window, on: x)
            try #require(
                await ProcessSupport.waitAsync {
                    windows.allSatisfy { $0.lines.last?["matched"] as? Int == round + 1 }
                },
                "group \(round + 1) did not reach both screens")
        }
        try await play(0)
        try await play(1)
        let scores = NetworkWindowTests.players(owner.lines.last ?? [:]).map {
            "\($0["name"] ?? "")=\($0["score"] ?? "")"
        }

        // The server stops with SIGTERM, keeping the room, and starts again on the same port.
        try await first.stop()
        #expect(first.lines.last == "stopped: 2 rooms kept for the next start")
        for window in windows {
            try #require(
                await ProcessSupport.waitAsync { Self.net(window)["connection"] as? String == "reconnecting" },
                "\(window.trace.lastPathComponent) never noticed the server had gone")
        }
        let second = try await RoomsServeTests.Server.start(folder: folder, port: port)
        defer { second.kill9() }
        for window in windows {
            try #require(
                await ProcessSupport.waitAsync(timeout: 30) {
                    Self.net(window)["connection"] as? String == "seated"
                        && NetworkWindowTests.players(window.lines.last ?? [:]).allSatisfy {
                            $0["connected"] as? Bool == true
                        }
                }, "\(window.trace.lastPathComponent) did not take its seat back")
            #expect(Self.net(window)["room"] as? String == code)
        }
        #expect(Self.net(owner)["owner"] as? Bool == true)
        let back = NetworkWindowTests.players(owner.lines.last ?? [:]).map {
            "\($0["name"] ?? "")=\($0["score"] ?? "")"
        }
        #expect(back == scores)
        try await play(2)
        try await second.stop()
    }
}
