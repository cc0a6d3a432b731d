import Testing

@testable import SetGame
@testable import SetPlatform
@testable import SetStorage

/// The help `set-game --help` prints.
@Suite("Command line help", .onBlockingThreads)
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
        without them the game is solo. --mode chooses any of the seventeen modes by
        name, these three included. The mode buttons under New Game and the menu's
        Modes switch between the modes while playing.

        --host, --join and --serve play over the network (TCP port 7373 unless --port
        says otherwise), Set with Friends' normal game unless --mode names another (any
        but two-player): the first group to reach the host scores, a miss costs a
        point, and the host deals by itself. --host serves and plays in the window
        (press Space in the lobby to deal); --serve serves with no window and logs a
        line per player event until SIGTERM or Ctrl+C.

        --serve is also a rooms server, for friends anywhere: --server HOST[:PORT]
        --create makes a room there (any --mode) and shows its code, ABCD-EFGH, in the
        lobby, where its maker deals; the others join with --server HOST --room CODE.
        Every player connects out, so no router needs changing. The server is
        remembered: the next time, --room CODE is enough.

        USAGE: set-game <options>

        OPTIONS:
          --seed <seed>           Start a new game dealt from this seed (a whole number
                                  from 0 to 18446744073709551615).
          --size <WxH>            Window size, from 320x240 to 7680x4320 (remembered).
          --two-player            Two players at one keyboard and mouse (hot seat);
                                  saved apart from the solo game.
          --junior                Set Junior: the 27 solid cards, 9 on the table to
                                  start; saved and counted apart from the classic game.
          --mode <name>           Play this mode, by name; each mode is saved and
                                  counted apart. (values: solo, twoPlayer, daily,
                                  junior, chain, ultra, ultra9, ultraChain, ghost,
                                  puzzle, shuffle, memory, megaSet, sprint10, sprint20,
                                  sprint30, timed)
          --colorblind/--no-colorblind
                                  A palette and symbol marks that do not rely on
                                  telling red from green (remembered).
          --theme <name>          The look of the table and the cards (remembered).
                                  (values: classic, dark, highContrast)
          --animation/--no-animation
                                  Cards that glide, fly and shake to show each change;
                                  --no-animation makes every change a cut (remembered).
          --labels/--no-labels    Key labels on the cards at all times; --no-labels
                                  shows them only after K (remembered).
          --volume <N>            Sound volume, from 0 to 100 (remembered; also
                                  unmutes, M mutes).
          --keep-games <N|all>    Keep only the latest N games in the games database,
                                  or all of them (remembered; all unless set).
          --language <code>       Play in this language, by its code: de, fr, pt_BR,
                                  en, … (remembered; the system's unless set).
          --new                   Start a new game instead of resuming the saved one.
          --stats                 Print the statistics (games, Sets, best time and
                                  score, Sets found and missed by kind) and exit.
          --review <PATH>         Open the game record in the JSON file PATH (from
                                  --export-game) in Review and Replay.
          --games                 List the games recorded, newest first, with the ids
                                  --export-game takes; then exit.
          --export-game <ID PATH> Write the record of game ID (see --games) to the JSON
                                  file PATH; then exit.
          --trace <path>          Append a JSON Lines trace of every frame and intent
                                  to this file.
          --screenshot <path.png> Draw the opening table headless into a PNG file and
                                  exit (no display needed).
          --overlay <name>        With --screenshot: draw this overlay over the table
                                  (menu, rules, tutorial, modes, settings, stats,
                                  pause, online, pastGames, review, replay, practice,
                                  about or charts).
          --install               Install for this user: the program in ~/.local/bin, a
                                  menu entry and icons; then exit.
          --uninstall             Remove what --install wrote (saved games and
                                  statistics stay); then exit.
          --host                  Host a network game and play it in the window; others
                                  join with --join.
          --opponents <N>         Play against N computer players, 1 to 3 (with --host,
                                  they sit at your table).
          --level <level>         With --opponents: how well they play; casual unless
                                  given, you plays at your own pace. (values: beginner,
                                  casual, skilled, expert, you)
          --join <host[:port]>    Join the network game hosted at this address (port
                                  7373 unless given).
          --serve                 Serve rooms with no window, and an open room: a log
                                  line per room and player event; stops on SIGTERM.
          --server <host[:port]>  The rooms server to play on with --create or --room
                                  (port 7373 unless given; remembered).
          --create                Make a room on the --server and open its lobby; its
                                  code is shown there for friends to join.
          --room <code>           Join the room of this code on the --server.
          --list-games            List the games hosted on this network that answer
                                  within 2 seconds; then exit.
          --max-connections <N>   With --serve: the most connections at once (10000).
          --metrics-port <N>      With --serve: serve Prometheus metrics at /metrics on
                                  this port.
          --threads <N>           With --serve: the event-loop threads that carry the
                                  rooms, 1 to 256 (one per core).
          --letter <letter>       With --serve: one server among several; every room
                                  code it makes begins with this letter.
          --peer <letter=host[:port]>
                                  With --serve --letter: where another letter's server
                                  is, given once per letter.
          --domain <domain>       With --serve --letter: the servers' domain; another
                                  letter's rooms are on LETTER.DOMAIN.
          --port <N>              With --host or --serve: the TCP port to listen on, 1
                                  to 65535 (7373).
          --password <word>       With --host, --join, --serve, --create or --room: the
                                  word a player needs to join.
          --name <name>           With --host, --join, --create or --room: your name at
                                  the table, up to 20 printable characters.
          --version               Show the version.
          -h, --help              Show help information.

        """

    @Test func theHelpIsWhatItWas() {
        #expect(SetGameCommand.helpMessage(columns: 80) == Self.argumentParserHelp)
    }

    @Test func theDailyOptionIsDescribedInTheDiscussionNotListed() {
        let lines = SetGameCommand.helpMessage(columns: 80).split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("--daily [YYYY-MM-DD]: ") })
        #expect(!lines.contains { $0.hasPrefix("  --daily") })
    }

    @Test(arguments: [80, 60, 100, 132])
    func everyLineFitsTheWidth(width: Int) {
        let lines = SetGameCommand.helpMessage(columns: width).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count > 30)
        #expect(lines.filter { $0.count > width } == [])
    }
}
