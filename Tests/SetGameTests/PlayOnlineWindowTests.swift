import Foundation
import SetCore
import SetNet
import SetProtocol
import Testing

/// The Play online screen in a real window under Xvfb: a room's owner copies its code with the
/// lobby's Copy button, and a player in a local game opens Menu, Play online, pastes the code
/// with Ctrl+V (then types it again by hand), types and edits a name with xdotool, and joins with
/// Enter, in the same window. Host here and Create a room lead to their lobbies the same way.
///
/// The players' windows have no SDL audio driver set, as on a player's desktop: on a machine with
/// no sound card (this one) the device fails to open in the local game and again in the network game.
/// That second failure once shut SDL's event queue, and every way into a network game from this
/// screen stayed on "Connecting" for good.
@Suite("Play online, in a window under Xvfb", .timeLimit(.minutes(3)))
struct PlayOnlineWindowTests {
    typealias Window = NetworkWindowTests.Window

    /// How long a window may take from the press to its lobby: seated, the lobby shown (0.1 to 0.25 s when idle).
    static let lobbyWithin: Duration = .seconds(2)

    static func fields(_ window: Window) -> [String: [String: Any]] {
        let list = window.lines.last?["fields"] as? [[String: Any]] ?? []
        return Dictionary(list.compactMap { field in (field["name"] as? String).map { ($0, field) } }) { a, _ in a }
    }

    static func centre(of field: [String: Any]?) -> (Int, Int)? {
        guard let frame = field?["frame"] as? [Double], frame.count == 4 else { return nil }
        return (Int(frame[0] + frame[2] / 2), Int(frame[1] + frame[3] / 2))
    }

