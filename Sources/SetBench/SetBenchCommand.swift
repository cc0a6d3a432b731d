// set-bench: draws the reference scene of bench/SCENE.md, the game's table and
// its motion, and plays the game's sounds, and times them; and plays the variants.
import ArgumentParser
import Raster
import SetCore

/// `set-bench`: the benchmarks, one subcommand each.
@main
struct SetBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set-bench",
        abstract: "Times the rasterizer, the game's table, its motion and its sound; measures the variants.",
        subcommands: [
            SceneCommand.self, TableCommand.self, AnimateCommand.self, ClickCommand.self, AudioCommand.self,
            ModesCommand.self, ServeCommand.self, RedirectCommand.self, RecordsCommand.self, OpponentsCommand.self,
        ]
    )
}

/// What the drawing benchmarks take: the window, the cards and the frames to time.
struct DrawingOptions: ParsableArguments {
    @Option(help: "Width in pixels, 1 to 16384.") var width: Int
    @Option(help: "Height in pixels, 1 to 16384.") var height: Int
    @Option(help: "Cards on the table: 1 to 81 (the reference scene: up to 10000).") var cards: Int
    @Option(help: "Frames to time, 1 to 100000.") var frames: Int
    @Option(name: .customLong("png"), help: ArgumentHelp("Write the last frame to this PNG file.", valueName: "path"))
    var output: String?
    /// For profiling: a comma-separated subset of cards, borders, solid, striped, open (the background is always drawn).
    @Option(help: .hidden) var parts: String?
    /// For profiling: `yes` draws call by call rather than recording each frame and flushing it in bands.
    @Option(help: .hidden) var immediate: String?

    /// The options checked, for `command` (`scene` takes more cards than the game's table).
    func options(for command: String) throws -> Options {
        func check(_ value: Int, _ name: String, _ limit: Int) throws {
            guard value > 0, value <= limit else {
                throw ValidationError("--\(name) takes a whole number from 1 to \(limit), not \(value)")
            }
        }
        try check(width, "width", 16384)
        try check(height, "height", 16384)
        try check(cards, "cards", command == "scene" ? 10_000 : 81)
        try check(frames, "frames", 100_000)
        var chosen = Scene.Parts.all
        if let parts {
            chosen = []
            let names: [String: Scene.Parts] = [
                "cards": .cards, "borders": .borders, "solid": .solid,
                "striped": .striped, "open": .open, "none": [],
            ]
            for name in parts.split(separator: ",") {
                guard let part = names[String(name)] else { throw ValidationError("unknown part '\(name)'") }
                chosen.formUnion(part)
            }
        }
        return Options(
            command: command, width: width, height: height, cards: cards, frames: frames, output: output,
            parts: chosen, immediate: immediate == "yes")
    }
}

/// Runs a benchmark that answers with an exit status.
private func finish(_ status: Int32) throws {
    if status != 0 { throw ExitCode(status) }
}

/// `set-bench scene`: the reference scene of bench/SCENE.md.
struct SceneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "scene", abstract: "Draws the reference scene.")
    @OptionGroup var drawing: DrawingOptions
    func validate() throws { _ = try drawing.options(for: "scene") }
    func run() throws { try finish(SceneBench(try drawing.options(for: "scene")).run()) }
}

/// `set-bench table`: the game's own re-layout and redraw.
struct TableCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "table", abstract: "Lays out and draws the game's table.")
    @OptionGroup var drawing: DrawingOptions
    func validate() throws { _ = try drawing.options(for: "table") }
    func run() throws { try finish(TableBench(try drawing.options(for: "table")).run()) }
}

/// `set-bench animate`: one frame of a full re-form.
struct AnimateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate", abstract: "Draws frames of the cards' motion.")
    @OptionGroup var drawing: DrawingOptions
    func validate() throws { _ = try drawing.options(for: "animate") }
    func run() throws { try finish(AnimateBench(try drawing.options(for: "animate")).run()) }
}

/// `set-bench click`: a quick player's clicks, a miss and the clicks during its shake.
struct ClickCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "click", abstract: "Draws the frames of a quick player's clicks, in and out of a miss's shake.")
    @OptionGroup var drawing: DrawingOptions
    func validate() throws { _ = try drawing.options(for: "click") }
    func run() throws { try finish(ClickBench(try drawing.options(for: "click")).run()) }
}

/// `set-bench audio`: the audio callback's cost.
struct AudioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audio", abstract: "Mixes busy play through the game's mixer.")
    @Option(help: "Seconds of play to mix, 1 to 3600.") var seconds = 60
    func validate() throws {
        guard seconds > 0, seconds <= 3600 else {
            throw ValidationError("--seconds takes a whole number from 1 to 3600, not \(seconds)")
        }
    }
    func run() throws { try finish(AudioBench(seconds: seconds).run()) }
}

