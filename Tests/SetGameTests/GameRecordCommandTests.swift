import Foundation
import SetCore
import SetRecords
import SetStorageTestSupport
import Testing

/// `--games` lists what the games database holds, and `--export-game ID PATH` writes one game's record.
@Suite("Command line: recorded games", .onBlockingThreads)
struct GameRecordCommandTests {
    /// Records a short solo game in `folder`'s database: a miss, then a Set found.
    static func recordGame(in folder: StorageTests.Folder) throws -> GameRecord {
        let recorder = GameRecorder(database: try GameDatabase(path: folder.locations.gamesDatabase))
        var game = Game(seed: 7, now: 0)
        recorder.resume(game)
        let set = try #require(SetFinder.firstSet(in: game.table))
        let miss = [set[0], set[1], try #require(game.table.indices.first { !set.contains($0) })]
        for (n, index) in (miss + set).enumerated() {
            let before = game
            let events = game.apply(.cardTapped(index: index), now: Double(n + 1))
            RecordEntry.entries(for: .cardTapped(index: index), events: events, before: before, after: game)
                .forEach(recorder.take)
        }
        recorder.flush()
        return try #require(recorder.record)
    }

    func run(_ arguments: [String], in folder: StorageTests.Folder) throws -> (
        status: Int32, stdout: String, stderr: String
    ) {
        try ProcessSupport.run(
            ProcessSupport.setGame.path, arguments, environment: CommandLineTests.environment(folder), timeout: 20)
    }

    @Test func theGamesAreListedAndOneIsExported() throws {
        let folder = try StorageTests.Folder()
        let none = try run(["--games"], in: folder)
        #expect(none.status == 0)
        #expect(none.stdout == "No games recorded yet\n")
        // Listing made no database.
        #expect(!FileManager.default.fileExists(atPath: folder.locations.gamesDatabase))

        let record = try Self.recordGame(in: folder)
        let listed = try run(["--games"], in: folder)
        let lines = listed.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[1].hasPrefix("    1  ") && lines[1].hasSuffix("  playing"))
        #expect(lines[1].contains("  Solo  ") && lines[1].contains("   0:06      1       1      0"))

        let path = folder.url.path + "/game.json"
        let exported = try run(["--export-game", "1", path], in: folder)
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stdout == "wrote game 1 (Solo, 8 moves) to \(path)\n")
        #expect(try GameRecordFile.read(path) == record)
    }

    @Test func aMissingGameOrAMalformedIdIsRefusedClearly() throws {
        let folder = try StorageTests.Folder()
        _ = try Self.recordGame(in: folder)
        let missing = try run(["--export-game", "5", folder.url.path + "/x.json"], in: folder)
        #expect(missing.status == 1)
        #expect(
            missing.stderr
                == "set-game: cannot export game 5: \(folder.locations.gamesDatabase): there is no game 5; "
                + "set-game --games lists them\n")
        let nowhere = try run(["--export-game", "1", folder.url.path + "/no/such/folder/x.json"], in: folder)
        #expect(nowhere.status == 1)
        #expect(nowhere.stderr.hasPrefix("set-game: cannot export game 1: \(folder.url.path)/no/such/folder/x.json: "))
        for arguments in [["--export-game", "one", "x.json"], ["--export-game", "1"], ["--export-game", "0", "x"]] {
            let refused = try run(arguments, in: folder)
            #expect(refused.status == 64, "\(arguments)")
            #expect(refused.stderr.contains("--export-game takes a game's id (see --games) and a file name"))
        }
    }

    @Test func aSharedRecordOpensInReviewAndABrokenOneIsRefusedClearly() throws {
        let folder = try StorageTests.Folder()
        let record = try Self.recordGame(in: folder)
        let path = folder.url.path + "/shared.json"
        try GameRecordFile.write(record, to: path)
        let good = try String(contentsOfFile: path, encoding: .utf8)

        // Broken in four ways: each is named, and the game never opens.
        let broken: [(String, String)] = [
            ("", "the file is empty"),
            ("{\"format\": \"set-game/record\", ", "not valid JSON"),
            (
                good.replacingOccurrences(of: "\"set-game/record\"", with: "\"set-game/save\""),
                "it is not a set-game/record file"
            ),
            (
                good.replacingOccurrences(of: "\"kind\" : \"found\"", with: "\"kind\" : \"deal\""),
                "move 8 (deal) has a find's seconds; it is no find"
            ),
        ]
        for (n, (text, reason)) in broken.enumerated() {
            let file = folder.url.path + "/broken\(n).json"
            try text.write(toFile: file, atomically: true, encoding: .utf8)
            let result = try run(["--review", file], in: folder)
            #expect(result.status == 1, "\(reason)")
            #expect(result.stderr == "set-game: cannot review \(file): \(reason)\n")
        }
        let missing = try run(["--review", folder.url.path + "/none.json"], in: folder)
        #expect(missing.status == 1 && missing.stderr.hasSuffix("none.json: no such file\n"))

        // A good one opens over the table at its first move.
        let trace = folder.url.appendingPathComponent("review.jsonl")
        let game = try ProcessSupport.launchGame(["--review", path, "--trace", trace.path], folder: folder.url)
        defer { if game.isRunning { kill(game.processIdentifier, SIGKILL) } }
        try #require(
            ProcessSupport.wait { ProcessSupport.jsonLines(trace).contains { $0["overlay"] as? String == "review" } },
            "Review did not open")
        let line = try #require(ProcessSupport.jsonLines(trace).first { $0["overlay"] as? String == "review" })
        let review = try #require(line["review"] as? [String: Any])
        #expect(review["step"] as? Int == 0 && review["steps"] as? Int == record.moves.count)
        let groups = SetFinder.allSets(in: record.tables[0].cards).count
        #expect(
            (line["overlayText"] as? [String])?.contains("Move 1 of 8 \u{B7} 0:01 \u{B7} \(groups) groups on the table")
                == true)
        kill(game.processIdentifier, SIGTERM)
        #expect(ProcessSupport.wait { !game.isRunning })
        #expect(game.terminationStatus == 0)
    }

    /// `--review` on what is not a regular file, or a file over the limit, exits 1 at once with the path and
    /// the reason. On a FIFO nobody writes to it once waited for good, with no window.
    @Test func reviewRefusesWhatIsNotARegularFileOrTooLargeAtOnce() throws {
        let folder = try StorageTests.Folder()
        let fifo = folder.url.path + "/game.fifo"
        try #require(mkfifo(fifo, 0o600) == 0)
        let directory = folder.url.path + "/games"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let socket = try UnixSocket(path: folder.url.path + "/game.socket")
        defer { socket.close() }
        // One byte over the limit, sparse: the size is what is checked, before any reading.
        let big = folder.url.path + "/big.json"
        try #require(FileManager.default.createFile(atPath: big, contents: nil))
        try #require(truncate(big, off_t(GameRecordFile.sizeLimit + 1)) == 0)
        let cases = [
            (fifo, "a FIFO, not a regular file"),
            (directory, "a folder, not a regular file"),
            ("/dev/zero", "a character device, not a regular file"),
            (socket.path, "a socket, not a regular file"),
            (big, "33554433 bytes, larger than 32 MiB, the most read"),
        ]
        for (path, reason) in cases {
            let started = ContinuousClock.now
            let result = try run(["--review", path], in: folder)
            let took = ContinuousClock.now - started
            #expect(result.status == 1, "\(path)")
            #expect(result.stderr == "set-game: cannot review \(path): \(reason)\n")
            #expect(took < .seconds(2), "--review \(path) took \(took)")
        }
    }
}
