import ArgumentParser
import SetCore
import SetTable
import Testing

@testable import SetGame
@testable import SetPlatform
@testable import SetStorage

/// Every setting has its flag: each row of the Settings overlay and each setting in
/// `settings.json` can be given on the command line, and `--theme` and `--labels` are
/// read, applied and remembered like `--colorblind` and `--volume`.
@Suite("Settings flags", .onBlockingThreads)
struct SettingsFlagsTests {
    /// The flag of each Settings overlay row that sets something, by the row's trace name.
    static let flagOfRow = [
        "theme": "--theme", "palette": "--colorblind", "motion": "--animation",
        "labels": "--labels", "volumeDown": "--volume", "volumeUp": "--volume", "gamesKept": "--keep-games",
        "language": "--language",
    ]
    /// The overlay's rows that set nothing.
    static let rowsThatSetNothing: Set = ["close"]

    /// The flag of each key of `settings.json` the player chooses.
    static let flagOfKey = [
        "window": "--size", "colorblind": "--colorblind", "theme": "--theme",
        "animation": "--animation", "labels": "--labels", "volume": "--volume", "gamesKept": "--keep-games",
        "language": "--language",
    ]
    /// The keys the game keeps by itself rather than the player setting them, and where each comes from.
    static let keptByTheGame = [
        "fullscreen": "F11 as the window was left", "muted": "M (--volume unmutes)",
        "paused": "P as the game was left", "tutorial": "the tutorial finished or skipped",
    ]

    /// The options the command's help lists, each form of each (`--colorblind`, `--no-colorblind`, `--size`, …).
    static var listedFlags: Set<String> {
        var flags: Set<String> = []
        for line in SetGameCommand.helpMessage(columns: 200).split(separator: "\n") {
            let words = line.drop(while: { $0 == " " }).split(separator: " ")
            guard let first = words.first, first.hasPrefix("--") else { continue }
            for form in first.split(separator: "/") { flags.insert(String(form)) }
        }
        return flags
    }

    @Test func everySettingsOverlayRowHasAFlag() throws {
        let scene = Screenshot.scene(LaunchSettings(), seed: 1, overlay: .settings)
        let rows = try #require(scene.panel).controls.map(\.name)
        #expect(rows.count >= 6)
        let listed = Self.listedFlags
        for row in rows where !Self.rowsThatSetNothing.contains(row) {
            let flag = Self.flagOfRow[row]
            #expect(flag != nil, "the Settings overlay's \(row) has no command-line flag")
            if let flag { #expect(listed.contains(flag), "\(flag) (for \(row)) is not in the help") }
        }
    }

    @Test func everySettingInTheSettingsFileHasAFlagOrIsKeptByTheGame() {
        let listed = Self.listedFlags
        for key in RememberedSettings.fileKeys {
            if Self.keptByTheGame[key] != nil { continue }
            let flag = Self.flagOfKey[key]
            #expect(flag != nil, "settings.json's \(key) has no command-line flag")
            if let flag { #expect(listed.contains(flag), "\(flag) (for \(key)) is not in the help") }
        }
    }

    /// The two-way flags can also be turned off.
    @Test func onAndOffSettingsHaveBothFlags() {
        let listed = Self.listedFlags
        for flag in ["--colorblind", "--animation", "--labels"] {
            #expect(listed.contains(flag) && listed.contains("--no-" + flag.dropFirst(2)), "\(flag)")
        }
    }

    // MARK: --theme and --labels

    @Test(arguments: [("classic", ThemeStyle.classic), ("dark", .dark), ("highContrast", .highContrast)])
    func theThemeIsReadByName(name: String, style: ThemeStyle) throws {
        let command = try SetGameCommand.parse(["--theme", name])
        #expect(command.theme == style)
        #expect(try command.launchSettings().overrides.theme == style)
    }

    @Test(arguments: [(["--labels"], true), (["--no-labels"], false), ([], nil)] as [([String], Bool?)])
    func theLabelsFlagIsOnOffOrAbsent(arguments: [String], labels: Bool?) throws {
        let command = try SetGameCommand.parse(arguments)
        #expect(command.labels == labels)
        #expect(try command.launchSettings().overrides.labelsAlwaysShown == labels)
    }

    @Test(arguments: [["--theme", "sepia"], ["--theme", "Dark"], ["--theme"], ["--theme", ""]])
    func aBadThemeNamesTheFlag(arguments: [String]) {
        do {
            _ = try SetGameCommand.parse(arguments)
            Issue.record("\(arguments) parsed")
        } catch {
            #expect(SetGameCommand.message(for: error).contains("--theme"), "\(SetGameCommand.message(for: error))")
            #expect(SetGameCommand.exitCode(for: error) == .validationFailure)
        }
    }

    /// The flags reach the plan a launch makes, and are remembered for the next launch.
    @Test func theThemeAndLabelsFlagsAreAppliedAndRemembered() throws {
        let folder = try StorageTests.Folder()
        let storage = folder.storage()
        let flagged = try SetGameCommand.parse(["--theme", "dark", "--labels", "--seed", "4"]).launchSettings()
        let plan = LaunchPlan.make(flagged, storage: storage) { 1 }
        #expect(plan.theme == Theme(style: .dark, palette: .standard) && plan.labelsAlwaysShown)
        Autosave(storage: storage, plan: plan).save(plan.game)
        let remembered = storage.loadSettings()
        #expect(remembered.theme == "dark" && remembered.labelsAlwaysShown == true)

        let plain = try SetGameCommand.parse([]).launchSettings()
        let next = LaunchPlan.make(plain, storage: folder.storage()) { 1 }
        #expect(next.style == .dark && next.labelsAlwaysShown && !next.settingsChanged)
    }
}
