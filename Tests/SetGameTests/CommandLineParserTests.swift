@testable import SetCore
@testable import SetGame
import Testing

/// `set-game`'s own command-line parser, held to what swift-argument-parser
/// 1.8.2 made of the same command lines when the game used it.
@Suite("Command line parser")
struct CommandLineParserTests {
    typealias Request = CommandLineRequest<SetGameCommand>

    /// What `arguments` ask for, or the error they get.
    static func parse(_ arguments: [String]) -> Result<Request, CommandLineError> {
        Result { () throws(CommandLineError) in try SetGameCommand.parse(arguments) }
    }

    /// The command `arguments` run, or nil (after recording why) when they do not run one.
    static func command(_ arguments: [String]) -> SetGameCommand? {
        switch parse(arguments) {
        case .success(.run(let command)): return command
        case let other:
            Issue.record("\(arguments) gave \(other)")
            return nil
        }
    }

    /// The error `arguments` get, or nil when they get none.
    static func error(_ arguments: [String]) -> CommandLineError? {
        guard case .failure(let error) = parse(arguments) else { return nil }
        return error
    }

    static let seedHelp = "--seed <seed>  Start a new game dealt from this seed (a whole number from 0 to 18446744073709551615)."
    static let sizeHelp = "--size <WxH>  Window size, from 320x240 to 7680x4320 (remembered)."

    // MARK: Options

    @Test func nothingGivenIsTheResumedSoloGame() {
        #expect(Self.command([]) == SetGameCommand())
        #expect(Self.command(["--"]) == SetGameCommand())
    }

    @Test(arguments: [
        (["--seed", "42"], SetGameCommand(seed: 42)),
        (["--seed=42"], SetGameCommand(seed: 42)),
        (["--seed", "18446744073709551615"], SetGameCommand(seed: .max)),
        (["--seed", "+5"], SetGameCommand(seed: 5)),
        (["--seed", "0"], SetGameCommand(seed: 0)),
        (["--size", "800x600"], SetGameCommand(size: WindowSize(width: 800, height: 600))),
        (["--size=1280X800"], SetGameCommand(size: WindowSize(width: 1280, height: 800))),
        (["--size", "320x240"], SetGameCommand(size: WindowSize(width: 320, height: 240))),
        (["--size", "7680x4320"], SetGameCommand(size: WindowSize(width: 7680, height: 4320))),
        (["--two-player"], SetGameCommand(twoPlayer: true)),
        (["--junior"], SetGameCommand(junior: true)),
        (["--colorblind"], SetGameCommand(colorblind: true)),
        (["--no-colorblind"], SetGameCommand(colorblind: false)),
        (["--animation"], SetGameCommand(animation: true)),
        (["--no-animation"], SetGameCommand(animation: false)),
        (["--new"], SetGameCommand(newGame: true)),
        (["--stats"], SetGameCommand(stats: true)),
        (["--trace", "t.jsonl"], SetGameCommand(trace: "t.jsonl")),
        (["--trace=t.jsonl"], SetGameCommand(trace: "t.jsonl")),
        (["--trace", "-"], SetGameCommand(trace: "-")),
        (["--screenshot", "a.png"], SetGameCommand(screenshot: "a.png")),
        (["--screenshot=a=b.png"], SetGameCommand(screenshot: "a=b.png")),
        (["--install"], SetGameCommand(install: true)),
        (["--uninstall"], SetGameCommand(uninstall: true)),
        // A flag's `=` with nothing after it is the flag alone, and an option's
        // takes its value from the next word, as ArgumentParser read them.
        (["--two-player="], SetGameCommand(twoPlayer: true)),
        (["--seed=", "7"], SetGameCommand(seed: 7)),
    ])
    func eachOptionSetsItsField(arguments: [String], expected: SetGameCommand) {
        #expect(Self.command(arguments) == expected)
    }

