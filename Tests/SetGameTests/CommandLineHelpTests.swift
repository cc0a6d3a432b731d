@testable import SetGame
import Testing

/// The help `set-game --help` prints, made from the option table.
@Suite("Command line help")
struct CommandLineHelpTests {
    /// What `set-game --help` printed with swift-argument-parser 1.8.2 on an
    /// 80-column terminal (or a pipe), less `print`'s last line break.
    static let argumentParserHelp = """
        OVERVIEW: The card game Set in a desktop window.

        Find three cards that are, feature by feature, all the same or all different.
        Click cards to select them; drag down or press Space to deal 3 more; turn the
        board (Ctrl+R, a two-finger twist, or a right-button circle) to shuffle.

        The game is saved after every move and resumed at the next launch (one game per
        mode); see the README for where the files are kept.

        --daily [YYYY-MM-DD]: the daily puzzle, twelve cards holding six Sets to find,
        the same for a date everywhere; today's (local time) without a date, or a past
        day's.

        --daily, --junior and --two-player choose the mode and cannot be combined;
        without them the game is solo. The mode buttons under New Game switch between
        the modes while playing.

        USAGE: set-game <options>

        OPTIONS:
          --seed <seed>           Start a new game dealt from this seed (a whole number
                                  from 0 to 18446744073709551615).
          --size <WxH>            Window size, from 320x240 to 7680x4320 (remembered).
          --two-player            Two players at one keyboard and mouse (hot seat);
                                  saved apart from the solo game.
          --junior                Set Junior: the 27 solid cards, 9 on the table to
                                  start; saved and counted apart from the classic game.
          --colorblind/--no-colorblind
                                  A palette and symbol marks that do not rely on
                                  telling red from green (remembered).
          --animation/--no-animation
                                  Cards that glide, fly and shake to show each change;
                                  --no-animation makes every change a cut (remembered).
          --new                   Start a new game instead of resuming the saved one.
          --stats                 Print the statistics (games, Sets, best time and
                                  score, Sets found and missed by kind) and exit.
          --trace <path>          Append a JSON Lines trace of every frame and intent
                                  to this file.
          --screenshot <path.png> Draw the opening table headless into a PNG file and
                                  exit (no display needed).
          --install               Install for this user: the program in ~/.local/bin, a
                                  menu entry and icons; then exit.
          --uninstall             Remove what --install wrote (saved games and
                                  statistics stay); then exit.
          --version               Show the version.
          -h, --help              Show help information.

        """

    @Test func theHelpIsWhatArgumentParserPrinted() {
        #expect(SetGameCommand.program.helpText(width: 80) == Self.argumentParserHelp)
    }

    @Test func theHelpListsEveryOptionButTheDailyOneAndTheDiscussionDescribesThat() {
        let help = SetGameCommand.program.helpText(width: 80)
        let lines = help.split(separator: "\n").map(String.init)
        /// Whether a line of OPTIONS starts with `label` (then the sentence or the line's end).
        func lists(_ label: String) -> Bool {
            lines.contains { $0 == "  " + label || $0.hasPrefix("  " + label + " ") }
        }
        for option in SetGameCommand.program.options {
            if option.help == nil {
                #expect(lines.contains { $0.hasPrefix("\(option.longName) [YYYY-MM-DD]: ") }, "\(option.name)")
                #expect(!lines.contains { $0.hasPrefix("  \(option.longName)") }, "\(option.name)")
            } else {
                #expect(lists(option.label), "\(option.name)")
            }
        }
        for label in ["--seed <seed>", "--size <WxH>", "--two-player", "--junior", "--colorblind/--no-colorblind",
                      "--animation/--no-animation", "--new", "--stats", "--trace <path>", "--screenshot <path.png>",
                      "--install", "--uninstall", "--version", "-h, --help"] {
            #expect(lists(label), "\(label)")
        }
    }

    @Test(arguments: [80, 60, 100, 132])
    func everyLineFitsTheWidth(width: Int) {
        let lines = SetGameCommand.program.helpText(width: width).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count > 30)
        #expect(lines.filter { $0.count > width } == [])
    }

    @Test func aNarrowTerminalWrapsEachSentenceInItsColumn() {
        let help = SetGameCommand.program.helpText(width: 40)
        #expect(help.contains("""
              --seed <seed>           Start a new
                                      game dealt
                                      from this
                                      seed (a whole
                                      number from 0
                                      to
                                      18446744073709551615).
              --size <WxH>            Window size,
            """))
    }

    @Test func aLabelTooLongForItsColumnHasItsSentenceOnTheNextLine() {
        let help = SetGameCommand.program.helpText(width: 80)
        #expect(help.contains("""
              --colorblind/--no-colorblind
                                      A palette and symbol marks that do not rely on
                                      telling red from green (remembered).

            """))
    }

    @Test func anErrorShowsTheProblemTheOptionsHelpAndTheUsage() {
        let error = CommandLineError.invalidValue("abc", for: SetGameCommand.Option.size)
        #expect(SetGameCommand.program.errorText(error) == """
            Error: The value 'abc' is invalid for '--size <WxH>'
            Help:  --size <WxH>  Window size, from 320x240 to 7680x4320 (remembered).
            Usage: set-game <options>
              See 'set-game --help' for more information.
            """)
        #expect(SetGameCommand.program.errorText(CommandLineError("--trace needs a file name")) == """
            Error: --trace needs a file name
            Usage: set-game <options>
              See 'set-game --help' for more information.
            """)
    }

    // MARK: Wrapping

    @Test func wrappingBreaksAtTheLastSpaceThatFits() {
        #expect(TextWrap.wrap("one two three four", width: 9) == "one two\nthree\nfour")
        #expect(TextWrap.wrap("one two three four", width: 14) == "one two three\nfour")
        #expect(TextWrap.wrap("abc", width: 3) == "abc")
    }

    /// ArgumentParser looks for the break among the first `width` characters
    /// only, so a word that ends exactly at the edge goes to the next line.
    @Test func aWordEndingAtTheEdgeMovesDownAsInArgumentParser() {
        #expect(TextWrap.wrap("one two three four", width: 13) == "one two\nthree four")
    }

    @Test func wrappingKeepsLineBreaksAndIndentsAllButEmptyLines() {
        #expect(TextWrap.wrap("ab\n\ncd ef", width: 6, indent: 2) == "  ab\n\n  cd\n  ef")
    }

    @Test func aWordLongerThanTheLineStandsAlone() {
        #expect(TextWrap.wrap("a 123456789 b", width: 5) == "a\n123456789\nb")
        #expect(TextWrap.wrap("123456789", width: 5) == "123456789")
    }

    @Test func aWidthNarrowerThanTheIndentStillGivesEveryWord() {
        #expect(TextWrap.wrap("ab cd", width: 3, indent: 4) == "    ab\n    cd")
    }

    // MARK: Suggestions

    @Test(arguments: [("", "", 0), ("abc", "", 3), ("", "ab", 2), ("--seed", "-seed", 1), ("--colorblind", "--colour-blind", 2),
                      ("--new", "--hel", 2), ("kitten", "sitting", 3), ("flaw", "lawn", 2), ("é", "e", 1)])
    func theEditDistanceCountsSingleCharacterEdits(a: String, b: String, distance: Int) {
        #expect(EditDistance.between(a, b) == distance)
        #expect(EditDistance.between(b, a) == distance)
    }
}
