import Foundation
import SetCore
import SetNet
import SetProtocol
import Testing

/// Whether this process may make network namespaces and look into them.
let roomNamespacesPermitted: Bool =
    geteuid() == 0 && ProcessSupport.which("ip") != nil && ProcessSupport.which("ss") != nil
    && ProcessSupport.which("bash") != nil

/// Three network namespaces: a rooms server in one, and two players in the others, each joined
/// to the server by a veth pair and to nothing else. The players cannot reach each other, yet
/// play a room by its code: every connection either makes goes to the server.
@Suite(
    "Rooms by code across networks that cannot reach each other", .timeLimit(.minutes(2)),
    .enabled(if: roomNamespacesPermitted, "needs root, ip and ss (iproute2) and bash for network namespaces"))
struct RoomsNamespaceTests {
    /// The server's namespace and one namespace per player, each player's joined to the server's
    /// alone: player n is 10.79.n.2, and reaches the server at 10.79.n.1.
    final class Networks {
        let server: String
        let players: [String]

        init(players count: Int) throws {
            let suffix = "\(getpid())-\(UInt32.random(in: 0...UInt32.max) % 100_000)"
            server = "setS-\(suffix)"
            players = (1...count).map { "setP\($0)-\(suffix)" }
            do {
                try ImpairedLink.ip(["netns", "add", server])
                try ImpairedLink.ip(["-n", server, "link", "set", "lo", "up"])
                for (index, player) in players.enumerated() {
                    let n = index + 1
                    let (near, far) = ("sv\(n)-\(suffix.suffix(5))", "pl\(n)-\(suffix.suffix(5))")
                    try ImpairedLink.ip(["netns", "add", player])
                    try ImpairedLink.ip(["link", "add", far, "type", "veth", "peer", "name", near])
                    try ImpairedLink.ip(["link", "set", far, "netns", player])
                    try ImpairedLink.ip(["link", "set", near, "netns", server])
                    try ImpairedLink.ip(["-n", server, "addr", "add", "10.79.\(n).1/24", "dev", near])
                    try ImpairedLink.ip(["-n", player, "addr", "add", "10.79.\(n).2/24", "dev", far])
                    try ImpairedLink.ip(["-n", server, "link", "set", near, "up"])
                    try ImpairedLink.ip(["-n", player, "link", "set", far, "up"])
                    try ImpairedLink.ip(["-n", player, "link", "set", "lo", "up"])
                }
            } catch {
                tearDown()
                throw error
            }
        }

        /// Removes the namespaces (their veth pairs go with them).
        func tearDown() {
            for namespace in [server] + players { _ = try? ImpairedLink.ip(["netns", "delete", namespace]) }
        }

        /// Whether a TCP connection from `namespace` to `address`:`port` opens.
        func connects(from namespace: String, to address: String, port: Int) throws -> Bool {
            let ip = try ProcessSupport.tool("ip", apt: "iproute2")
            let result = try ProcessSupport.run(
                ip, ["netns", "exec", namespace, "bash", "-c", "exec 3<>/dev/tcp/\(address)/\(port)"])
            return result.status == 0
        }

        /// The remote ends of the TCP connections established in `namespace`.
        func peers(in namespace: String) throws -> [String] {
            let ip = try ProcessSupport.tool("ip", apt: "iproute2")
            let result = try ProcessSupport.run(ip, ["netns", "exec", namespace, "ss", "-Htn", "state", "established"])
            return result.stdout.split(separator: "\n").compactMap { line in
                line.split(separator: " ", omittingEmptySubsequences: true).last.map(String.init)
            }
        }
    }

