import Foundation
import SetStorageTestSupport
import Testing

@testable import SetCore
@testable import SetStorage

/// The files on disk: where they live, their format, and every way they can be bad.
@Suite("Storage")
struct StorageTests {
    typealias Folder = TemporaryGameFolder

    /// A game a few moves in: a Set found and taken, a shuffle, one card selected, a hint.
    static func playedGame() -> Game { SampleGames.played() }

    // MARK: Where

    @Test func xdgFoldersAndTheirDefaults() {
        let defaults = StorageLocations(environment: ["HOME": "/home/ann"])
        #expect(defaults.stateFolder == "/home/ann/.local/state/set-game")
        #expect(defaults.dataFolder == "/home/ann/.local/share/set-game")
        #expect(defaults.savedGame(for: .solo) == "/home/ann/.local/state/set-game/game-solo.json")
        #expect(defaults.savedGame(for: .twoPlayer) == "/home/ann/.local/state/set-game/game-two-player.json")
        #expect(defaults.settings == "/home/ann/.local/state/set-game/settings.json")
        #expect(defaults.statistics == "/home/ann/.local/share/set-game/stats.json")

        let set = StorageLocations(environment: ["HOME": "/home/ann", "XDG_STATE_HOME": "/s/", "XDG_DATA_HOME": "/d"])
        #expect(set.stateFolder == "/s/set-game")
        #expect(set.dataFolder == "/d/set-game")

        // The XDG spec: an empty or relative path is ignored.
        let ignored = StorageLocations(environment: [
            "HOME": "/home/ann", "XDG_STATE_HOME": "", "XDG_DATA_HOME": "data",
        ])
        #expect(ignored == defaults)
    }

    // MARK: Round trips and the format

    @Test func aGameStatisticsAndSettingsComeBackExactly() throws {
        let folder = try Folder()
        let storage = folder.storage()
        let game = Self.playedGame()
        var stats = Statistics()
        stats.gamesStarted = 3
        stats.bestTime = 412.5
        let settings = RememberedSettings(windowSize: WindowSize(width: 900, height: 700), colorblind: true)
        #expect(storage.saveGame(game))
        #expect(storage.saveStatistics(stats))
        #expect(storage.saveSettings(settings))
        let again = folder.storage()
        #expect(again.loadGame(mode: .solo) == game)
        #expect(again.loadGame(mode: .twoPlayer) == nil)
        #expect(again.loadStatistics() == stats)
        #expect(again.loadSettings() == settings)
        #expect(storage.warnings.isEmpty && again.warnings.isEmpty)
        // Only the three files: no temporary file is left behind.
        let state = try FileManager.default.contentsOfDirectory(atPath: folder.locations.stateFolder)
        #expect(state.sorted() == ["game-solo.json", "settings.json"])
    }

