import Foundation
import SetCore
import SetNet
import Testing

/// Games on this network found by themselves: two windows host in a network namespace of their
/// own, and `--list-games` there lists both within its 2 seconds, with what each announces;
/// a host outside the namespace is not on its network and is not listed.
@Suite(
    "Games on this network, found by themselves", .timeLimit(.minutes(2)),
    .enabled(if: roomNamespacesPermitted, "needs root and ip (iproute2) for a network namespace"))
struct LanDiscoveryTests {
    @Test func twoHostsInANamespaceAreListedThereAndOnlyThere() async throws {
        let networks = try RoomsNamespaceTests.Networks(players: 1)
        defer { networks.tearDown() }
        let namespace = networks.players[0]
        // A way out, as a home network has: announcements go out through it, and come back to this machine.
        try ImpairedLink.ip(["-n", namespace, "route", "add", "default", "via", "10.79.1.1"])
        let x = try EndToEndTests.XServer(base: 4900)
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }

        var hosts: [Process] = []
        defer { for host in hosts where host.isRunning { kill(host.processIdentifier, SIGKILL) } }
        for (name, extra) in [("Hana", ["--mode", "sprint10", "--password", "tea"]), ("Ivo", [])] {
            let trace = folder.appendingPathComponent("\(name).jsonl")
            hosts.append(
                try ProcessSupport.launchGame(
                    ["--host", "--port", name == "Hana" ? "7373" : "7400", "--name", name, "--trace", trace.path]
                        + extra,
                    folder: folder.appendingPathComponent(name), display: x.display, namespace: namespace))
            try #require(
                await ProcessSupport.waitAsync {
                    ProcessSupport.jsonLines(trace).contains { $0["event"] as? String == "welcome" }
                }, "\(name) never sat at its own table")
        }
        // A host on this machine's own network: not the namespace's.
        let outsideTrace = folder.appendingPathComponent("outside.jsonl")
        let outsidePort = try NetworkPlayTests.freePort()
        hosts.append(
            try ProcessSupport.launchGame(
                ["--host", "--port", "\(outsidePort)", "--name", "Outside", "--trace", outsideTrace.path],
                folder: folder.appendingPathComponent("outside"), display: x.display))
        try #require(await ProcessSupport.waitAsync { !ProcessSupport.jsonLines(outsideTrace).isEmpty })

        let ip = try ProcessSupport.tool("ip", apt: "iproute2")
        let start = ContinuousClock.now
        let listed = try ProcessSupport.run(
            ip, ["netns", "exec", namespace, ProcessSupport.setGame.path, "--list-games"])
        let took = ContinuousClock.now - start
        #expect(listed.status == 0)
        let lines = listed.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "Hana  10.79.1.2:7373  Sprint 10  1 player  password",
                "Ivo  10.79.1.2:7400  Solo  1 player  open",
            ], "\(listed.stdout)")
        #expect(took < .seconds(4))
    }

    @Test func withNoGameAroundItSaysSo() throws {
        let networks = try RoomsNamespaceTests.Networks(players: 1)
        defer { networks.tearDown() }
        try ImpairedLink.ip(["-n", networks.players[0], "route", "add", "default", "via", "10.79.1.1"])
        let ip = try ProcessSupport.tool("ip", apt: "iproute2")
        let listed = try ProcessSupport.run(
            ip, ["netns", "exec", networks.players[0], ProcessSupport.setGame.path, "--list-games"])
        #expect(listed.status == 0)
        #expect(listed.stdout == "No games on this network answered in 2 seconds.\n")
    }
}
