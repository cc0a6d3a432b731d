extension SetGameCommand {
    /// The game's options, each with its line in the help.
    enum Option {
        static let seed = CommandLineOption(
            name: "seed", kind: .value(valueName: "seed"),
            help: "Start a new game dealt from this seed (a whole number from 0 to 18446744073709551615).",
            accepts: { UInt64($0) != nil })
        static let size = CommandLineOption(
            name: "size", kind: .value(valueName: "WxH"),
            help: "Window size, from 320x240 to 7680x4320 (remembered).",
            accepts: { WindowSize(argument: $0) != nil })
        static let twoPlayer = CommandLineOption(
            name: "two-player", kind: .flag,
            help: "Two players at one keyboard and mouse (hot seat); saved apart from the solo game.")
        static let junior = CommandLineOption(
            name: "junior", kind: .flag,
            help: "Set Junior: the 27 solid cards, 9 on the table to start; saved and counted apart from the classic game.")
        /// Described in the discussion instead: its optional date needs more than a line.
        static let daily = CommandLineOption(name: "daily", kind: .optionalValue(valueName: "YYYY-MM-DD"), help: nil)
        static let colorblind = CommandLineOption(
            name: "colorblind", kind: .invertibleFlag,
            help: "A palette and symbol marks that do not rely on telling red from green (remembered).")
        static let animation = CommandLineOption(
            name: "animation", kind: .invertibleFlag,
            help: "Cards that glide, fly and shake to show each change; --no-animation makes every change a cut (remembered).")
        static let newGame = CommandLineOption(
            name: "new", kind: .flag, help: "Start a new game instead of resuming the saved one.")
        static let stats = CommandLineOption(
            name: "stats", kind: .flag,
            help: "Print the statistics (games, Sets, best time and score, Sets found and missed by kind) and exit.")
        static let trace = CommandLineOption(
            name: "trace", kind: .value(valueName: "path"),
            help: "Append a JSON Lines trace of every frame and intent to this file.")
        static let screenshot = CommandLineOption(
            name: "screenshot", kind: .value(valueName: "path.png"),
            help: "Draw the opening table headless into a PNG file and exit (no display needed).")
        static let install = CommandLineOption(
            name: "install", kind: .flag,
            help: "Install for this user: the program in ~/.local/bin, a menu entry and icons; then exit.")
        static let uninstall = CommandLineOption(
            name: "uninstall", kind: .flag, help: "Remove what --install wrote (saved games and statistics stay); then exit.")
        static let version = CommandLineOption(name: "version", kind: .version, help: "Show the version.")
        static let help = CommandLineOption(name: "help", kind: .help(short: "h"), help: "Show help information.")
    }

    /// `set-game`'s command line, in the order the help lists it.
    static let program = CommandLineProgram(
        name: "set-game",
        abstract: "The card game Set in a desktop window.",
        discussion: """
            Find three cards that are, feature by feature, all the same or all \
            different. Click cards to select them; drag down or press Space to \
            deal 3 more; turn the board (Ctrl+R, a two-finger twist, or a \
            right-button circle) to shuffle.

            The game is saved after every move and resumed at the next launch \
            (one game per mode); see the README for where the files are kept.

            --daily [YYYY-MM-DD]: the daily puzzle, twelve cards holding six \
            Sets to find, the same for a date everywhere; today's (local time) \
            without a date, or a past day's.

            --daily, --junior and --two-player choose the mode and cannot be \
            combined; without them the game is solo. The mode buttons under \
            New Game switch between the modes while playing.
            """,
        version: "set-game 1.0.0",
        options: [
            Option.seed, Option.size, Option.twoPlayer, Option.junior, Option.daily, Option.colorblind,
            Option.animation, Option.newGame, Option.stats, Option.trace, Option.screenshot, Option.install,
            Option.uninstall, Option.version, Option.help,
        ]
    )

    /// The command a parsed command line asks for (before `validate()`).
    init(_ parsed: ParsedOptions) {
        self.init(
            seed: parsed.value(Option.seed).flatMap { UInt64($0) },
            size: parsed.value(Option.size).flatMap { WindowSize(argument: $0) },
            twoPlayer: parsed.flag(Option.twoPlayer) ?? false,
            junior: parsed.flag(Option.junior) ?? false,
            // `--daily` without a date stands for today, as `--daily today` does.
            dailyDate: parsed.gave(Option.daily) ? parsed.value(Option.daily) ?? DailyArgument.today : nil,
            colorblind: parsed.flag(Option.colorblind),
            animation: parsed.flag(Option.animation),
            newGame: parsed.flag(Option.newGame) ?? false,
            stats: parsed.flag(Option.stats) ?? false,
            trace: parsed.value(Option.trace),
            screenshot: parsed.value(Option.screenshot),
            install: parsed.flag(Option.install) ?? false,
            uninstall: parsed.flag(Option.uninstall) ?? false
        )
    }

    /// What `arguments` (without the program's name) ask for: the validated
    /// command, the help or the version.
    static func parse(_ arguments: [String]) throws(CommandLineError) -> CommandLineRequest<SetGameCommand> {
        try program.parse(arguments) { parsed throws(CommandLineError) in
            let command = SetGameCommand(parsed)
            try command.validate()
            return command
        }
    }
}
