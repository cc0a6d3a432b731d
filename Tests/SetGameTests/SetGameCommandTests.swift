import ArgumentParser
import Testing

@testable import SetCore
@testable import SetGame
@testable import SetPlatform
@testable import SetStorage

/// What `set-game`'s command line reads, in process: each flag's value, the
/// optional date of `--daily`, and the checks of `validate()`.
@Suite("Command line options", .onBlockingThreads)
struct SetGameCommandTests {
    /// The command `arguments` run, or nil (after recording why) when they do not parse.
    static func command(_ arguments: [String]) -> SetGameCommand? {
        do {
            return try SetGameCommand.parse(arguments)
        } catch {
            Issue.record("\(arguments) gave \(SetGameCommand.message(for: error))")
            return nil
        }
    }

    /// The message `arguments` get, or nil when they parse.
    static func error(_ arguments: [String]) -> String? {
        do {
            _ = try SetGameCommand.parse(arguments)
            return nil
        } catch {
            return SetGameCommand.message(for: error)
        }
    }

    /// The exit status the command line would end with for `arguments`, 0 when they parse.
    static func exitCode(_ arguments: [String]) -> Int32 {
        do {
            _ = try SetGameCommand.parse(arguments)
            return 0
        } catch {
            return SetGameCommand.exitCode(for: error).rawValue
        }
    }

    @Test func nothingGivenIsTheResumedSoloGame() throws {
        let command = try #require(Self.command([]))
        #expect(command.seed == nil && command.size == nil && command.dailyDate == nil)
        #expect(!command.twoPlayer && !command.junior && !command.newGame && !command.stats)
        #expect(command.colorblind == nil && command.animation == nil && command.trace == nil)
        #expect(command.screenshot == nil && !command.install && !command.uninstall && command.volume == nil)
    }

