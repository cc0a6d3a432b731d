import Glibc
import SetCore

/// `set-game`: the command line of the game (its options are in `SetGameCommand+Options.swift`).
@main
struct SetGameCommand: Equatable {
    var seed: UInt64?
    var size: WindowSize?
    var twoPlayer = false
    var junior = false
    /// `--daily`'s date as written, `DailyArgument.today` without one; nil without `--daily`.
    var dailyDate: String?
    var colorblind: Bool?
    var animation: Bool?
    var newGame = false
    var stats = false
    var trace: String?
    var screenshot: String?
    var install = false
    var uninstall = false

    /// The exit status of a command line that cannot run (`EX_USAGE`).
    static let usageStatus: Int32 = 64

    /// Refuses options that contradict each other or name nothing.
    func validate() throws(CommandLineError) {
        if install && uninstall {
            throw CommandLineError("--install and --uninstall cannot be used together")
        }
        if let screenshot, screenshot.isEmpty {
            throw CommandLineError("--screenshot needs a file name")
        }
        if let trace, trace.isEmpty {
            throw CommandLineError("--trace needs a file name")
        }
        let modes = [("--daily", dailyDate != nil), ("--junior", junior), ("--two-player", twoPlayer)]
            .filter(\.1).map(\.0)
        if modes.count > 1 {
            let named = modes.count == 2 ? modes.joined(separator: " and ")
                : modes.dropLast().joined(separator: ", ") + " and " + modes[modes.count - 1]
            throw CommandLineError("\(named) cannot be used together: each chooses a mode")
        }
        do {
            _ = try daily()
        } catch {
            throw CommandLineError(error.description)
        }
    }

    /// The day of the daily puzzle asked for, nil without `--daily`.
    private func daily() throws(DailyArgumentError) -> DailyDate? {
        guard let dailyDate else { return nil }
        return try DailyArgument.date(from: dailyDate, today: DailyArgument.localToday)
    }

    /// Parses the command line and runs it; prints the help, the version or
    /// the problem instead when that is what it comes to.
    static func main() {
        let request: CommandLineRequest<SetGameCommand>
        do {
            request = try parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            Diagnostics.warn(program.errorText(error))
            exit(usageStatus)
        }
        switch request {
        case .help:
            print(program.helpText(width: TerminalWidth.current))
        case .version:
            print(program.version)
        case .run(let command):
            do {
                let status = try command.run()
                if status != 0 { exit(status) }
            } catch {
                // Worded as swift-argument-parser worded an error out of `run`.
                Diagnostics.warn("Error: \(error)")
                exit(EXIT_FAILURE)
            }
        }
    }

    /// Does what the command line asks; returns the exit status.
    func run() throws -> Int32 {
        let settings = LaunchSettings(
            seed: seed,
            size: size,
            twoPlayer: twoPlayer,
            junior: junior,
            daily: try daily(),
            colorblind: colorblind,
            animation: animation,
            tracePath: trace,
            newGame: newGame
        )
        if install || uninstall {
            let layout = InstallLayout.current
            let lines = install
                ? try Installer.install(layout: layout, environment: ProcessEnvironment.current)
                : try Installer.uninstall(layout: layout)
            print(lines.joined(separator: "\n"))
            return 0
        }
        if stats {
            let storage = Storage(locations: .current)
            print(storage.loadStatistics().table(today: DailyArgument.localToday), terminator: "")
            return 0
        }
        if let screenshot {
            try Screenshot.write(to: screenshot, settings: settings)
            return 0
        }
        return try App.run(settings)
    }
}

/// What the command line asked for, after parsing.
struct LaunchSettings: Equatable, Sendable {
    var seed: UInt64?
    var size: WindowSize?
    var twoPlayer: Bool
    /// `--junior`: Set Junior.
    var junior = false
    /// `--daily`: the day of the daily puzzle, nil for the other modes.
    var daily: DailyDate? = nil
    /// `--colorblind` (true), `--no-colorblind` (false) or neither (the remembered setting).
    var colorblind: Bool?
    /// `--animation` (true), `--no-animation` (false) or neither (the remembered setting).
    var animation: Bool? = nil
    var tracePath: String?
    /// `--new`: do not resume the saved game.
    var newGame = false

    /// The mode the command line asks for (solo unless a mode flag is given).
    var mode: Game.Mode {
        if daily != nil { return .daily }
        if junior { return .junior }
        return twoPlayer ? .twoPlayer : .solo
    }
}