/// `set-bench modes`: the variants played by a player who takes the first group offered.
struct ModesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "modes",
        abstract: "Plays every variant and sums up its tables.")
    @Option(help: "Games of each variant, 1 to 100000.") var games = 1000
    @Option(help: "Seed of the games' seeds, 0 to 18446744073709551615.") var seed: UInt64 = 1
    @Option(help: ArgumentHelp("Play only this variant (solo, chain, timed, …).", valueName: "name"))
    var mode: String?
    func validate() throws {
        guard games > 0, games <= 100_000 else {
            throw ValidationError("--games takes a whole number from 1 to 100000, not \(games)")
        }
        if let mode, Variant(name: mode) == nil {
            let names = Variant.all.map(\.name).joined(separator: ", ")
            throw ValidationError("--mode takes one of \(names), not '\(mode)'")
        }
    }
    func run() throws {
        let variants = mode.flatMap(Variant.init(name:)).map { [$0] } ?? Variant.all
        try finish(ModesBench(variants: variants, games: games, seed: seed).run())
    }
}

/// `set-bench opponents`: the computer levels' paces and their ratings in every mode.
struct OpponentsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "opponents",
        abstract: "Measures the computer levels: their pace on 12-card tables and their rating in every mode.")
    @Option(help: "Fresh tables per level, 1 to 1000000.") var tables = 10_000
    @Option(help: "Games of each pairing of levels in each mode, 1 to 10000.") var games = 100
    @Option(help: "Seed of the tables and games, 0 to 18446744073709551615.") var seed: UInt64 = 1
    func validate() throws {
        guard (1...1_000_000).contains(tables) else { throw ValidationError("--tables takes 1 to 1000000") }
        guard (1...10_000).contains(games) else { throw ValidationError("--games takes 1 to 10000") }
    }
    func run() throws {
        try finish(OpponentsBench(tables: tables, games: games, seed: seed).run())
    }
}

/// `set-bench redirect`: what a lettered server's redirect adds to joining a room.
struct RedirectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "redirect",
        abstract: "Joins a room on loopback straight at its server and through another's redirect; prints both times.")
    @Option(help: "Joins of each kind, 1 to 10000.") var joins = 200
    func validate() throws {
        guard (1...10_000).contains(joins) else { throw ValidationError("--joins takes 1 to 10000") }
    }
    func run() throws {
        try finish(RedirectBench(joins: joins).run())
    }
}

/// `set-bench records`: what keeping every game in the games database costs.
struct RecordsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "records",
        abstract:
            "Records seeded games move by move in a games database; prints the write per move, the size and Review's opening."
    )
    @Option(help: "Games, 1 to 10000.") var games = 200
    @Option(help: "Seed of the first game, 0 to 18446744073709551615.") var seed: UInt64 = 1
    func validate() throws {
        guard games > 0, games <= 10_000 else {
            throw ValidationError("--games takes a whole number from 1 to 10000, not \(games)")
        }
    }
    func run() throws {
        try finish(try RecordsBench(games: games, seed: seed).run())
    }
}

/// `set-bench serve`: a real `set-game --serve`, many rooms of players at a human pace, and what it costs.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Plays rooms on a real set-game --serve over loopback; prints its CPU, memory and claim times.")
    @Option(help: "Rooms, 1 to 10000.") var rooms: Int
    @Option(help: "Players in each room, 2 to 8.") var players: Int = 4
    @Option(help: "Seconds to measure, once every room is seated.") var seconds: Double = 30
    @Option(help: "The server's event-loop threads, 1 to 256 (one per core unless given).") var threads: Int?
    @Option(help: ArgumentHelp("The set-game to serve (the one beside set-bench unless given).", valueName: "path"))
    var binary: String?

    func validate() throws {
        guard (1...10_000).contains(rooms) else { throw ValidationError("--rooms takes 1 to 10000, not \(rooms)") }
        guard (2...8).contains(players) else { throw ValidationError("--players takes 2 to 8, not \(players)") }
        guard seconds > 0, seconds <= 3600 else { throw ValidationError("--seconds takes 0 to 3600") }
        if let threads, !(1...256).contains(threads) {
            throw ValidationError("--threads takes 1 to 256, not \(threads)")
        }
    }

    func run() throws {
        let beside = CommandLine.arguments[0].split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/")
        let path = binary ?? ((beside.isEmpty ? "." : beside) + "/set-game")
        try finish(ServeBench(rooms: rooms, players: players, seconds: seconds, threads: threads, binary: path).run())
    }
}