    @Test func theSaveFileIsAVersionedEnvelope() throws {
        let bytes = try VersionedFile.encode(Self.playedGame())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(Set(object.keys) == ["format", "version", "game"])
        #expect(object["format"] as? String == "set-game/save")
        #expect(object["version"] as? Int == 1)
        let game = try #require(object["game"] as? [String: Any])
        #expect((game["table"] as? [String])?.count == 12)
        #expect(game["score"] as? Int == Self.playedGame().score)
        let settings = try VersionedFile.encode(RememberedSettings(windowSize: WindowSize(width: 800, height: 600)))
        #expect(
            String(decoding: settings, as: UTF8.self) == """
                {
                  "format" : "set-game/settings",
                  "settings" : {
                    "window" : [
                      800,
                      600
                    ]
                  },
                  "version" : 1
                }

                """)
    }

    @Test func aWriteKilledHalfwayLeavesATemporaryFileTheNextSaveClears() throws {
        let folder = try Folder()
        let path = folder.locations.savedGame(for: .solo)
        // No process has this id (Linux pids stay below 2^22); one that runs (our own) is left alone.
        let dead = AtomicFile.temporaryPath(for: path, pid: Int32.max)
        let alive = AtomicFile.temporaryPath(for: path, pid: getppid())
        try folder.put(Array("{\"format\": \"set-g".utf8), at: dead)
        try folder.put(Array("{}".utf8), at: alive)
        #expect(dead == folder.locations.stateFolder + "/.game-solo.json.2147483647.tmp")
        let storage = folder.storage()
        #expect(storage.loadGame(mode: .solo) == nil)
        #expect(storage.saveGame(Self.playedGame()))
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(FileManager.default.fileExists(atPath: alive))
        #expect(storage.loadGame(mode: .solo) == Self.playedGame())
        #expect(storage.warnings.isEmpty)
    }

    // MARK: Bad files

    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case game, statistics, settings
        var testDescription: String { rawValue }
    }

    enum Damage: String, CaseIterable, CustomTestStringConvertible {
        case garbage, truncated, empty, futureVersion
        var testDescription: String { rawValue }
    }

    static func goodBytes(_ kind: Kind) throws -> [UInt8] {
        switch kind {
        case .game: try VersionedFile.encode(playedGame())
        case .statistics: try VersionedFile.encode(Statistics())
        case .settings: try VersionedFile.encode(RememberedSettings(windowSize: .standard, colorblind: false))
        }
    }

    static func damaged(_ kind: Kind, _ damage: Damage) throws -> [UInt8] {
        let good = try goodBytes(kind)
        switch damage {
        case .garbage: return Array("\u{0}\u{1}PK not a save".utf8)
        case .truncated: return Array(good.prefix(good.count / 2))
        case .empty: return []
        case .futureVersion:
            let text = String(decoding: good, as: UTF8.self)
            return Array(text.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 2").utf8)
        }
    }

    @Test(arguments: Kind.allCases, Damage.allCases)
    func aBadFileIsKeptAsideWithOneWarningAndAFreshStart(kind: Kind, damage: Damage) throws {
        let folder = try Folder()
        let storage = folder.storage()
        let path: String
        switch kind {
        case .game: path = folder.locations.savedGame(for: .solo)
        case .statistics: path = folder.locations.statistics
        case .settings: path = folder.locations.settings
        }
        let bad = try Self.damaged(kind, damage)
        try folder.put(bad, at: path)

        switch kind {
        case .game: #expect(storage.loadGame(mode: .solo) == nil)
        case .statistics: #expect(storage.loadStatistics() == Statistics())
        case .settings: #expect(storage.loadSettings() == RememberedSettings())
        }

        let reason =
            switch damage {
            case .garbage, .truncated: "not valid JSON"
            case .empty: "the file is empty"
            case .futureVersion: "version 2 is newer than this set-game reads (1)"
            }
        let (what, it, instead) =
            switch kind {
            case .game: ("the saved game was", "it", "started a new game")
            case .statistics: ("the statistics were", "them", "started new statistics")
            case .settings: ("the settings were", "them", "used the defaults")
            }
        #expect(
            storage.warnings == [
                "set-game: \(what) unreadable (\(reason)); kept \(it) as \(path).corrupt and \(instead)"
            ])
        #expect(folder.bytes(path + ".corrupt") == bad)
        #expect(!FileManager.default.fileExists(atPath: path))
        // The next save writes a good file; the kept one stays.
        switch kind {
        case .game: #expect(storage.saveGame(Self.playedGame()))
        case .statistics: #expect(storage.saveStatistics(Statistics()))
        case .settings: #expect(storage.saveSettings(RememberedSettings()))
        }
        #expect(folder.bytes(path + ".corrupt") == bad)
        #expect(folder.storage().warnings.isEmpty)
    }

    @Test func anEarlierCorruptFileIsNeverOverwritten() throws {
        let folder = try Folder()
        let path = folder.locations.savedGame(for: .solo)
        for n in 1...3 {
            try folder.put(Array("bad \(n)".utf8), at: path)
            #expect(folder.storage().loadGame(mode: .solo) == nil)
        }
        #expect(folder.bytes(path + ".corrupt") == Array("bad 1".utf8))
        #expect(folder.bytes(path + ".2.corrupt") == Array("bad 2".utf8))
        #expect(folder.bytes(path + ".3.corrupt") == Array("bad 3".utf8))
    }

    @Test func anImpossibleGameIsRefusedWithTheRulesReason() throws {
        let folder = try Folder()
        let path = folder.locations.savedGame(for: .solo)
        let game = Self.playedGame()
        let text = String(decoding: try VersionedFile.encode(game), as: UTF8.self)
        // The first card of the deck also lies on the table.
        let edited = text.replacingOccurrences(of: "\"\(game.deck[0].code)\"", with: "\"\(game.table[0].code)\"")
        try folder.put(Array(edited.utf8), at: path)
        let storage = folder.storage()
        #expect(storage.loadGame(mode: .solo) == nil)
        #expect(storage.warnings.first?.contains("(card \(game.table[0].code) appears more than once)") == true)
        #expect(FileManager.default.fileExists(atPath: path + ".corrupt"))
    }

    @Test func outOfRangeStatisticsAndSettingsAreRefused() throws {
        let folder = try Folder()
        var stats = String(decoding: try VersionedFile.encode(Statistics()), as: UTF8.self)
        stats = stats.replacingOccurrences(of: "\"setsFound\" : 0", with: "\"setsFound\" : -4")
        try folder.put(Array(stats.utf8), at: folder.locations.statistics)
        let settings = "{\"format\": \"set-game/settings\", \"version\": 1, \"settings\": {\"window\": [0, 0]}}"
        try folder.put(Array(settings.utf8), at: folder.locations.settings)
        let storage = folder.storage()
        #expect(storage.loadStatistics() == Statistics())
        #expect(storage.loadSettings() == RememberedSettings())
        #expect(storage.warnings.count == 2)
        #expect(storage.warnings.first?.contains("(a count or time is out of range)") == true)
        #expect(storage.warnings.last?.contains("(the window size [0, 0] is outside 320x240…7680x4320)") == true)
    }

    @Test func aFolderThatCannotBeWrittenIsReportedOnce() throws {
        let folder = try Folder()
        // A regular file where the state folder's parent should be: fails even for root.
        let blocker = folder.url.path + "/blocker"
        try folder.put(Array("x".utf8), at: blocker)
        let storage = Storage(
            locations: StorageLocations(
                stateFolder: blocker + "/state/set-game",
                dataFolder: folder.url.path + "/data/set-game"),
            echoesWarnings: false)
        #expect(storage.loadGame(mode: .solo) == nil)
        #expect(!storage.saveGame(Self.playedGame()))
        #expect(!storage.saveGame(Self.playedGame()))
        #expect(!storage.saveSettings(RememberedSettings()))
        #expect(storage.saveStatistics(Statistics()))
        #expect(
            storage.warnings == [
                "set-game: cannot save in \(blocker)/state/set-game (\(blocker): not a folder); playing on without saving"
            ])
    }

    @Test func theWindowShowsAWarningWithoutTheProgramNameAndWithTheHomeFolderShort() {
        let warning = FileWarning(
            .unreadable(.settings, kept: "/home/ann/.local/state/set-game/settings.json.corrupt"),
            reason: "the file is empty")
        #expect(
            warning.line == "set-game: the settings were unreadable (the file is empty); kept them as "
                + "/home/ann/.local/state/set-game/settings.json.corrupt and used the defaults")
        #expect(
            warning.text(in: .english, home: "/home/ann") == "the settings were unreadable (the file is empty); "
                + "kept them as ~/.local/state/set-game/settings.json.corrupt and used the defaults")
        let folder = FileWarning(.cannotSave(folder: "/home/annie/x"), reason: "/home/annie/x: read-only")
        #expect(
            folder.text(in: .english, home: "/home/ann/")
                == "cannot save in /home/annie/x (/home/annie/x: read-only); playing on without saving")
        #expect(
            FileWarning(.cannotTrim, reason: "/x: full").text(in: .english, home: "/")
                == "cannot trim the games database (/x: full)")
    }

    /// The window says a file's problem in the player's language; the system's words and the paths stay.
    @Test func theWindowSaysAWarningInThePlayersLanguage() {
        let warning = FileWarning(.unreadable(.game, kept: "/home/ann/game-solo.json.corrupt"), reason: "bad JSON")
        let said = warning.text(in: .pseudo, home: "/home/ann")
        #expect(said.hasPrefix("[") && said.hasSuffix("]"), "\(said)")
        #expect(said.contains("(bad JSON)") && said.contains("~/game-solo.json.corrupt"), "\(said)")
    }
}
