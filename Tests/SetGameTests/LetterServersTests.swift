import Foundation
import SetCore
import SetNet
import SetProtocol
import Synchronization
import Testing

/// Whether this process may build namespaces with a bridge and run a DNS server in one.
let letterServersPermitted: Bool =
    roomNamespacesPermitted && ProcessSupport.which("dnsmasq") != nil
    && FileManager.default.isWritableFile(atPath: "/etc")

/// Three rooms servers with letters K, M and P in three network namespaces, a real DNS server
/// (dnsmasq) in a fourth that names them `k`, `m` and `p.sets.test` (and `sets.test`, M's), and
/// players in two more whose resolver asks it: rooms by code with only the domain, a redirect,
/// and one server stopped and started again while the others play on. Two rooms' makers are the
/// test itself, over the wire, so that five windows, not seven, share the machine with the rest
/// of the suite.
@Suite(
    "Rooms servers by letter, found through DNS", .serialized, .onBlockingThreads, .timeLimit(.minutes(4)),
    .enabled(if: letterServersPermitted, "needs root, ip, ss, bash, dnsmasq (dnsmasq-base) and a writable /etc"))
struct LetterServersTests {
    /// Every namespace on one bridge, 10.80.0.0/24: dnsmasq at .53, the servers at .11 to .13, the players at .101 up.
    final class Networks {
        let hub: String
        let dns: String
        let servers: [Character: String]
        let players: [String]

        static let dnsAddress = "10.80.0.53"
        static let testAddress = "10.80.0.200"
        static let serverAddresses: [Character: String] = ["K": "10.80.0.11", "M": "10.80.0.12", "P": "10.80.0.13"]

        init() throws {
            let suffix = "\(getpid() % 10_000)\(UInt32.random(in: 0...UInt32.max) % 1000)"
            hub = "setH-\(suffix)"
            dns = "setD-\(suffix)"
            servers = Dictionary(uniqueKeysWithValues: "KMP".map { ($0, "setS\($0)-\(suffix)") })
            players = ["setA-\(suffix)", "setB-\(suffix)"]
            do {
                try ImpairedLink.ip(["netns", "add", hub])
                try ImpairedLink.ip(["-n", hub, "link", "add", "br0", "type", "bridge"])
                try ImpairedLink.ip(["-n", hub, "link", "set", "br0", "up"])
                var members: [(String, String)] = [(dns, Self.dnsAddress)]
                for letter in "KMP" { members.append((servers[letter]!, Self.serverAddresses[letter]!)) }
                for (index, player) in players.enumerated() { members.append((player, "10.80.0.\(101 + index)")) }
                for (index, (namespace, address)) in members.enumerated() {
                    let (near, far) = ("h\(index)-\(suffix)", "n\(index)-\(suffix)")
                    try ImpairedLink.ip(["netns", "add", namespace])
                    try ImpairedLink.ip(["-n", namespace, "link", "set", "lo", "up"])
                    try ImpairedLink.ip(["link", "add", far, "type", "veth", "peer", "name", near])
                    try ImpairedLink.ip(["link", "set", far, "netns", namespace])
                    try ImpairedLink.ip(["link", "set", near, "netns", hub])
                    try ImpairedLink.ip(["-n", hub, "link", "set", near, "master", "br0", "up"])
                    try ImpairedLink.ip(["-n", namespace, "addr", "add", "\(address)/24", "dev", far])
                    try ImpairedLink.ip(["-n", namespace, "link", "set", far, "up"])
                }
                // The test itself on the bridge too, for the rooms' makers it plays over the wire.
                let (near, far) = ("hT-\(suffix)", "nT-\(suffix)")
                try ImpairedLink.ip(["link", "add", far, "type", "veth", "peer", "name", near])
                try ImpairedLink.ip(["link", "set", near, "netns", hub])
                try ImpairedLink.ip(["-n", hub, "link", "set", near, "master", "br0", "up"])
                try ImpairedLink.ip(["addr", "add", "\(Self.testAddress)/24", "dev", far])
                try ImpairedLink.ip(["link", "set", far, "up"])
                // `ip netns exec` puts /etc/netns/NAME/resolv.conf over /etc/resolv.conf.
                for player in players {
                    let folder = "/etc/netns/\(player)"
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                    try "nameserver \(Self.dnsAddress)\n".write(
                        toFile: folder + "/resolv.conf", atomically: true, encoding: .utf8)
                }
            } catch {
                tearDown()
                throw error
            }
        }

