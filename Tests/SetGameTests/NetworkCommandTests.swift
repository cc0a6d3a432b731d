import ArgumentParser
import SetNet
import SetProtocol
import Testing

@testable import SetGame

/// `--host`, `--join` and `--serve` as the command line reads and checks them.
@Suite("Command line: network options")
struct NetworkCommandTests {
    @Test func hostTakesAPortAPasswordAndAName() throws {
        let command = try #require(
            SetGameCommandTests.command([
                "--host", "--port", "7400", "--password", "sesame",
                "--name", "Zoë 🎲",
            ]))
        #expect(command.host && command.port == 7400 && command.password == "sesame" && command.name == "Zoë 🎲")
    }

    @Test func aNameOf20AccentedCharactersIsKept() throws {
        let command = try #require(
            SetGameCommandTests.command(["--join", "10.0.0.2", "--name", "Łukasz Żółć-Ærøskøbi"]))
        #expect(command.name == "Łukasz Żółć-Ærøskøbi")
    }

    @Test func aNameOf21AccentedCharactersIsAUsageError() {
        let arguments = ["--host", "--name", "Łukasz Żółć-Ærøskøbin"]
        #expect(
            SetGameCommandTests.error(arguments)?.hasPrefix(
                "--name must be 1 to 20 printable characters, with no space at either end") == true)
        do {
            _ = try SetGameCommand.parse(arguments)
            Issue.record("a 21-character name parsed")
        } catch {
            #expect(SetGameCommand.exitCode(for: error) == ExitCode(64))
        }
    }

    @Test(arguments: [
        ("10.0.0.2", "10.0.0.2", 7373), ("10.0.0.2:7400", "10.0.0.2", 7400), ("box.local:1", "box.local", 1),
        ("[fe80::1]:7400", "fe80::1", 7400), ("[::1]", "::1", 7373), ("fe80::1", "fe80::1", 7373),
    ])
    func joinReadsHostAndPort(argument: String, host: String, port: Int) throws {
        let command = try #require(SetGameCommandTests.command(["--join", argument]))
        #expect(command.join == JoinAddress(argument: argument))
        #expect(command.join?.host == host)
        #expect(command.join?.port == port)
    }

    @Test(arguments: [
        (["--join", "10.0.0.2:0"], "The value '10.0.0.2:0' is invalid for '--join <host[:port]>'"),
        (["--join", "10.0.0.2:65536"], "The value '10.0.0.2:65536' is invalid for '--join <host[:port]>'"),
        (["--join", ":7373"], "The value ':7373' is invalid for '--join <host[:port]>'"),
        (["--join", "[::1"], "The value '[::1' is invalid for '--join <host[:port]>'"),
        (["--host", "--serve"], "--host and --serve cannot be used together: each is a way to play over the network"),
        (
            ["--host", "--join", "a"],
            "--host and --join cannot be used together: each is a way to play over the network"
        ),
        (
            ["--host", "--two-player"],
            "--host cannot be used with --two-player: each player of a network game has a window of their own"
        ),
        (
            ["--serve", "--daily"],
            "--serve cannot be used with --daily: a network game's mode is chosen with --mode daily"
        ),
        (
            ["--join", "a", "--mode", "ultra"],
            "--join cannot be used with --mode: the host chooses the mode"
        ),
        (
            ["--host", "--screenshot", "a.png"],
            "--host cannot be used with --screenshot: it is for a local game"
        ),
        (
            ["--host", "--mode", "twoPlayer"],
            "--mode twoPlayer cannot be played over the network: two players share one keyboard; "
                + "each player joins from their own window instead"
        ),
        (["--join", "a", "--seed", "3"], "--join cannot be used with --seed: the host deals"),
        (["--join", "a", "--port", "3"], "--join takes its port after a colon: --join HOST:PORT"),
        (["--host", "--port", "0"], "--port must be from 1 to 65535, not 0"),
        (["--serve", "--port", "70000"], "--port must be from 1 to 65535, not 70000"),
        (["--port", "7373"], "--port is for a network game: use it with --host, --join, --serve, --create or --room"),
        (["--name", "Ann"], "--name is for a network game: use it with --host, --join, --serve, --create or --room"),
        (["--serve", "--name", "Ann"], "--serve has no player of its own: --name is for --host and --join"),
        (
            ["--host", "--name", "Abcdefghijklmnopqrstu"],
            "--name must be 1 to 20 printable characters, with no space at either end"
        ),
        (["--host", "--name", "Ann\u{7}"], "--name must be 1 to 20 printable characters, with no space at either end"),
        (["--host", "--password", ""], "--password must be 1 to 128 bytes"),
        (["--server", "example.org"], "--server is for --create or --room CODE: make a room there or join one"),
        (["--server", "a", "--create", "--room", "ABCDEFGH"], "--create and --room cannot be used together"),
        (["--server", "a", "--room", "ABCDEFGH", "--join", "b"], "--join and --room cannot be used together"),
        (["--server", "a", "--create", "--seed", "4"], "--create cannot be used with --seed: the server deals"),
        (["--server", "a", "--room", "ABCDEFGH", "--new"], "--room cannot be used with --new: the server deals"),
        (["--server", "a", "--create", "--port", "4"], "--create takes its port after a colon: --server HOST:PORT"),
        (
            ["--server", "a", "--room", "ABCDEFGH", "--mode", "ultra"],
            "--room cannot be used with --mode: the room's owner chooses the mode"
        ),
        (["--server", "a", "--create", "--daily"], "--create cannot be used with --daily"),
        (["--host", "--max-connections", "5"], "--max-connections is for --serve"),
        (["--serve", "--max-connections", "0"], "--max-connections must be a whole number from 1 up"),
        (["--serve", "--metrics-port", "70000"], "--metrics-port must be from 1 to 65535, not 70000"),
        (["--serve", "--room-idle-seconds", "0"], "--room-idle-seconds must be a whole number from 1 up"),
        (["--create", "--room-idle-seconds", "5"], "--room-idle-seconds is for --serve"),
        (["--list-games", "--serve"], "--list-games cannot be used with --serve: it lists the games and exits"),
    ])
    func aBadNetworkFlagIsNamed(arguments: [String], message: String) {
        #expect(
            SetGameCommandTests.error(arguments)?.hasPrefix(message) == true,
            "\(SetGameCommandTests.error(arguments) ?? "no error")")
    }
}

extension NetworkCommandTests {
    @Test(arguments: [
        ["--room", "ABCD-EFG0"], ["--room", "ABCDEFG"], ["--room", "OBCD-EFGH"], ["--room", "abcd efgh"],
    ])
    func aMalformedRoomCodeIsAUsageErrorNamingRoom(arguments: [String]) {
        let error = SetGameCommandTests.error(arguments) ?? ""
        #expect(error.contains("--room"), "\(error)")
        #expect(SetGameCommandTests.exitCode(arguments) == 64)
    }

    @Test(arguments: ["ABCD-EFGH", "abcd-efgh", "ABCDEFGH", "aBcDeFgH"])
    func aRoomCodeIsReadWithOrWithoutItsDashInEitherCase(code: String) throws {
        let command = try SetGameCommand.parse(["--server", "sets.example.org:9000", "--room", code])
        #expect(command.room?.description == "ABCD-EFGH")
        #expect(command.server == JoinAddress(argument: "sets.example.org:9000"))
    }
}