    @Test func playersThatCannotReachEachOtherPlayARoomByItsCode() async throws {
        let networks = try Networks(players: 2)
        defer { networks.tearDown() }
        let x = try EndToEndTests.XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let port = NetProtocol.defaultPort

        // The server, in its own namespace, on every interface.
        let log = folder.appendingPathComponent("serve.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let ip = try ProcessSupport.tool("ip", apt: "iproute2")
        let server = Process()
        server.executableURL = URL(fileURLWithPath: ip)
        server.arguments = ["netns", "exec", networks.server, ProcessSupport.setGame.path, "--serve"]
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = folder.appendingPathComponent("server/state").path
        server.environment = environment
        server.standardOutput = try FileHandle(forWritingTo: log)
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer { if server.isRunning { kill(server.processIdentifier, SIGKILL) } }
        try #require(await ProcessSupport.waitAsync { NetworkPlayTests.lines(log).first?.contains("serving") == true })

        // The players reach the server, and not each other.
        #expect(try networks.connects(from: networks.players[0], to: "10.79.1.1", port: port))
        #expect(try networks.connects(from: networks.players[1], to: "10.79.2.1", port: port))
        #expect(try !networks.connects(from: networks.players[0], to: "10.79.2.2", port: port))
        #expect(try !networks.connects(from: networks.players[1], to: "10.79.1.2", port: port))

        var windows: [NetworkWindowTests.Window] = []
        defer { for window in windows { kill(window.process.processIdentifier, SIGKILL) } }
        let owner = try await Self.open(
            ["--server", "10.79.1.1", "--create", "--mode", "daily", "--name", "Ann"], namespace: networks.players[0],
            folder: folder, trace: "ann", on: x, at: (0, 0))
        windows.append(owner)
        try #require(await ProcessSupport.waitAsync { RoomsWindowTests.net(owner)["room"] is String })
        let code = try #require(RoomsWindowTests.net(owner)["room"] as? String)
        let guest = try await Self.open(
            ["--server", "10.79.2.1", "--room", code, "--name", "Bob"], namespace: networks.players[1],
            folder: folder, trace: "bob", on: x, at: (820, 0))
        windows.append(guest)
        try #require(
            await ProcessSupport.waitAsync {
                windows.allSatisfy { NetworkWindowTests.players($0.lines.last ?? [:]).count == 2 }
            })
        _ = try await NetworkWindowTests.xdotool(x, ["key", "--window", owner.id, "space"])
        try #require(
            await ProcessSupport.waitAsync {
                windows.allSatisfy { ($0.lines.last?["cards"] as? [Any])?.isEmpty == false }
            })

        // Every connection each player has is to the server.
        #expect(try networks.peers(in: networks.players[0]) == ["10.79.1.1:\(port)"])
        #expect(try networks.peers(in: networks.players[1]) == ["10.79.2.1:\(port)"])

        for round in 0..<DailyPuzzle.setCount {
            let window = windows[round % 2]
            let line = try #require(window.lines.last)
            let group = try #require(NetworkModeWindowTests.group(in: line, mode: .daily))
            try await NetworkModeWindowTests.click(group, in: window, on: x)
            let synced = await ProcessSupport.waitAsync {
                windows.allSatisfy { $0.lines.last?["matched"] as? Int == round + 1 }
            }
            try #require(synced, "after group \(round + 1) the screens differ")
        }
        try #require(
            await ProcessSupport.waitAsync { windows.allSatisfy { $0.lines.last?["gameOver"] as? Bool == true } })
        let raw = NetworkPlayTests.rawLines(log)
        #expect(raw.contains { $0.contains("room=\(code)") && $0.contains("made by 10.79.1.2") })
        #expect(raw.count { $0.contains("room=\(code)") && $0.contains(" found ") } == DailyPuzzle.setCount)
    }

    /// A window of `set-game` inside `namespace`, moved to `position`.
    static func open(
        _ arguments: [String], namespace: String, folder: URL, trace name: String, on x: EndToEndTests.XServer,
        at position: (Int, Int), audio: String? = "dummy"
    ) async throws -> NetworkWindowTests.Window {
        let trace = folder.appendingPathComponent("\(name).jsonl")
        let process = try ProcessSupport.launchGame(
            arguments + ["--size", "800x600", "--no-animation", "--trace", trace.path],
            folder: folder.appendingPathComponent(name), display: x.display, namespace: namespace, audio: audio)
        try #require(
            await ProcessSupport.waitAsync { !ProcessSupport.jsonLines(trace).isEmpty }, "\(name) drew no first frame")
        let found = try await NetworkWindowTests.xdotool(
            x, ["search", "--sync", "--pid", "\(process.processIdentifier)"])
        let id = try #require(found.split(separator: "\n").last.map(String.init))
        _ = try await NetworkWindowTests.xdotool(x, ["windowmove", "--sync", id, "\(position.0)", "\(position.1)"])
        return NetworkWindowTests.Window(process: process, id: id, trace: trace)
    }
}
