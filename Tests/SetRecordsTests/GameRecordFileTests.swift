import Foundation
import SetCore
import SetStorage
import SetStorageTestSupport
import Testing

@testable import SetRecords

/// A record from a file is someone else's bytes: each way one can be broken gets its own clear line.
@Suite("Game record files")
struct GameRecordFileTests {
    /// A whole game, played to its end and recorded.
    static let played: GameRecord = {
        let database = try? GameDatabase()
        var play = RecordedPlay(recorder: GameRecorder(database: database!, wallClock: { 1_790_000_000 }))
        play.playToTheEnd()
        return play.recorder.record!
    }()

    /// The played record as its file's JSON object, to break.
    static func json() throws -> [String: Any] {
        let bytes = try VersionedFile.encode(played)
        return try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    /// Writes `object` as a record file and reads it back; the error's reason, or nil when it reads.
    static func reason(_ object: Any, folder: TemporaryGameFolder) throws -> String? {
        let path = folder.url.path + "/record.json"
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
        return reason(at: path)
    }

    static func reason(at path: String) -> String? {
        do {
            _ = try GameRecordFile.read(path)
            return nil
        } catch {
            #expect(error.path == path)
            return error.reason
        }
    }

    @Test func aRecordWrittenAndReadBackIsTheSameAndValid() throws {
        let folder = try TemporaryGameFolder()
        let path = folder.url.path + "/game.json"
        try GameRecordFile.write(Self.played, to: path)
        #expect(try GameRecordFile.read(path) == Self.played)
        #expect(Self.played.moves.count > 60)
        let text = String(decoding: try #require(folder.bytes(path)), as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"format\" : \"set-game/record\","))
    }

    @Test func exportingWritesTheDatabasesGameAndNamesAMissingOne() throws {
        let folder = try TemporaryGameFolder()
        let databasePath = folder.locations.gamesDatabase
        #expect(throws: GameRecordFileError(path: databasePath, reason: "no game has been recorded yet")) {
            try GameRecordFile.export(1, from: databasePath, to: folder.url.path + "/x.json")
        }
        #expect(!FileManager.default.fileExists(atPath: databasePath))
        var play = RecordedPlay(recorder: GameRecorder(database: try GameDatabase(path: databasePath)))
        play.playToTheEnd()
        let out = folder.url.path + "/out.json"
        let line = try GameRecordFile.export(1, from: databasePath, to: out)
        #expect(line == "wrote game 1 (Solo, \(play.recorder.record!.moves.count) moves) to \(out)")
        #expect(try GameRecordFile.read(out) == play.recorder.record)
        #expect(
            throws: GameRecordFileError(path: databasePath, reason: "there is no game 9; set-game --games lists them")
        ) {
            try GameRecordFile.export(9, from: databasePath, to: out)
        }
        let listing = try PastGamesListing.lines(databasePath: databasePath)
        #expect(listing.count == 2)
        #expect(listing[0] == "   ID  Started           Mode           Time   Sets  Missed  Hints  Result")
        #expect(listing[1].hasPrefix("    1  "))
        #expect(listing[1].hasSuffix("finished"))
        #expect(listing[1].contains("Solo "))
    }