    @Test func everyOptionAtOnce() throws {
        let command = try #require(
            Self.command([
                "--seed", "9", "--size=640x480", "--junior", "--no-colorblind", "--animation", "--new",
                "--trace", "t", "--screenshot", "s.png", "--stats", "--volume", "0",
            ]))
        #expect(command.seed == 9 && command.size == WindowSize(width: 640, height: 480) && command.junior)
        #expect(command.colorblind == false && command.animation == true && command.newGame && command.stats)
        #expect(command.trace == "t" && command.screenshot == "s.png" && command.volume == 0)
    }

    @Test(
        arguments: [(["--volume", "0"], 0), (["--volume=100"], 100), (["--volume", "55"], 55)] as [([String], Int)])
    func theVolumeIsZeroToAHundred(arguments: [String], volume: Int) {
        #expect(Self.command(arguments)?.volume == volume)
    }

    @Test(arguments: [["--volume", "101"], ["--volume", "-1"], ["--volume", "5.5"], ["--volume", ""]])
    func aVolumeOutsideZeroToAHundredIsRefused(arguments: [String]) {
        #expect(throws: (any Error).self) { try SetGameCommand.parse(arguments) }
    }

    @Test(
        arguments: [
            (["--seed", "18446744073709551615"], UInt64.max),
            (["--seed=42"], UInt64(42)),
            (["--seed", "0"], UInt64(0)),
            (["--seed", "1", "--seed", "2"], UInt64(2)),
        ] as [([String], UInt64)])
    func theSeedIsAnyUInt64(arguments: [String], seed: UInt64) {
        #expect(Self.command(arguments)?.seed == seed)
    }

    @Test(arguments: [
        (["--size", "320x240"], WindowSize(width: 320, height: 240)),
        (["--size", "7680x4320"], WindowSize(width: 7680, height: 4320)),
        (["--size=1280X800"], WindowSize(width: 1280, height: 800)),
    ])
    func theSizeIsWithinItsLimits(arguments: [String], size: WindowSize) {
        #expect(Self.command(arguments)?.size == size)
    }

    @Test(arguments: [
        (["--colorblind"], true), (["--no-colorblind"], false), (["--colorblind", "--no-colorblind"], false),
    ])
    func colorblindIsOnOffOrRemembered(arguments: [String], on: Bool) {
        #expect(Self.command(arguments)?.colorblind == on)
    }

    // MARK: --daily [YYYY-MM-DD]

    @Test(arguments: [
        (["--daily"], "today"),
        (["--daily", "2026-01-02"], "2026-01-02"),
        (["--daily=2026-01-02"], "2026-01-02"),
        (["--daily", "today"], "today"),
        (["--daily", "--seed", "3"], "today"),
        (["--seed", "3", "--daily"], "today"),
        (["--daily", "--new"], "today"),
    ])
    func theDailyDateIsOptional(arguments: [String], date: String) {
        #expect(Self.command(arguments)?.dailyDate == date)
    }

    @Test func aDailyDateBeforeAnotherOptionKeepsThatOption() throws {
        let command = try #require(Self.command(["--daily", "2026-01-02", "--seed", "3", "--colorblind"]))
        #expect(command.dailyDate == "2026-01-02" && command.seed == 3 && command.colorblind == true)
    }

    @Test func theDailyDateReadsAsADay() throws {
        let today = DailyDate.localToday
        #expect(try DailyArgument.date(from: "2026-01-02", today: today) == DailyDate(year: 2026, month: 1, day: 2))
        #expect(try DailyArgument.date(from: "today", today: today) == today)
    }

    @Test func aWordAfterDailyThatStartsWithADashIsNotItsDate() {
        #expect(Self.error(["--daily", "-x"]) == "Unknown option '-x'")
        #expect(Self.error(["--daily", "--", "2026-01-01"]) == "Unexpected argument '2026-01-01'")
    }

    // MARK: Problems

    @Test(arguments: [
        (["--seed", "abc"], "The value 'abc' is invalid for '--seed <seed>'"),
        (["--seed", "18446744073709551616"], "The value '18446744073709551616' is invalid for '--seed <seed>'"),
        (["--size", "319x240"], "The value '319x240' is invalid for '--size <WxH>'"),
        (["--size", "7681x4320"], "The value '7681x4320' is invalid for '--size <WxH>'"),
        (["--size", "800x"], "The value '800x' is invalid for '--size <WxH>'"),
        (["--install", "--uninstall"], "--install and --uninstall cannot be used together"),
        (["--screenshot", ""], "--screenshot needs a file name"),
        (["--trace", ""], "--trace needs a file name"),
        (["--daily", "--two-player"], "--daily and --two-player cannot be used together: each chooses a mode"),
        (["--two-player", "--junior"], "--junior and --two-player cannot be used together: each chooses a mode"),
        (
            ["--two-player", "--daily", "--junior"],
            "--daily, --junior and --two-player cannot be used together: each chooses a mode"
        ),
        (["--daily", "2026-02-30"], "--daily takes a date written YYYY-MM-DD, not \"2026-02-30\""),
        (["--daily", "TODAY"], "--daily takes a date written YYYY-MM-DD, not \"TODAY\""),
        (["--daily", "2026-1-1"], "--daily takes a date written YYYY-MM-DD, not \"2026-1-1\""),
        (["--daily", "9999-12-31"], "--daily 9999-12-31 is in the future: today is \(DailyDate.localToday)"),
        (["--colour-blind"], "Unknown option '--colour-blind'. Did you mean '--colorblind'?"),
        (["foo"], "Unexpected argument 'foo'"),
    ])
    func aProblemIsNamed(arguments: [String], message: String) {
        #expect(Self.error(arguments) == message)
    }

    @Test func aUsageProblemExitsWithStatus64() {
        do {
            _ = try SetGameCommand.parse(["--seed", "abc"])
            Issue.record("--seed abc parsed")
        } catch {
            #expect(SetGameCommand.exitCode(for: error) == ExitCode(64))
        }
        do {
            _ = try SetGameCommand.parse(["--install", "--uninstall"])
            Issue.record("--install --uninstall parsed")
        } catch {
            #expect(SetGameCommand.exitCode(for: error) == ExitCode(64))
        }
    }
}
