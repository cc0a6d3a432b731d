import Testing

@testable import SetGame

/// `--idle-seconds`, the hidden testing knob of `--serve`: how long a silent peer may stay.
@Suite("Command line: the hidden --idle-seconds", .onBlockingThreads)
struct IdleSecondsOptionTests {
    @Test func serveTakesIt() throws {
        let command = try #require(SetGameCommandTests.command(["--serve", "--idle-seconds", "2"]))
        #expect(command.serve && command.idleSeconds == 2)
    }

    @Test func withoutItTheSilenceRuleIsTheProtocols() throws {
        let command = try #require(SetGameCommandTests.command(["--serve"]))
        #expect(command.idleSeconds == nil)
    }

    @Test(arguments: [
        (["--serve", "--idle-seconds=0"], "--idle-seconds must be a whole number from 1 up"),
        (["--serve", "--idle-seconds=-5"], "--idle-seconds must be a whole number from 1 up"),
        (["--idle-seconds", "2"], "--idle-seconds is for --serve"),
        (["--host", "--idle-seconds", "2"], "--idle-seconds is for --serve"),
        (["--join", "a", "--idle-seconds", "2"], "--idle-seconds is for --serve"),
    ])
    func aBadValueOrAnotherRoleIsNamed(arguments: [String], message: String) {
        #expect(
            SetGameCommandTests.error(arguments)?.hasPrefix(message) == true,
            "\(SetGameCommandTests.error(arguments) ?? "no error")")
    }

    @Test func theHelpLeavesItOut() {
        #expect(!SetGameCommand.helpMessage().contains("idle"))
    }
}