    /// Twenty ways a record file can be broken, each with the line the player reads.
    @Test func brokenRecordsAreRefusedWithAClearReasonEach() throws {
        let folder = try TemporaryGameFolder()
        let played = Self.played
        var cases: [(String, Any, String)] = []
        func broken(_ name: String, _ reason: String, _ change: (inout [String: Any], inout [String: Any]) -> Void)
            throws
        {
            var file = try Self.json()
            var game = try #require(file["game"] as? [String: Any])
            change(&file, &game)
            file["game"] = game
            cases.append((name, file, reason))
        }
        func table(_ game: [String: Any], _ n: Int) -> [String: Any] {
            ((game["tables"] as? [Any])?[n] as? [String: Any]) ?? [:]
        }
        func setTable(_ game: inout [String: Any], _ n: Int, _ value: [String: Any]) {
            var tables = game["tables"] as? [Any] ?? []
            tables[n] = value
            game["tables"] = tables
        }
        func move(_ game: [String: Any], _ n: Int) -> [String: Any] {
            ((game["moves"] as? [Any])?[n] as? [String: Any]) ?? [:]
        }
        func setMove(_ game: inout [String: Any], _ n: Int, _ value: [String: Any]) {
            var moves = game["moves"] as? [Any] ?? []
            moves[n] = value
            game["moves"] = moves
        }
        let firstFind = try #require(played.moves.firstIndex { $0.kind == .found })
        let firstDeal = try #require(played.moves.firstIndex { $0.kind == .deal })
        let offTable = try #require(Card.all.first { !played.tables[0].cards.contains($0) })

        try broken("another format", "it is not a set-game/record file") { file, _ in file["format"] = "set-game/save" }
        try broken("a newer version", "version 9 is newer than this set-game reads (1)") { file, _ in
            file["version"] = 9
        }
        try broken("no moves", "game.moves is missing") { _, game in game["moves"] = nil }
        try broken("an unknown mode", "bad value at game.mode") { _, game in game["mode"] = "megaSetPlus" }
        try broken("a seed that is no number", "bad value at game.seed") { _, game in game["seed"] = "seven" }
        try broken("a card code that is no card", "bad value at game.tables.0.cards.3") { _, game in
            var t = table(game, 0)
            var cards = t["cards"] as? [Any] ?? []
            cards[3] = "4XYZ"
            t["cards"] = cards
            setTable(&game, 0, t)
        }
        try broken("an unknown move", "bad value at game.moves.2.kind") { _, game in
            var m = move(game, 2)
            m["kind"] = "teleport"
            setMove(&game, 2, m)
        }
        try broken("a start time that is no time", "its start time -5.0 is not a time") { _, game in
            game["startedAt"] = -5
        }
        try broken("an end before the start", "it ends (100.0) before it starts (1790000000.0)") { _, game in
            game["endedAt"] = 100
        }
        try broken("a card twice on a table", "table 1 shows a card twice") { _, game in
            var t = table(game, 0)
            var cards = t["cards"] as? [Any] ?? []
            cards[1] = cards[0]
            t["cards"] = cards
            setTable(&game, 0, t)
        }
        try broken(
            "a group that is none",
            "table 1 lists \(played.tables[0].cards.prefix(3).map(\.code).joined(separator: " ")) as a group, which the rules of Solo do not"
        ) { _, game in
            var t = table(game, 0)
            t["groups"] = [played.tables[0].cards.prefix(3).map(\.code)]
            setTable(&game, 0, t)
        }
        try broken("a group left out", "table 1 lists 0 groups where the rules find \(played.tables[0].groups.count)") {
            _, game in
            var t = table(game, 0)
            t["groups"] = [Any]()
            setTable(&game, 0, t)
        }
        try broken(
            "a move on a table that is not there",
            "move 1 (select) is made on table 999, and the record has \(played.tables.count)"
        ) {
            _, game in
            var m = move(game, 0)
            m["table"] = 998
            setMove(&game, 0, m)
        }
        try broken("time running back", "move 3 (select) comes at 0.5 s, before the move before it") { _, game in
            var m = move(game, 2)
            m["time"] = 0.5
            setMove(&game, 2, m)
        }
        try broken("a time of a year", "move 1 (select) has the time 31536000.0, not 0 to 604800 seconds") { _, game in
            var m = move(game, 0)
            m["time"] = 31_536_000
            setMove(&game, 0, m)
        }
        try broken("a card off its table", "move 1 (select) names \(offTable), which is not on its table") { _, game in
            var m = move(game, 0)
            m["cards"] = [offTable.code]
            setMove(&game, 0, m)
        }
        try broken("a find that is no group", "move \(firstFind + 1) (found) is no group on its table") { _, game in
            var m = move(game, firstFind)
            var cards = m["cards"] as? [Any] ?? []
            cards.removeLast()
            m["cards"] = cards
            setMove(&game, firstFind, m)
        }
        try broken(
            "a deal of a card on the table",
            "move \(firstDeal + 1) (deal) deals \(played.tables[played.moves[firstDeal].table].cards[0]), which is already on its table"
        ) {
            _, game in
            var m = move(game, firstDeal)
            var cards = m["cards"] as? [Any] ?? []
            cards[0] = played.tables[played.moves[firstDeal].table].cards[0].code
            m["cards"] = cards
            setMove(&game, firstDeal, m)
        }
        try broken("a player who is not there", "move 1 (select) is made by player 3 of 1") { _, game in
            var m = move(game, 0)
            m["player"] = 2
            setMove(&game, 0, m)
        }
        try broken("too many players", "it seats 9 players; a game seats at most 8") { _, game in
            game["players"] = (1...9).map { "P\($0)" }
        }
        try broken("a nameless player", "player 2's name is not 1 to 24 characters") { _, game in
            game["players"] = ["Ann", ""]
        }
        try broken(
            "a find with negative seconds", "move \(firstFind + 1) (found) took -3.0 seconds, not 0 to its time of play"
        ) {
            _, game in
            var m = move(game, firstFind)
            m["seconds"] = -3
            setMove(&game, firstFind, m)
        }
        try broken("a shuffle with cards", "move 1 (shuffle) names cards; it has none") { _, game in
            var m = move(game, 0)
            m["kind"] = "shuffle"
            setMove(&game, 0, m)
        }
        #expect(cases.count >= 20)
        for (name, object, expected) in cases {
            #expect(try Self.reason(object, folder: folder) == expected, "\(name)")
        }

        // And what is no JSON at all, or no file.
        let path = folder.url.path + "/bytes.json"
        for (bytes, expected) in [
            ([UInt8](), "the file is empty"), (Array("{\"format\": ".utf8), "not valid JSON"),
            (Array("[1, 2, 3]".utf8), "not valid JSON"),
        ] {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let reason = Self.reason(at: path)
            #expect(
                reason == expected || reason?.hasPrefix("bad value") == true,
                "\(bytes.count) bytes: \(reason ?? "read")")
        }
        #expect(Self.reason(at: folder.url.path + "/none.json") == "no such file")
        try Data(repeating: 32, count: (32 << 20) + 1).write(to: URL(fileURLWithPath: path))
        #expect(Self.reason(at: path) == "33554433 bytes, larger than 32 MiB, the most read")
    }
}