        /// Removes the namespaces (their veth pairs and the bridge go with them) and the resolvers' files.
        func tearDown() {
            // The hub's end of the test's own link goes with the hub, and takes the other end with it.
            for namespace in [hub, dns] + servers.values + players {
                _ = try? ImpairedLink.ip(["netns", "delete", namespace])
            }
            for player in players { try? FileManager.default.removeItem(atPath: "/etc/netns/\(player)") }
        }
    }

    /// A process inside `namespace`, its standard output to `log`.
    static func run(
        _ arguments: [String], in namespace: String, log: URL, environment extra: [String: String] = [:]
    ) throws -> Process {
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try ProcessSupport.tool("ip", apt: "iproute2"))
        process.arguments = ["netns", "exec", namespace] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        process.standardOutput = try FileHandle(forWritingTo: log)
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Starts the rooms server of `letter`, keeping its rooms in its own state folder.
    static func serve(_ letter: Character, networks: Networks, folder: URL, log: URL) async throws -> Process {
        let server = try run(
            [ProcessSupport.setGame.path, "--serve", "--letter", String(letter), "--domain", "sets.test"],
            in: networks.servers[letter]!, log: log,
            environment: ["XDG_STATE_HOME": folder.appendingPathComponent("server-\(letter)/state").path])
        try #require(
            await ProcessSupport.waitAsync { NetworkPlayTests.lines(log).contains { $0.hasPrefix("serving") } },
            "server \(letter) did not start")
        return server
    }

    /// A window of `set-game` in `namespace`, small enough for eight on the screen, at grid place `slot`.
    static func open(
        _ arguments: [String], namespace: String, folder: URL, name: String, on x: EndToEndTests.XServer, slot: Int
    ) async throws -> NetworkWindowTests.Window {
        let trace = folder.appendingPathComponent("\(name).jsonl")
        let process = try ProcessSupport.launchGame(
            arguments + ["--name", name, "--size", "480x360", "--no-animation", "--trace", trace.path],
            folder: folder.appendingPathComponent(name), display: x.display, namespace: namespace)
        try #require(
            await ProcessSupport.waitAsync { !ProcessSupport.jsonLines(trace).isEmpty }, "\(name) drew no first frame")
        let found = try await NetworkWindowTests.xdotool(
            x, ["search", "--sync", "--pid", "\(process.processIdentifier)"])
        let id = try #require(found.split(separator: "\n").last.map(String.init))
        let (column, row) = (slot % 4, slot / 4)
        _ = try await NetworkWindowTests.xdotool(x, ["windowmove", "--sync", id, "\(column * 520)", "\(row * 420)"])
        return NetworkWindowTests.Window(process: process, id: id, trace: trace)
    }

    static func net(_ window: NetworkWindowTests.Window) -> [String: Any] { RoomsWindowTests.net(window) }

    /// The groups found so far in the daily puzzle `window` shows.
    static func matched(_ window: NetworkWindowTests.Window) -> Int { window.lines.last?["matched"] as? Int ?? -1 }

    /// Finds one more group in the room the two `windows` share, from the one whose turn it is.
    static func playOne(_ windows: [NetworkWindowTests.Window], on x: EndToEndTests.XServer) async throws {
        let before = matched(windows[0])
        let window = windows[max(0, before) % windows.count]
        let line = try #require(window.lines.last)
        let group = try #require(NetworkModeWindowTests.group(in: line, mode: .daily), "no group left")
        try await NetworkModeWindowTests.click(group, in: window, on: x)
        let synced = await ProcessSupport.waitAsync { windows.allSatisfy { matched($0) == before + 1 } }
        try #require(synced, "after group \(before + 1) the screens differ")
    }

    @Test func roomsOnThreeLettersPlayByCodeThroughDNSAndOneServerStoppedTakesOnlyItsOwn() async throws {
        let networks = try Networks()
        defer { networks.tearDown() }
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var processes: [Process] = []
        defer { for process in processes where process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        // The DNS server: each letter's name, and the bare domain on M.
        let records = ["k": "K", "m": "M", "p": "P"].map { name, letter in
            "--host-record=\(name).sets.test,\(Networks.serverAddresses[Character(letter)]!)"
        }
        // As a daemon: dnsmasq closes every descriptor it inherits, and Foundation's Process takes a
        // child whose descriptors closed for one that ended, and waits for it for good.
        let pidFile = folder.appendingPathComponent("dnsmasq.pid").path
        let started = try ProcessSupport.run(
            try ProcessSupport.tool("ip", apt: "iproute2"),
            [
                "netns", "exec", networks.dns, try #require(ProcessSupport.which("dnsmasq")), "--no-resolv",
                "--no-hosts", "--conf-file=/dev/null", "--pid-file=\(pidFile)", "--bind-interfaces",
                "--listen-address=\(Networks.dnsAddress)", "--host-record=sets.test,\(Networks.serverAddresses["M"]!)",
                "--user=root",
            ] + records)
        try #require(started.status == 0, "dnsmasq: \(started.stderr)")
        defer {
            let pid = (try? String(contentsOfFile: pidFile, encoding: .utf8)).flatMap {
                Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            if let pid { kill(pid, SIGKILL) }
        }

        var servers: [Character: Process] = [:]
        var logs: [Character: URL] = [:]
        for letter in "KMP" {
            logs[letter] = folder.appendingPathComponent("serve-\(letter).log")
            servers[letter] = try await Self.serve(letter, networks: networks, folder: folder, log: logs[letter]!)
            processes.append(servers[letter]!)
        }

        let x = try EndToEndTests.XServer()
        let (a, b) = (networks.players[0], networks.players[1])
        var windows: [NetworkWindowTests.Window] = []
        defer { for window in windows { kill(window.process.processIdentifier, SIGKILL) } }

        // A room on each letter: K's and P's made over the wire by the test, at each server's address; M's by a
        // window that asks for the bare domain, which is M's.
        var makers: [Character: NetClient] = [:]
        var codes: [Character: RoomCode] = [:]
        for letter in "KP" {
            let heard = Mutex<[NetClientEvent]>([])
            let maker = try await NetClient.connect(
                host: Networks.serverAddresses[letter]!, port: NetProtocol.defaultPort,
                hello: Hello(name: PlayerName("Maker\(letter)")!, destination: .newRoom(.daily)),
                pingInterval: .seconds(1), from: Networks.testAddress
            ) { event in heard.withLock { $0.append(event) } }
            makers[letter] = maker
            _ = await ProcessSupport.waitAsync {
                heard.withLock { $0.contains { if case .received(.welcome) = $0 { true } else { false } } }
            }
            let events: [NetClientEvent] = heard.withLock { $0 }
            var code: RoomCode?
            for case .received(.room(let made, _)) in events { code = made }
            let made: RoomCode = try #require(code, "no room made on \(letter)")
            codes[letter] = made
        }
        var rooms: [Character: [NetworkWindowTests.Window]] = ["K": [], "P": []]
        let cy = try await Self.open(
            ["--server", "sets.test", "--create", "--mode", "daily"], namespace: a, folder: folder, name: "Cy", on: x,
            slot: 0)
        windows.append(cy)
        try #require(await ProcessSupport.waitAsync { Self.net(cy)["room"] is String }, "Cy has no room")
        let mCode: RoomCode = try #require(RoomCode(Self.net(cy)["room"] as? String ?? ""))
        codes["M"] = mCode
        rooms["M"] = [cy]
        #expect(codes.mapValues { $0.letter } == ["K": "K", "M": "M", "P": "P"])
        #expect(Self.net(cy)["server"] as? String == "sets.test:7373")

        // Joining with only the domain: the window asks DNS for the code's letter and goes straight there.
        for (slot, (name, letter)) in [("Bob", Character("K")), ("Dan", "M"), ("Gus", "P")].enumerated() {
            let code = try #require(codes[letter])
            let window = try await Self.open(
                ["--server", "sets.test", "--room", code.description], namespace: b, folder: folder, name: name, on: x,
                slot: 1 + slot)
            windows.append(window)
            rooms[letter]?.append(window)
            try #require(
                await ProcessSupport.waitAsync { Self.net(window)["connection"] as? String == "seated" },
                "\(name) was not seated")
            #expect(Self.net(window)["server"] as? String == "\(letter.lowercased()).sets.test:7373")
            #expect(!window.lines.contains { $0["event"] as? String == "redirect" })
        }

        // Sent to the wrong server (K's address, no name to look up): K sends Fay on to P, once.
        let pCode = try #require(codes["P"])
        let fay = try await Self.open(
            ["--server", Networks.serverAddresses["K"]!, "--room", pCode.description], namespace: b, folder: folder,
            name: "Fay", on: x, slot: 4)
        windows.append(fay)
        rooms["P"]?.append(fay)
        try #require(
            await ProcessSupport.waitAsync { Self.net(fay)["connection"] as? String == "seated" }, "Fay was not seated")
        let redirect = fay.lines.first { $0["event"] as? String == "redirect" }
        #expect(redirect?["detail"] as? String == "letter P at p.sets.test:7373")
        #expect(Self.net(fay)["server"] as? String == "p.sets.test:7373")
        #expect(Self.net(fay)["room"] as? String == pCode.description)
        #expect(NetworkPlayTests.rawLines(logs["K"]!).contains { $0.contains("redirected to p.sets.test:7373") })

        // Each room's maker deals: the wire makers with their message, Cy with Space.
        for letter in "KMP" {
            let room = try #require(rooms[letter])
            let seated = room.count + (letter == "M" ? 0 : 1)
            try #require(
                await ProcessSupport.waitAsync {
                    room.allSatisfy { NetworkWindowTests.players($0.lines.last ?? [:]).count == seated }
                }, "room \(letter) is not full")
            if let maker = makers[letter] {
                maker.send(.start)
            } else {
                _ = try await NetworkWindowTests.xdotool(x, ["key", "--window", room[0].id, "space"])
            }
            try #require(
                await ProcessSupport.waitAsync {
                    room.allSatisfy {
                        Self.net($0)["lobby"] as? Bool == false && ($0.lines.last?["cards"] as? [Any])?.isEmpty == false
                    }
                }, "room \(letter) did not deal")
        }

        // P stops (SIGTERM keeps its rooms): only P's windows lose their link, and K and M play on.
        kill(servers["P"]!.processIdentifier, SIGTERM)
        servers["P"]!.waitUntilExit()
        let pRoom = try #require(rooms["P"])
        try #require(
            await ProcessSupport.waitAsync {
                pRoom.allSatisfy { Self.net($0)["connection"] as? String == "reconnecting" }
            }, "P's windows did not notice")
        for letter in "KM" { try await Self.playOne(try #require(rooms[letter]), on: x) }
        for letter in "KM" {
            #expect(rooms[letter]?.allSatisfy { Self.net($0)["connection"] as? String == "seated" } == true)
        }

        // P starts again and takes its rooms up: its windows are back at their seats.
        let restartLog = folder.appendingPathComponent("serve-P-again.log")
        servers["P"] = try await Self.serve("P", networks: networks, folder: folder, log: restartLog)
        processes.append(servers["P"]!)
        try #require(
            await ProcessSupport.waitAsync(timeout: 30) {
                pRoom.allSatisfy { Self.net($0)["connection"] as? String == "seated" }
            }, "P's windows did not take their seats back")

        // Every room to its end.
        for letter in "KMP" {
            let room = try #require(rooms[letter])
            while Self.matched(room[0]) < DailyPuzzle.setCount { try await Self.playOne(room, on: x) }
            try #require(
                await ProcessSupport.waitAsync { room.allSatisfy { $0.lines.last?["gameOver"] as? Bool == true } },
                "room \(letter) did not end")
        }
        for letter in "KMP" {
            let code = try #require(codes[letter])
            // P's finds are in the logs of both its runs.
            let lines =
                NetworkPlayTests.rawLines(logs[letter]!) + (letter == "P" ? NetworkPlayTests.rawLines(restartLog) : [])
            let found = lines.count { $0.contains("room=\(code)") && $0.contains(" found ") }
            #expect(found == DailyPuzzle.setCount, "room \(letter)")
        }
        for maker in makers.values { await maker.close() }
    }
}
