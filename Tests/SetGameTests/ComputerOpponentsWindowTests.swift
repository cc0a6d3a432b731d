import Foundation
import SetCore
import SetNet
import SetOpponents
import SetProtocol
import Testing

/// Games against three expert computer players, each in a real window under Xvfb played to its end, with
/// the window's player claiming too, at a quick player's pace, between the computers' claims.
@Suite("Against the computer, in windows under Xvfb", .timeLimit(.minutes(5)))
struct ComputerOpponentsWindowTests {
    typealias Window = NetworkWindowTests.Window

    /// The modes the issue names: the classic game, a larger group, a chain, cards face down, a race and a clock.
    static let modes: [Game.Mode] = [.solo, .ultra, .chain, .memory, .sprint10, .timed]

    @Test(arguments: modes)
    func aGameAgainstThreeExpertsIsPlayedToItsEndAndRated(mode: Game.Mode) async throws {
        let x = try EndToEndTests.XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let window = try await NetworkWindowTests.open(
            ["--opponents", "3", "--level", "expert", "--mode", mode.rawValue, "--seed", "5", "--name", "Ann"],
            folder: folder, trace: "ann", on: x, at: (0, 0))
        defer { kill(window.process.processIdentifier, SIGKILL) }
        // Seated at once after the three computers, and the game starts without a lobby.
        try #require(
            await ProcessSupport.waitAsync {
                let line = window.lines.last ?? [:]
                return NetworkWindowTests.net(line)["lobby"] as? Bool == false
                    && (line["cards"] as? [Any])?.isEmpty == false
            }, "\(mode): the game never started")
        let first = try #require(window.lines.last)
        #expect(NetworkWindowTests.net(first)["you"] as? Int == 3)
        let players = first["players"] as? [[String: Any]] ?? []
        #expect(players.map { $0["bot"] as? String } == ["expert", "expert", "expert", nil], "\(players)")
        #expect(players.map { $0["you"] as? Bool } == [nil, nil, nil, true])
        #expect(players.map { $0["name"] as? String } == ["Ada", "Alan", "Grace", "Ann"])
        #expect(players.prefix(3).allSatisfy { $0["rating"] as? Int == ComputerLevel.expert.rating(in: mode) })