    @Test func everyOptionAtOnce() {
        let arguments = ["--seed", "9", "--size=640x480", "--junior", "--no-colorblind", "--animation", "--new",
                         "--trace", "t", "--screenshot", "s.png", "--stats"]
        #expect(Self.command(arguments) == SetGameCommand(
            seed: 9, size: WindowSize(width: 640, height: 480), junior: true, colorblind: false, animation: true,
            newGame: true, stats: true, trace: "t", screenshot: "s.png"))
    }

    // MARK: --daily [YYYY-MM-DD]

    @Test(arguments: [
        (["--daily"], "today"),
        (["--daily", "2026-01-02"], "2026-01-02"),
        (["--daily=2026-01-02"], "2026-01-02"),
        (["--daily", "today"], "today"),
        (["--daily", "--seed", "3"], "today"),
        (["--seed", "3", "--daily"], "today"),
        (["--daily", "--"], "today"),
        (["--daily", "2026-01-01", "--daily"], "today"),
        (["--daily", "--daily", "2026-01-01"], "2026-01-01"),
    ])
    func theDailyDateIsOptional(arguments: [String], date: String) {
        #expect(Self.command(arguments)?.dailyDate == date)
    }

    @Test func aDailyDateBeforeAnotherOptionKeepsThatOption() {
        #expect(Self.command(["--daily", "2026-01-02", "--seed", "3", "--colorblind"])
            == SetGameCommand(seed: 3, dailyDate: "2026-01-02", colorblind: true))
    }

    @Test func theDailyDateReadsAsADay() throws {
        let today = DailyArgument.localToday
        #expect(try DailyArgument.date(from: "2026-01-02", today: today) == DailyDate(year: 2026, month: 1, day: 2))
        #expect(try DailyArgument.date(from: "today", today: today) == today)
    }

    @Test func aWordAfterDailyThatStartsWithADashIsNotItsDate() {
        #expect(Self.error(["--daily", "-"]) == CommandLineError("Unexpected argument '-'"))
        #expect(Self.error(["--daily", "-x"]) == CommandLineError("Unknown option '-x'"))
        #expect(Self.error(["--daily", "--", "2026-01-01"]) == CommandLineError("Unexpected argument '2026-01-01'"))
    }

    @Test func anEmptyDailyDateIsNotADay() {
        let message = "--daily takes a date written YYYY-MM-DD, not \"\""
        #expect(Self.error(["--daily="]) == CommandLineError(message))
        #expect(Self.error(["--daily", ""]) == CommandLineError(message))
    }

    // MARK: Repeats: the last one counts

    @Test(arguments: [
        (["--seed", "1", "--seed", "2"], SetGameCommand(seed: 2)),
        (["--seed=1", "--seed", "2"], SetGameCommand(seed: 2)),
        (["--size", "800x600", "--size", "640x480"], SetGameCommand(size: WindowSize(width: 640, height: 480))),
        (["--colorblind", "--no-colorblind"], SetGameCommand(colorblind: false)),
        (["--no-colorblind", "--colorblind"], SetGameCommand(colorblind: true)),
        (["--no-animation", "--animation", "--no-animation"], SetGameCommand(animation: false)),
        (["--trace", "a", "--trace", "b"], SetGameCommand(trace: "b")),
        (["--screenshot", "a.png", "--screenshot", "b.png"], SetGameCommand(screenshot: "b.png")),
        (["--new", "--new"], SetGameCommand(newGame: true)),
        (["--two-player", "--two-player"], SetGameCommand(twoPlayer: true)),
    ])
    func aRepeatedOptionCountsAsGivenLast(arguments: [String], expected: SetGameCommand) {
        #expect(Self.command(arguments) == expected)
    }

    @Test func aBadValueIsReportedEvenWhenALaterOneIsGood() {
        #expect(Self.error(["--seed", "abc", "--seed", "1"])
            == CommandLineError("The value 'abc' is invalid for '--seed <seed>'", help: Self.seedHelp))
    }

    // MARK: Help and version

    @Test(arguments: [
        ["--help"], ["-h"], ["-help"], ["-xh"], ["-hx"], ["-h=3"], ["--help=1"], ["--help", "--bogus"],
        ["--bogus", "--help"], ["foo", "--help"], ["--seed", "3", "-h"], ["--version", "--help"], ["--help", "--version"],
        ["--install", "--uninstall", "--help"], ["--daily", "-h"],
    ])
    func theHelpIsAskedForAnywhereBeforeTheTerminator(arguments: [String]) {
        #expect(Self.parse(arguments) == .success(.help))
    }

    @Test(arguments: [
        ["--version"], ["--version=1"], ["--version", "extra"], ["extra", "--version"], ["--bogus", "--version"],
        ["--junior", "--two-player", "--version"],
    ])
    func theVersionIsAskedForAnywhereBeforeTheTerminator(arguments: [String]) {
        #expect(Self.parse(arguments) == .success(.version))
    }

    @Test func theVersionIsTheGamesOne() {
        #expect(SetGameCommand.program.version == "set-game 1.0.0")
    }

    @Test func afterTheTerminatorHelpAndVersionAreWords() {
        #expect(Self.error(["--", "--help"]) == CommandLineError("Unexpected argument '--help'"))
        #expect(Self.error(["--", "-h", "--version"]) == CommandLineError("2 unexpected arguments: '-h', '--version'"))
    }

    @Test func aPackWithAValueIsNotTheHelp() {
        #expect(Self.error(["-hx=1"]) == CommandLineError("Unknown option '-hx'"))
    }

    // MARK: Errors, word for word

    @Test(arguments: [
        (["--seed"], "Missing value for '--seed <seed>'", seedHelp),
        (["--seed="], "Missing value for '--seed <seed>'", seedHelp),
        (["--seed", "-1"], "Missing value for '--seed <seed>'", seedHelp),
        (["--seed", "-x"], "Missing value for '--seed <seed>'", seedHelp),
        (["--seed", "--size", "800x600"], "Missing value for '--seed <seed>'", seedHelp),
        (["--seed", "--", "5"], "Missing value for '--seed <seed>'", seedHelp),
        (["--seed", "abc"], "The value 'abc' is invalid for '--seed <seed>'", seedHelp),
        (["--seed=abc"], "The value 'abc' is invalid for '--seed <seed>'", seedHelp),
        (["--seed", ""], "The value '' is invalid for '--seed <seed>'", seedHelp),
        (["--seed", "-"], "The value '-' is invalid for '--seed <seed>'", seedHelp),
        (["--seed", "1.5"], "The value '1.5' is invalid for '--seed <seed>'", seedHelp),
        (["--seed", "0x10"], "The value '0x10' is invalid for '--seed <seed>'", seedHelp),
        (["--seed", "18446744073709551616"], "The value '18446744073709551616' is invalid for '--seed <seed>'", seedHelp),
        (["--seed=3=4"], "The value '3=4' is invalid for '--seed <seed>'", seedHelp),
        (["--size"], "Missing value for '--size <WxH>'", sizeHelp),
        (["--size", "-800x600"], "Missing value for '--size <WxH>'", sizeHelp),
        (["--size", "0x0"], "The value '0x0' is invalid for '--size <WxH>'", sizeHelp),
        (["--size", "abc"], "The value 'abc' is invalid for '--size <WxH>'", sizeHelp),
        (["--size", "319x240"], "The value '319x240' is invalid for '--size <WxH>'", sizeHelp),
        (["--size", "7681x4320"], "The value '7681x4320' is invalid for '--size <WxH>'", sizeHelp),
        (["--size", "100000x100000"], "The value '100000x100000' is invalid for '--size <WxH>'", sizeHelp),
        (["--size", "800x600x"], "The value '800x600x' is invalid for '--size <WxH>'", sizeHelp),
        (["--trace"], "Missing value for '--trace <path>'",
         "--trace <path>  Append a JSON Lines trace of every frame and intent to this file."),
        (["--trace="], "Missing value for '--trace <path>'",
         "--trace <path>  Append a JSON Lines trace of every frame and intent to this file."),
        (["--screenshot"], "Missing value for '--screenshot <path.png>'",
         "--screenshot <path.png>  Draw the opening table headless into a PNG file and exit (no display needed)."),
    ])
    func aMissingOrBadValueNamesTheOptionAndShowsItsHelp(arguments: [String], message: String, help: String) {
        #expect(Self.error(arguments) == CommandLineError(message, help: help))
    }

    @Test(arguments: [
        (["--two-player=yes"], "The option '--two-player' does not take any value, but 'yes' was specified."),
        (["--no-colorblind=1"], "The option '--no-colorblind' does not take any value, but '1' was specified."),
        (["--new=0"], "The option '--new' does not take any value, but '0' was specified."),
        (["--colour-blind"], "Unknown option '--colour-blind'. Did you mean '--colorblind'?"),
        (["--no-colourblind"], "Unknown option '--no-colourblind'. Did you mean '--no-colorblind'?"),
        (["--color"], "Unknown option '--color'"),
        (["--news"], "Unknown option '--news'. Did you mean '--new'?"),
        (["--stat"], "Unknown option '--stat'. Did you mean '--stats'?"),
        (["--s"], "Unknown option '--s'. Did you mean '--seed'?"),
        (["--Seed=3"], "Unknown option '--Seed'. Did you mean '--seed'?"),
        (["--SEED", "3"], "Unknown option '--SEED'"),
        (["--no-new"], "Unknown option '--no-new'. Did you mean '--new'?"),
        // `--help` and `--version` are not suggested, as ArgumentParser did not suggest them.
        (["--hel"], "Unknown option '--hel'. Did you mean '--new'?"),
        (["--versio"], "Unknown option '--versio'"),
        (["--dail"], "Unknown option '--dail'. Did you mean '--daily'?"),
        (["--daily-date", "today"], "Unknown option '--daily-date'"),
        (["--=3"], "Unknown option '--'. Did you mean '--new'?"),
        (["-x"], "Unknown option '-x'"),
        (["-s", "3"], "Unknown option '-s'"),
        (["-é"], "Unknown option '-é'"),
        (["-xyz"], "Unknown option '-xyz'"),
        (["-seed", "3"], "Unknown option '-seed'. Did you mean '--seed'?"),
        (["-ab=c"], "Unknown option '-ab'"),
        (["-a="], "Unknown option '-a'"),
        (["--bogus", "--bogus2"], "Unknown option '--bogus'"),
        (["foo", "--bogus"], "Unknown option '--bogus'"),
        (["--bogus", "3"], "Unknown option '--bogus'"),
        (["help"], "Unexpected argument 'help'"),
        (["foo"], "Unexpected argument 'foo'"),
        (["-"], "Unexpected argument '-'"),
        ([""], "Unexpected argument ''"),
        (["foo", "bar"], "2 unexpected arguments: 'foo', 'bar'"),
        (["foo", "bar", "baz"], "3 unexpected arguments: 'foo', 'bar', 'baz'"),
        (["--", "--seed", "3"], "2 unexpected arguments: '--seed', '3'"),
        (["--seed", "3", "--", "--seed", "abc"], "2 unexpected arguments: '--seed', 'abc'"),
        (["--daily", "2026-01-01", "extra"], "Unexpected argument 'extra'"),
        (["---seed", "3"], "Invalid option: ---seed"),
        (["---"], "Invalid option: ---"),
        (["-="], "Invalid option: -="),
        (["-=x"], "Invalid option: -=x"),
        (["--help", "---x"], "Invalid option: ---x"),
    ])
    func aWordThatIsNoOptionOrValueIsNamed(arguments: [String], message: String) {
        #expect(Self.error(arguments) == CommandLineError(message))
    }

    @Test(arguments: [
        (["--install", "--uninstall"], "--install and --uninstall cannot be used together"),
        (["--uninstall", "--install"], "--install and --uninstall cannot be used together"),
        (["--screenshot", ""], "--screenshot needs a file name"),
        (["--trace", ""], "--trace needs a file name"),
        (["--trace", "", "--screenshot", ""], "--screenshot needs a file name"),
        (["--daily", "--two-player"], "--daily and --two-player cannot be used together: each chooses a mode"),
        (["--two-player", "--junior"], "--junior and --two-player cannot be used together: each chooses a mode"),
        (["--junior", "--daily", "2026-11-01"], "--daily and --junior cannot be used together: each chooses a mode"),
        (["--two-player", "--daily", "--junior"],
         "--daily, --junior and --two-player cannot be used together: each chooses a mode"),
        (["--daily", "2026-02-30"], "--daily takes a date written YYYY-MM-DD, not \"2026-02-30\""),
        (["--daily", "tomorrow"], "--daily takes a date written YYYY-MM-DD, not \"tomorrow\""),
        (["--daily", "TODAY"], "--daily takes a date written YYYY-MM-DD, not \"TODAY\""),
        (["--daily", "2026-1-1"], "--daily takes a date written YYYY-MM-DD, not \"2026-1-1\""),
        (["--daily", "9999-12-31"], "--daily 9999-12-31 is in the future: today is \(DailyArgument.localToday)"),
    ])
    func contradictoryOptionsAreRefused(arguments: [String], message: String) {
        #expect(Self.error(arguments) == CommandLineError(message))
    }

    // MARK: Which problem is reported first

    @Test(arguments: [
        // A malformed word first, wherever it is.
        (["--seed", "abc", "---x"], "Invalid option: ---x"),
        // Then values, in the order of the words, before unknown options and the help.
        (["--bogus", "--seed", "abc"], "The value 'abc' is invalid for '--seed <seed>'"),
        (["--seed", "abc", "--help"], "The value 'abc' is invalid for '--seed <seed>'"),
        (["--seed", "abc", "--version"], "The value 'abc' is invalid for '--seed <seed>'"),
        (["--size", "abc", "--seed", "abc"], "The value 'abc' is invalid for '--size <WxH>'"),
        (["--seed", "abc", "--size", "abc"], "The value 'abc' is invalid for '--seed <seed>'"),
        (["foo", "--two-player=1"], "The option '--two-player' does not take any value, but '1' was specified."),
        // Then contradictions, before unknown options and stray words.
        (["--install", "--uninstall", "--bogus"], "--install and --uninstall cannot be used together"),
        (["--junior", "--two-player", "foo"], "--junior and --two-player cannot be used together: each chooses a mode"),
        (["--daily", "tomorrow", "extra"], "--daily takes a date written YYYY-MM-DD, not \"tomorrow\""),
        (["--install", "--uninstall", "--screenshot", ""], "--install and --uninstall cannot be used together"),
        (["--screenshot", "", "--daily", "tomorrow"], "--screenshot needs a file name"),
        // Then an unknown option before stray words.
        (["foo", "--bogus"], "Unknown option '--bogus'"),
    ])
    func problemsAreReportedInArgumentParsersOrder(arguments: [String], message: String) {
        #expect(Self.error(arguments)?.message == message)
    }

    // MARK: Words

    @Test(arguments: [
        ("x", CommandLineWord.value("x")), ("", .value("")), ("-", .value("-")), ("--", .terminator),
        ("--seed", .long(name: "seed", value: nil)), ("--seed=3", .long(name: "seed", value: "3")),
        ("--seed=", .long(name: "seed", value: "")), ("--=3", .long(name: "", value: "3")),
        ("-h", .short("h", value: nil)), ("-h=3", .short("h", value: "3")),
        ("-help", .singleDash(name: "help", value: nil)), ("-ab=", .singleDash(name: "ab", value: "")),
    ])
    func aWordReadsAsArgumentParserReadIt(argument: String, word: CommandLineWord) throws {
        #expect(try CommandLineWord(argument) == word)
    }

    @Test func everyWordAfterTheTerminatorIsAValue() throws {
        #expect(try CommandLineWord.split(["--new", "--", "--seed", "--", "---x"])
            == [.long(name: "new", value: nil), .terminator, .value("--seed"), .value("--"), .value("---x")])
    }
}