    /// A local game with no audio driver set, its Menu opened and Play online pressed.
    static func playOnline(in folder: URL, trace: String, on x: EndToEndTests.XServer) async throws -> Window {
        let player = try await NetworkWindowTests.open(
            ["--new", "--seed", "5"], folder: folder, trace: trace, on: x, at: (0, 0), audio: nil)
        _ = try await NetworkWindowTests.xdotool(x, ["key", "--window", player.id, "F10"])
        try #require(await ProcessSupport.waitAsync { player.lines.last?["overlay"] as? String == "menu" })
        let online = try #require(
            NetworkWindowTests.centre(of: "online", in: player.lines.last?["overlayButtons"] as? [String: Any]))
        try await NetworkWindowTests.press(online, in: player, on: x)
        try #require(await ProcessSupport.waitAsync { player.lines.last?["overlay"] as? String == "online" })
        #expect(Set(Self.fields(player).keys) == ["server", "code", "name", "password"])
        return player
    }

    /// Clicks a field of the Play online screen where the latest line shows it, and again if that click missed.
    ///
    /// The screen lists the games heard on this network, and another test's host heard arriving could once
    /// move the fields; a click the X server lost is made again the same way.
    static func click(_ field: String, in player: Window, on x: EndToEndTests.XServer) async throws {
        for _ in 0..<3 {
            let centre = try #require(Self.centre(of: Self.fields(player)[field]))
            try await NetworkWindowTests.press(centre, in: player, on: x)
            if await ProcessSupport.waitAsync(timeout: 5, { Self.fields(player)[field]?["focused"] as? Bool == true }) {
                return
            }
        }
        Issue.record("three clicks on the \(field) field did not focus it")
    }

    /// Types the server's address into its field, as a keyboard types (XTEST, to the window with the focus,
    /// so the input method and the layout's dead keys see every key; `--window` would send synthetic events).
    /// Keys that went to no window, the focus just given not yet taken, are typed again while the field is empty.
    static func typeServer(_ address: String, in player: Window, on x: EndToEndTests.XServer) async throws {
        var typed = ""
        for _ in 0..<3 where typed.isEmpty {
            _ = try await NetworkWindowTests.xdotool(x, ["windowfocus", "--sync", player.id])
            try await click("server", in: player, on: x)
            _ = try await NetworkWindowTests.xdotool(x, ["type", "--delay", "30", address])
            // As a player looks before moving on: the address is in its field.
            _ = await ProcessSupport.waitAsync(timeout: 5) {
                Self.fields(player)["server"]?["text"] as? String == address
            }
            typed = Self.fields(player)["server"]?["text"] as? String ?? ""
        }
        try #require(typed == address, "the server field reads \(typed)")
    }

    /// Whether the window's latest line is seated at a lobby: a seat taken, the lobby shown, no game dealt.
    static func inLobby(_ window: Window) -> Bool {
        let net = RoomsWindowTests.net(window)
        return net["connection"] as? String == "seated" && net["lobby"] as? Bool == true
            && (window.lines.last?["overlay"] as? String ?? "none") == "none"
    }

    /// Runs `act` (a press, a key) and returns how long the window then took to reach its lobby: from the
    /// line that says it took the press (`playOnline`) to the first line seated at the lobby, both watched
    /// from threads of their own. Timed from the game's own line, not from the test's xdotool call, whose
    /// start alone took over a second in a loaded full run.
    static func timeToLobby(_ window: Window, _ act: () async throws -> Void) async throws -> Duration {
        let pressed = ProcessSupport.Watch(timeout: 20) {
            window.lines.contains { $0["event"] as? String == "playOnline" }
        }
        let seated = ProcessSupport.Watch(timeout: 20) { inLobby(window) }
        try await act()
        let took = try #require(await pressed.held(), "the window did not take the press")
        let reached = try #require(
            await seated.held(), "the window did not reach its lobby: \(RoomsWindowTests.net(window))")
        return reached - took
    }

    @Test func aCodeCopiedInOneWindowIsPastedInAnothersPlayOnlineScreenAndJoins() async throws {
        let x = try EndToEndTests.XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try await RoomsServeTests.Server.start(folder: folder)
        defer { server.kill9() }
        let port = server.port

        let owner = try await NetworkWindowTests.open(
            ["--server", "127.0.0.1:\(port)", "--create", "--name", "Ann"], folder: folder, trace: "ann", on: x,
            at: (820, 0))
        defer { kill(owner.process.processIdentifier, SIGKILL) }
        try #require(await ProcessSupport.waitAsync { RoomsWindowTests.net(owner)["room"] is String })
        let code = try #require(RoomsWindowTests.net(owner)["room"] as? String)
        let copy = try #require(
            NetworkWindowTests.centre(of: "copyCode", in: owner.lines.last?["buttons"] as? [String: Any]))
        try await NetworkWindowTests.press(copy, in: owner, on: x)
        try #require(await ProcessSupport.waitAsync { owner.lines.contains { $0["event"] as? String == "copyCode" } })

        // A local game with no sound device: Menu, then Play online.
        let player = try await Self.playOnline(in: folder, trace: "zoe", on: x)
        defer { kill(player.process.processIdentifier, SIGKILL) }

        // The server, typed; Tab to the code; Ctrl+V pastes it; a click on the name; Zoey typed and edited.
        try await Self.typeServer("127.0.0.1:\(port)", in: player, on: x)
        _ = try await NetworkWindowTests.xdotool(x, ["key", "Tab"])
        try #require(await ProcessSupport.waitAsync { Self.fields(player)["code"]?["focused"] as? Bool == true })
        // SDL waits a moment for the window that holds the clipboard; on a busy machine that may pass
        // with nothing pasted, and Ctrl+V is pressed again, as a player would.
        var pasted = false
        for _ in 0..<4 where !pasted {
            _ = try await NetworkWindowTests.xdotool(x, ["key", "ctrl+v"])
            pasted = await ProcessSupport.waitAsync(timeout: 4) {
                !(Self.fields(player)["code"]?["text"] as? String ?? "").isEmpty
            }
        }
        #expect(Self.fields(player)["code"]?["text"] as? String == code, "the paste did not arrive")
        // Typed rather than pasted, in lower case and without its dash, the code reads the same to the server.
        _ = try await NetworkWindowTests.xdotool(x, ["key", "--repeat", "12", "--delay", "10", "BackSpace"])
        try #require(await ProcessSupport.waitAsync { Self.fields(player)["code"]?["text"] as? String == "" })
        let typed = code.lowercased().replacingOccurrences(of: "-", with: "")
        _ = try await NetworkWindowTests.xdotool(x, ["type", "--delay", "30", typed])
        try #require(
            await ProcessSupport.waitAsync { Self.fields(player)["code"]?["text"] as? String == typed },
            "the code field reads \(Self.fields(player)["code"]?["text"] ?? "nothing")")
        try await Self.click("name", in: player, on: x)
        try #require(Self.fields(player)["name"]?["focused"] as? Bool == true)
        // The name field starts with the login name, if any: End and Backspace clear it.
        _ = try await NetworkWindowTests.xdotool(x, ["key", "End"])
        _ = try await NetworkWindowTests.xdotool(x, ["key", "--repeat", "21", "--delay", "10", "BackSpace"])
        try #require(await ProcessSupport.waitAsync { Self.fields(player)["name"]?["text"] as? String == "" })
        _ = try await NetworkWindowTests.xdotool(x, ["type", "--delay", "40", "Zoey"])
        try #require(await ProcessSupport.waitAsync { Self.fields(player)["name"]?["text"] as? String == "Zoey" })
        // Left, Backspace and End: the caret edits inside the word.
        _ = try await NetworkWindowTests.xdotool(x, ["key", "Left", "BackSpace", "End"])
        _ = try await NetworkWindowTests.xdotool(x, ["type", "--delay", "40", "s"])
        try #require(
            await ProcessSupport.waitAsync { Self.fields(player)["name"]?["text"] as? String == "Zoys" },
            "the name reads \(Self.fields(player)["name"]?["text"] ?? "nothing")")
        #expect(Self.fields(player)["name"]?["focused"] as? Bool == true)
        #expect(Self.fields(player)["server"]?["text"] as? String == "127.0.0.1:\(port)")
        #expect(Self.fields(player)["password"]?["text"] as? String == "0")

        let joined = try await Self.timeToLobby(player) {
            _ = try await NetworkWindowTests.xdotool(x, ["key", "Return"])
        }
        try #require(
            await ProcessSupport.waitAsync {
                RoomsWindowTests.net(player)["room"] as? String == code
                    && NetworkWindowTests.players(player.lines.last ?? [:]).count == 2
            }, "the window did not join the room")
        #expect(player.lines.contains { $0["event"] as? String == "playOnline" })
        #expect(NetworkWindowTests.players(owner.lines.last ?? [:]).map { $0["name"] as? String } == ["Ann", "Zoys"])
        #expect(RoomsWindowTests.net(player)["owner"] as? Bool == false)
        // The local game it left was kept: its autosave is on disk.
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("zoe/state/set-game/game-solo.json").path))

        // A loaded machine can stretch one join past the bound (a fresh-clone run once took it to 2.3 s, 0.13 s
        // idle): up to two more, each in a fresh window with the code typed, as the other ways in are tried.
        var times = [joined]
        for n in 1..<3 where times.last ?? .zero > Self.lobbyWithin {
            try await Task.sleep(for: .seconds(8))
            let again = try await Self.playOnline(in: folder, trace: "zoe\(n)", on: x)
            defer { kill(again.process.processIdentifier, SIGKILL) }
            try await Self.typeServer("127.0.0.1:\(port)", in: again, on: x)
            _ = try await NetworkWindowTests.xdotool(x, ["key", "Tab"])
            try #require(await ProcessSupport.waitAsync { Self.fields(again)["code"]?["focused"] as? Bool == true })
            _ = try await NetworkWindowTests.xdotool(x, ["type", "--delay", "30", typed])
            try #require(await ProcessSupport.waitAsync { Self.fields(again)["code"]?["text"] as? String == typed })
            times.append(
                try await Self.timeToLobby(again) {
                    _ = try await NetworkWindowTests.xdotool(x, ["key", "Return"])
                })
        }
        #expect(times.contains { $0 <= Self.lobbyWithin }, "Join by code took \(times) to the lobby")
    }

    /// The tries of a way to the lobby: up to three, each in a fresh window, until one is within the bound.
    ///
    /// A full run, its windows side by side on two cores, once stretched Host here to 2.2 s (0.10 s idle, 0.5 s
    /// beside eight busy processes); the failure these tests pin never reached the lobby at all.
    static func tries(_ path: String, _ attempt: (Int) async throws -> Duration) async throws {
        var times: [Duration] = []
        for n in 0..<3 {
            // A burst of load (another suite's windows and servers, such as the letter servers' five windows
            // and three servers) lasts seconds: wait it out before trying again.
            if n > 0 { try await Task.sleep(for: .seconds(8)) }
            times.append(try await attempt(n))
            if times.last ?? .zero <= lobbyWithin { break }
        }
        #expect(times.contains { $0 <= lobbyWithin }, "\(path) took \(times) to the lobby")
    }

    @Test func hostHereSeatsTheWindowAtItsOwnLobby() async throws {
        let x = try EndToEndTests.XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await Self.tries("Host here") { n in
            let player = try await Self.playOnline(in: folder, trace: "hana\(n)", on: x)
            defer { kill(player.process.processIdentifier, SIGKILL) }
            let host = try #require(
                NetworkWindowTests.centre(of: "host", in: player.lines.last?["overlayButtons"] as? [String: Any]))
            let hosted = try await Self.timeToLobby(player) {
                try await NetworkWindowTests.press(host, in: player, on: x)
            }
            #expect(RoomsWindowTests.net(player)["role"] as? String == "host")
            #expect(NetworkWindowTests.players(player.lines.last ?? [:]).count == 1)
            #expect(player.lines.contains { $0["event"] as? String == "playOnline" })
            return hosted
        }
    }

    @Test func createARoomSeatsTheWindowAtTheNewRoomsLobby() async throws {
        let x = try EndToEndTests.XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try await RoomsServeTests.Server.start(folder: folder)
        defer { server.kill9() }
        try await Self.tries("Create a room") { n in
            let player = try await Self.playOnline(in: folder, trace: "ivo\(n)", on: x)
            defer { kill(player.process.processIdentifier, SIGKILL) }
            try await Self.typeServer("127.0.0.1:\(server.port)", in: player, on: x)
            let create = try #require(
                NetworkWindowTests.centre(of: "create", in: player.lines.last?["overlayButtons"] as? [String: Any]))
            let created = try await Self.timeToLobby(player) {
                try await NetworkWindowTests.press(create, in: player, on: x)
            }
            let code = try #require(RoomsWindowTests.net(player)["room"] as? String)
            #expect(RoomCode(code) != nil, "\(code)")
            #expect(RoomsWindowTests.net(player)["owner"] as? Bool == true)
            #expect(
                server.rawLines.contains { $0.contains("room=\(code)") && $0.contains("made by") },
                "\(server.rawLines)")
            return created
        }
    }
}