        // Ann claims too, now and then: a group from what her screen shows, its cards clicked 100 ms apart,
        // whatever the computers take meanwhile. Memory's face-down cards she leaves to them.
        let started = Date()
        var tries = 0
        while window.lines.last?["gameOver"] as? Bool != true, Date().timeIntervalSince(started) < 200 {
            try await Task.sleep(for: .milliseconds(1_500))
            guard !mode.variant.dealsFaceDown, tries < 8,
                let line = window.lines.last, line["gameOver"] as? Bool != true,
                let group = NetworkModeWindowTests.group(in: line, mode: mode)
            else { continue }
            tries += 1
            let frames = NetworkModeWindowTests.frames(line)
            for card in group {
                guard let f = frames[card.code] else { break }
                try await NetworkWindowTests.press((Int(f[0] + f[2] / 2), Int(f[1] + f[3] / 2)), in: window, on: x)
                try await Task.sleep(for: .milliseconds(100))
            }
        }
        try #require(
            await ProcessSupport.waitAsync(timeout: 30) {
                window.lines.contains { $0["event"] as? String == "rated" }
            }, "\(mode): no rated line after the game")
        try NetworkModeWindowTests.checkLines(of: window, mode: mode)

        // Every computer claim is a line of its own, naming the player and the cards.
        let claims = window.lines.filter {
            $0["event"] as? String == "remote" && ($0["detail"] as? String ?? "").contains(" found ")
        }
        let finders = Set(claims.compactMap { ($0["detail"] as? String)?.split(separator: " ").first.map(String.init) })
        #expect(!finders.intersection(["Ada", "Alan", "Grace"]).isEmpty, "\(finders)")
        let end = try #require(window.lines.last { $0["gameOver"] as? Bool == true })
        let sets = (end["players"] as? [[String: Any]] ?? []).map { $0["sets"] as? Int ?? 0 }
        #expect(sets.count == 4 && sets.reduce(0, +) == end["matched"] as? Int)
        switch mode.variant.end {
        case .groupsFound(let target): #expect(sets.max() == target)
        case .timeLimit: #expect(end["remaining"] as? Double == 0 || end["remaining"] as? Int == 0)
        case .deckExhausted, .tableSolved: #expect(end["deck"] as? Int == 0)
        }

        // The rating: from 1200, the first rated game in the mode, moved by the formula.
        let rated = try #require(window.lines.first { $0["event"] as? String == "rated" })
        let rating = try #require(rated["rating"] as? [String: Any])
        #expect(rating["mode"] as? String == mode.rawValue)
        #expect(rating["before"] as? Int == 1200 && rating["games"] as? Int == 1)
        let expert = Double(ComputerLevel.expert.rating(in: mode))
        let strengths = [expert, expert, expert, 1200].map { pow(10, $0 / 800) }
        let expected =
            1200 + 256 / 1.05 * (Double(sets[3]) / Double(sets.reduce(0, +)) - strengths[3] / strengths.reduce(0, +))
        #expect(rating["after"] as? Int == Int(expected.rounded()), "\(rating) against \(expected)")

        // The panel: every player's place, the winner first, and the rating's change.
        let panel = try #require(
            window.lines.last { ($0["gameOverPanel"] as? [String: Any])?["lines"] != nil }?["gameOverPanel"]
                as? [String: Any])
        let lines = panel["lines"] as? [String] ?? []
        #expect(lines.count == 5, "\(lines)")
        #expect(lines.first?.hasPrefix("1. ") == true)
        #expect(lines.contains { $0.contains("Ann (you)") })
        let after = rating["after"] as? Int ?? 0
        let change = after - 1200
        let sign = change > 0 ? "+" : change < 0 ? "\u{2212}" : "\u{B1}"
        #expect(lines.last == "Rating \(after) (\(sign)\(abs(change)))", "\(lines)")
        // Kept in the games database beside the game, which names its computers.
        let database = folder.appendingPathComponent("ann/data/set-game/games.sqlite").path
        #expect(FileManager.default.fileExists(atPath: database))
    }

    /// A host with one expert computer player at its table, and a joiner: both windows show the same three
    /// players, the computer with its mark, and the same table after every group, the computer's claims too;
    /// at the end the host's Play again deals the three of them a new game.
    @Test func aHostedTableWithAComputerPlayerAndAJoiner() async throws {
        let x = try EndToEndTests.XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let port = try NetworkPlayTests.freePort()
        let host = try await NetworkWindowTests.open(
            [
                "--host", "--port", "\(port)", "--opponents", "1", "--level", "expert", "--mode", "sprint10", "--new",
                "--seed", "8", "--name", "Hana",
            ],
            folder: folder, trace: "hana", on: x, at: (0, 0))
        defer { kill(host.process.processIdentifier, SIGKILL) }
        let joiner = try await NetworkWindowTests.open(
            ["--join", "127.0.0.1:\(port)", "--name", "Bob"], folder: folder, trace: "bob", on: x, at: (850, 0))
        defer { kill(joiner.process.processIdentifier, SIGKILL) }
        let windows = [host, joiner]
        func players(_ window: Window) -> [String] {
            NetworkWindowTests.players(window.lines.last ?? [:]).map {
                ($0["name"] as? String ?? "") + (($0["bot"] as? String).map { " [\($0)]" } ?? "")
            }
        }
        try #require(
            await ProcessSupport.waitAsync { windows.allSatisfy { players($0) == ["Ada [expert]", "Hana", "Bob"] } },
            "players: \(windows.map(players))")
        // The host deals from its lobby; the computer plays from the first card.
        _ = try await NetworkWindowTests.xdotool(x, ["key", "--window", host.id, "space"])
        var shown = 0
        let started = Date()
        while Date().timeIntervalSince(started) < 90 {
            let over = windows.allSatisfy { $0.lines.last?["gameOver"] as? Bool == true }
            let matched = windows.map { $0.lines.last?["matched"] as? Int ?? -1 }
            if Set(matched).count == 1, let count = matched.first, count > shown {
                shown = count
                let tables = windows.map {
                    NetworkWindowTests.cards($0.lines.last ?? [:]).map(\.code).joined(separator: " ")
                }
                #expect(Set(tables).count == 1, "after \(count) Sets the tables differ")
            }
            if over { break }
            try await Task.sleep(for: .milliseconds(200))
        }
        try #require(windows.allSatisfy { $0.lines.last?["gameOver"] as? Bool == true }, "the sprint never ended")
        let found = NetworkWindowTests.players(host.lines.last ?? [:]).map { $0["sets"] as? Int ?? 0 }
        #expect(found[0] == 10, "the expert alone should win a sprint it plays alone: \(found)")
        for window in windows { try NetworkModeWindowTests.checkLines(of: window, mode: .sprint10) }
        // Each window rates its own player against the computer and the other person.
        for window in windows {
            #expect(
                await ProcessSupport.waitAsync { window.lines.contains { $0["event"] as? String == "rated" } },
                "\(window.trace.lastPathComponent) was not rated")
        }
        // Play again: the same three, from zero.
        let buttons = host.lines.last?["gameOverPanel"] as? [String: Any]
        let again = try #require(NetworkWindowTests.centre(of: "playAgain", in: buttons))
        try await NetworkWindowTests.press(again, in: host, on: x)
        for window in windows {
            let dealt = await ProcessSupport.waitAsync {
                let line = window.lines.last ?? [:]
                return line["gameOver"] as? Bool == false && players(window) == ["Ada [expert]", "Hana", "Bob"]
                    && (line["cards"] as? [Any])?.isEmpty == false
            }
            #expect(dealt, "no new game in \(window.trace.lastPathComponent)")
        }
    }

    /// A host's lobby seats a computer player from the Modes screen: one, Expert, Sprint 10; it sits down at
    /// once, and once dealt it finds Sets.
    @Test func aHostsLobbySeatsAComputerFromTheModesScreen() async throws {
        let x = try EndToEndTests.XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let port = try NetworkPlayTests.freePort()
        let host = try await NetworkWindowTests.open(
            ["--host", "--port", "\(port)", "--new", "--seed", "4", "--name", "Hana"], folder: folder, trace: "hana",
            on: x, at: (0, 0))
        defer { kill(host.process.processIdentifier, SIGKILL) }
        try #require(await ProcessSupport.waitAsync { host.lines.contains { $0["event"] as? String == "welcome" } })
        _ = try await NetworkWindowTests.xdotool(x, ["key", "--window", host.id, "F10"])
        try #require(await ProcessSupport.waitAsync { host.lines.last?["overlay"] as? String == "menu" })
        try await NetworkModeWindowTests.pressOverlayButton("modes", in: host, on: x)
        try #require(await ProcessSupport.waitAsync { host.lines.last?["overlay"] as? String == "modes" })
        try await NetworkModeWindowTests.pressOverlayButton("opponents1", in: host, on: x)
        try #require(
            await ProcessSupport.waitAsync {
                (host.lines.last?["overlayButtons"] as? [String: Any])?["levelExpert"] != nil
            }, "no level row in the lobby")
        try await NetworkModeWindowTests.pressOverlayButton("levelExpert", in: host, on: x)
        try await Task.sleep(for: .milliseconds(100))
        try await NetworkModeWindowTests.pressOverlayButton("modeSprint10", in: host, on: x)
        try #require(
            await ProcessSupport.waitAsync {
                let players = NetworkWindowTests.players(host.lines.last ?? [:])
                return players.map { $0["bot"] as? String } == [nil, "expert"]
                    && NetworkWindowTests.net(host.lines.last ?? [:])["mode"] as? String == "sprint10"
            }, "no expert computer at the table")
        #expect(host.lines.contains { $0["event"] as? String == "addComputers" && $0["detail"] as? String == "expert" })
        _ = try await NetworkWindowTests.xdotool(x, ["key", "--window", host.id, "space"])
        #expect(
            await ProcessSupport.waitAsync(timeout: 30) {
                (host.lines.last?["detail"] as? String ?? "").hasPrefix("Ada found ")
                    || host.lines.contains { ($0["detail"] as? String ?? "").hasPrefix("Ada found ") }
            }, "the computer found nothing")
    }

    /// The Modes screen, 100 ms between clicks: 2 computer players, Skilled, then Sprint 10 starts a game
    /// against them in the same window.
    @Test func theModesScreenStartsAGameAgainstTheComputer() async throws {
        let x = try EndToEndTests.XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let window = try await NetworkWindowTests.open(
            ["--new", "--seed", "3"], folder: folder, trace: "ann", on: x, at: (0, 0))
        defer { kill(window.process.processIdentifier, SIGKILL) }
        _ = try await NetworkWindowTests.xdotool(x, ["key", "--window", window.id, "F10"])
        try #require(await ProcessSupport.waitAsync { window.lines.last?["overlay"] as? String == "menu" })
        try await NetworkModeWindowTests.pressOverlayButton("modes", in: window, on: x)
        try #require(await ProcessSupport.waitAsync { window.lines.last?["overlay"] as? String == "modes" })
        // The level's row shows once there are computer players: clicked as soon as it is drawn, 100 ms on.
        try await NetworkModeWindowTests.pressOverlayButton("opponents2", in: window, on: x)
        try await Task.sleep(for: .milliseconds(100))
        try #require(
            await ProcessSupport.waitAsync {
                (window.lines.last?["overlayButtons"] as? [String: Any])?["levelSkilled"] != nil
            }, "no level row")
        try await NetworkModeWindowTests.pressOverlayButton("levelSkilled", in: window, on: x)
        try #require(
            await ProcessSupport.waitAsync {
                let buttons = window.lines.last?["overlayButtons"] as? [String: [String: Any]] ?? [:]
                return buttons["levelSkilled"]?["enabled"] as? Bool == false
                    && buttons["opponents2"]?["enabled"] as? Bool == false
            }, "the choice is not shown")
        try await NetworkModeWindowTests.pressOverlayButton("modeSprint10", in: window, on: x)
        try #require(
            await ProcessSupport.waitAsync(timeout: 20) {
                let line = window.lines.last ?? [:]
                let players = line["players"] as? [[String: Any]] ?? []
                return players.map { $0["bot"] as? String } == ["skilled", "skilled", nil]
                    && NetworkWindowTests.net(line)["mode"] as? String == "sprint10"
                    && (line["cards"] as? [Any])?.isEmpty == false
            }, "no game against two skilled computers")
    }
}
