import Foundation
import SetCore
import SetRecords
import Testing

/// Network games played in real windows under Xvfb, with xdotool's mouse and keyboard.
@Suite("Network play in windows under Xvfb", .timeLimit(.minutes(3)))
struct NetworkWindowTests {
    /// One player's window: its process, its X window and its trace.
    struct Window {
        let process: Process
        let id: String
        let trace: URL
        private let tail: TraceTail

        init(process: Process, id: String, trace: URL) {
            self.process = process
            self.id = id
            self.trace = trace
            tail = TraceTail(trace)
        }

        /// The trace's lines so far.
        var lines: [[String: Any]] { tail.lines() }
    }

    static func xdotool(_ x: EndToEndTests.XServer, _ arguments: [String]) async throws -> String {
        let tool = try ProcessSupport.tool("xdotool", apt: "xdotool")
        let result = try await ProcessSupport.runAsync(
            tool, arguments, environment: ["DISPLAY": x.display], timeout: 10)
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Starts `set-game` with `arguments` in a folder of its own, and finds its window and puts it at `x`, `y`.
    ///
    /// - Parameter audio: the SDL audio driver, `nil` for none (`ProcessSupport.launchGame`).
    static func open(
        _ arguments: [String], folder: URL, trace name: String, on x: EndToEndTests.XServer,
        at position: (Int, Int), audio: String? = "dummy"
    ) async throws -> Window {
        let trace = folder.appendingPathComponent("\(name).jsonl")
        let process = try ProcessSupport.launchGame(
            arguments + [
                "--size", "800x600", "--no-animation",
                "--trace", trace.path,
            ],
            folder: folder.appendingPathComponent(name), display: x.display, audio: audio)
        try #require(
            await ProcessSupport.waitAsync { !ProcessSupport.jsonLines(trace).isEmpty }, "\(name) drew no first frame")
        let found = try await xdotool(x, ["search", "--sync", "--pid", "\(process.processIdentifier)"])
        let id = try #require(found.split(separator: "\n").last.map(String.init))
        _ = try await xdotool(x, ["windowmove", "--sync", id, "\(position.0)", "\(position.1)"])
        return Window(process: process, id: id, trace: trace)
    }

    /// The table of a trace line, as cards.
    static func cards(_ line: [String: Any]) -> [Card] {
        (line["cards"] as? [[String: Any]] ?? []).compactMap { ($0["id"] as? String).flatMap(Card.init(code:)) }
    }

    static func net(_ line: [String: Any]) -> [String: Any] { line["net"] as? [String: Any] ?? [:] }

    static func players(_ line: [String: Any]) -> [[String: Any]] { net(line)["players"] as? [[String: Any]] ?? [] }

    /// Clicks the cards at `indices` of the window's latest line.
    static func click(_ indices: [Int], in window: Window, on x: EndToEndTests.XServer) async throws {
        let line = try #require(window.lines.last)
        let frames = (line["cards"] as? [[String: Any]] ?? []).map { $0["frame"] as? [Double] ?? [] }
        for index in indices {
            let f = frames[index]
            try #require(f.count == 4)
            _ = try await xdotool(
                x,
                [
                    "mousemove", "--window", window.id, "\(Int(f[0] + f[2] / 2))", "\(Int(f[1] + f[3] / 2))",
                    "click", "1",
                ])
        }
    }

    @Test func aHostAndTwoJoinersPlayAWholeGameWithTheSameTableOnEveryScreen() async throws {
        let x = try EndToEndTests.XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let port = try NetworkPlayTests.freePort()
        let host = try await Self.open(
            ["--host", "--port", "\(port)", "--seed", "7", "--name", "Hana"], folder: folder,
            trace: "hana", on: x, at: (0, 0))
        defer { kill(host.process.processIdentifier, SIGKILL) }
        try #require(await ProcessSupport.waitAsync { host.lines.contains { $0["event"] as? String == "welcome" } })
        let ann = try await Self.open(
            ["--join", "127.0.0.1:\(port)", "--name", "Ann"], folder: folder, trace: "ann",
            on: x, at: (850, 0))
        defer { kill(ann.process.processIdentifier, SIGKILL) }
        let bob = try await Self.open(
            ["--join", "127.0.0.1:\(port)", "--name", "Bob"], folder: folder, trace: "bob",
            on: x, at: (1700, 0))
        defer { kill(bob.process.processIdentifier, SIGKILL) }
        let windows = [host, ann, bob]

        // The lobby: three players and no cards, until the host presses Space.
        try #require(
            await ProcessSupport.waitAsync { windows.allSatisfy { Self.players($0.lines.last ?? [:]).count == 3 } })
        #expect(Self.cards(host.lines.last ?? [:]).isEmpty)
        #expect(Self.net(host.lines.last ?? [:])["lobby"] as? Bool == true)
        _ = try await Self.xdotool(x, ["key", "--window", host.id, "space"])
        try #require(
            await ProcessSupport.waitAsync { windows.allSatisfy { Self.cards($0.lines.last ?? [:]).count == 12 } })

        // Each player in turn takes a Set they see; after it, all three screens show the same table.
        var found = [0, 0, 0]
        var round = 0
        while round < 40 {
            let player = round % 3
            let line = try #require(windows[player].lines.last)
            if line["gameOver"] as? Bool == true { break }
            let table = Self.cards(line)
            let set = try #require(SetFinder.firstSet(in: table), "a table without a Set while the game goes on")
            try await Self.click(set, in: windows[player], on: x)
            round += 1
            let synced = await ProcessSupport.waitAsync {
                let lasts = windows.compactMap { $0.lines.last }
                return lasts.count == 3 && lasts.allSatisfy { $0["matched"] as? Int == round }
                    && Set(lasts.map { Self.cards($0).map(\.code).joined(separator: " ") }).count == 1
            }
            try #require(synced, "after Set \(round) the screens differ")
            found[player] += 1
        }
        for window in windows {
            try #require(await ProcessSupport.waitAsync { window.lines.last?["gameOver"] as? Bool == true })
        }

        // Every line of every trace against the rules.
        for (n, window) in windows.enumerated() {
            let lines = window.lines
            // From the deal on: before it the window is connecting, or in the lobby with no cards.
            for line in lines
            where Self.net(line)["connection"] as? String == "seated"
                && Self.net(line)["lobby"] as? Bool == false
            {
                let table = Self.cards(line)
                let matched = line["matched"] as? Int ?? -1
                #expect(Set(table).count == table.count)
                #expect(table.count + (line["deck"] as? Int ?? -1) + 3 * matched == 81, "\(line)")
                #expect(Self.players(line).compactMap { $0["sets"] as? Int }.reduce(0, +) == matched)
                // No Deal, Hint, Undo or New Game in a network game.
                #expect((line["buttons"] as? [String: Any])?.isEmpty == true)
                let detail = line["detail"] as? String ?? ""
                if let range = detail.range(of: "found ") {
                    let cards = detail[range.upperBound...].split(separator: " ").compactMap { Card(code: String($0)) }
                    #expect(cards.count == 3 && Card.isSet(cards), "\(detail)")
                    #expect(!cards.contains { table.contains($0) })
                }
            }
            let last = try #require(lines.last)
            #expect(last["deck"] as? Int == 0)
            #expect(SetFinder.firstSet(in: Self.cards(last)) == nil)
            #expect(Self.net(last)["you"] as? Int == n)
            let scores = Self.players(last).map { ($0["score"] as? Int ?? -1, $0["sets"] as? Int ?? -1) }
            #expect(scores.map(\.0) == found)
            #expect(scores.map(\.1) == found)
            #expect(lines.filter { $0["event"] as? String == "setFound" }.count == found[n])
            #expect(
                lines.filter {
                    $0["event"] as? String == "remote" && ($0["detail"] as? String ?? "").contains(" found ")
                }
                .count == round - found[n])
        }
        // Each window recorded the game with every player's finds, by seat.
        for (n, name) in ["hana", "ann", "bob"].enumerated() {
            let path = folder.appendingPathComponent("\(name)/data/set-game/games.sqlite").path
            let database = try GameDatabase(path: path)
            let id = try #require(try database.pastGames().first?.id, "\(name) recorded no game")
            let record = try #require(try database.record(id))
            #expect(record.players == ["Hana", "Ann", "Bob"], "\(name)")
            #expect(record.result == .finished, "\(name)")
            #expect((0..<3).map { seat in record.finds.count { $0.player == seat } } == found, "\(name)")
            #expect(throws: Never.self) { try record.validate() }
            #expect(windows[n].lines.last?["gameId"] as? Int == Int(id))
        }
        try await Self.checkTheEnd(of: windows, found: found, names: ["Hana", "Ann", "Bob"], on: x)
    }

    /// The frame of a button a trace line lists (`gameOverPanel` or `overlayButtons`), as its centre.
    static func centre(of name: String, in buttons: [String: Any]?) -> (Int, Int)? {
        let entry = buttons?[name]
        let frame = (entry as? [Double]) ?? ((entry as? [String: Any])?["frame"] as? [Double]) ?? []
        guard frame.count == 4 else { return nil }
        return (Int(frame[0] + frame[2] / 2), Int(frame[1] + frame[3] / 2))
    }

    static func press(_ point: (Int, Int), in window: Window, on x: EndToEndTests.XServer) async throws {
        _ = try await xdotool(x, ["mousemove", "--window", window.id, "\(point.0)", "\(point.1)", "click", "1"])
    }

    /// A finished game's panel shows the same places on every screen; the host's Play
    /// again deals a new game to the same three from zero; the third player leaves from
    /// the menu during play, and the seat is gone from the others' screens at once.
    ///
    /// - Parameter deckSize: the cards of the mode's deck (table and deck add up to it in a new game), nil for no such count.
    static func checkTheEnd(
        of windows: [Window], found: [Int], names: [String], on x: EndToEndTests.XServer, deckSize: Int? = 81
    ) async throws {
        // Places by points: one more than the players ahead, so a tie shares its place.
        let expected = (0..<3).map { seat in
            (place: 1 + found.filter { $0 > found[seat] }.count, seat: seat)
        }
        .sorted { ($0.place, $0.seat) < ($1.place, $1.seat) }
        .map { "\($0.place) \(names[$0.seat]) \(found[$0.seat]) \(found[$0.seat])" }
        func places(_ window: Window) -> [String] {
            (net(window.lines.last ?? [:])["gameOver"] as? [[String: Any]] ?? []).map {
                "\($0["place"] as? Int ?? 0) \($0["name"] as? String ?? "") \($0["sets"] as? Int ?? -1) "
                    + "\($0["score"] as? Int ?? -1)"
            }
        }
        for window in windows {
            try #require(
                await ProcessSupport.waitAsync { places(window) == expected }, "\(places(window)) against \(expected)")
        }
        // The panel's own frame, and one entry per button.
        func panelButtons(_ window: Window) -> [String: Any]? {
            (window.lines.last?["gameOverPanel"] as? [String: Any])?.filter { $0.key != "frame" && $0.key != "lines" }
        }
        #expect(panelButtons(windows[0]).map { Set($0.keys) } == ["playAgain", "leave"])
        #expect(panelButtons(windows[1]).map { Set($0.keys) } == ["leave"])

        // Play again, on the host's panel: a new game for the same three, every score zero.
        let again = try #require(centre(of: "playAgain", in: panelButtons(windows[0])))
        try await press(again, in: windows[0], on: x)
        for window in windows {
            let dealt = await ProcessSupport.waitAsync {
                let line = window.lines.last ?? [:]
                return line["gameOver"] as? Bool == false && line["matched"] as? Int == 0
                    && (line["cards"] as? [Any])?.isEmpty == false
                    && players(line).map { $0["score"] as? Int } == [0, 0, 0]
            }
            try #require(dealt, "no new game in \(window.trace.lastPathComponent)")
            #expect(window.lines.last?["gameOverPanel"] == nil)
        }
        #expect(windows[0].lines.contains { $0["event"] as? String == "playAgain" })
        #expect(windows[1].lines.contains { ($0["detail"] as? String) == "a new game was dealt" })
        let tables = windows.map { cards($0.lines.last ?? [:]).map(\.code).joined(separator: " ") }
        #expect(Set(tables).count == 1)
        if let deckSize {
            let last = windows[0].lines.last ?? [:]
            #expect((last["cards"] as? [Any] ?? []).count + (last["deck"] as? Int ?? 0) == deckSize)
        }

        // Leave, from the menu during play: the seat is gone from everyone's players at once.
        let leaver = windows[2]
        _ = try await xdotool(x, ["key", "--window", leaver.id, "F10"])
        try #require(await ProcessSupport.waitAsync { leaver.lines.last?["overlay"] as? String == "menu" })
        let leave = try #require(centre(of: "leave", in: leaver.lines.last?["overlayButtons"] as? [String: Any]))
        try await press(leave, in: leaver, on: x)
        try #require(await ProcessSupport.waitAsync { leaver.lines.contains { $0["event"] as? String == "leave" } })
        #expect(await ProcessSupport.waitAsync { net(leaver.lines.last ?? [:])["connection"] as? String == "gone" })
        for window in windows.prefix(2) {
            let gone = await ProcessSupport.waitAsync {
                players(window.lines.last ?? [:]).compactMap { $0["seat"] as? Int } == [0, 1]
            }
            try #require(gone, "seat 2 still shown in \(window.trace.lastPathComponent)")
            #expect(window.lines.last?["message"] as? String == "\(names[2]) left")
        }
    }

    @Test func aJoinerKilledWithSIGKILLRejoinsAndKeepsItsScore() async throws {
        let x = try EndToEndTests.XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let port = try NetworkPlayTests.freePort()
        let log = folder.appendingPathComponent("serve.log")
        let server = try NetworkPlayTests.serve(["--port", "\(port)", "--seed", "11"], folder: folder, log: log)
        defer { if server.isRunning { kill(server.processIdentifier, SIGKILL) } }
        try #require(await ProcessSupport.waitAsync { !NetworkPlayTests.lines(log).isEmpty })

        let ann = try await Self.open(
            ["--join", "127.0.0.1:\(port)", "--name", "Ann"], folder: folder, trace: "ann",
            on: x, at: (0, 0))
        try #require(await ProcessSupport.waitAsync { Self.cards(ann.lines.last ?? [:]).count >= 12 })
        let set = try #require(SetFinder.firstSet(in: Self.cards(ann.lines.last ?? [:])))
        try await Self.click(set, in: ann, on: x)
        try #require(await ProcessSupport.waitAsync { ann.lines.contains { $0["event"] as? String == "setFound" } })
        kill(ann.process.processIdentifier, SIGKILL)
        try #require(
            await ProcessSupport.waitAsync {
                NetworkPlayTests.lines(log).contains("seat 0 (Ann) dropped; the seat is kept")
            })

        // The same machine's token takes seat 0 back, with its point.
        let again = try await Self.open(
            ["--join", "127.0.0.1:\(port)", "--name", "Ann"], folder: folder, trace: "ann",
            on: x, at: (0, 0))
        defer { kill(again.process.processIdentifier, SIGKILL) }
        try #require(
            await ProcessSupport.waitAsync { NetworkPlayTests.lines(log).contains("seat 0 (Ann) reconnected") })
        try #require(
            await ProcessSupport.waitAsync {
                let last = again.lines.last ?? [:]
                return Self.net(last)["you"] as? Int == 0 && Self.players(last).count == 1
                    && Self.players(last).first?["connected"] as? Bool == true
            })
        let last = try #require(again.lines.last)
        #expect(Self.players(last).first?["score"] as? Int == 1)
        #expect(Self.players(last).first?["sets"] as? Int == 1)
        #expect(last["score"] as? Int == 1)
        #expect(Self.cards(last).count >= 12)
        #expect(!NetworkPlayTests.lines(log).contains { $0.contains("seat 1") })
    }
}
