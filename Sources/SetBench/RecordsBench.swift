import FoundationEssentials
import Glibc
import Histogram
import Raster
import SetApp
import SetCore
import SetRecords
import SetTable

/// `set-bench records --games N`: what keeping every game costs. Plays `games` seeded solo games
/// move by move into a games database on disk, as the window does (a write after each move),
/// and times each write; then the file's size per game, and opening Review of a 40-move game
/// (reading it, and drawing its first frame whole at 1920×1080).
struct RecordsBench {
    let games: Int
    let seed: UInt64

    func run() throws -> Int32 {
        let folder = FileManager.default.temporaryDirectory.appending(path: "set-bench-records-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appending(path: "games.sqlite").path(percentEncoded: false)
        let database = try GameDatabase(path: path)
        let recorder = GameRecorder(database: database)
        var writes = Histogram<UInt64>(highestTrackableValue: 10_000_000, numberOfSignificantValueDigits: .three)
        var moves = 0
        var forty: Int64?
        for n in 0..<games {
            var game = Game(seed: seed &+ UInt64(n), now: 0)
            recorder.resume(game)
            var time = 0.0
            var made = 0
            while !game.isGameOver, made < 400 {
                let intent = Self.nextIntent(game)
                time += 1.7
                let before = game
                let events = game.apply(intent, now: time)
                for entry in RecordEntry.entries(for: intent, events: events, before: before, after: game) {
                    recorder.take(entry)
                }
                let start = ContinuousClock.now
                _ = recorder.flush()
                writes.record(UInt64(max(0, micros(since: start))))
                made += 1
            }
            moves += made
            if forty == nil, let id = recorder.gameId, (try database.record(id)?.moves.count ?? 0) >= 40 { forty = id }
        }
        // The log folded into the file, as a closed database leaves it.
        try database.checkpoint()
        let bytes = fileSize(path)
        print("records games=\(games) seed=\(seed) moves=\(moves)")
        print(
            "write_per_move_ms p50=\(ms(writes.valueAtPercentile(50))) p99=\(ms(writes.valueAtPercentile(99))) "
                + "max=\(ms(writes.max))")
        print("size_bytes=\(bytes) per_game_kb=\(format2(Double(bytes) / 1024 / Double(max(1, games))))")
        guard let forty else { return 0 }
        var opens = Histogram<UInt64>(highestTrackableValue: 10_000_000, numberOfSignificantValueDigits: .three)
        var movesShown = 0
        guard let buffer = PixelBuffer(width: 1920, height: 1080) else { return 1 }
        let renderer = TableRenderer()
        for _ in 0..<50 {
            let start = ContinuousClock.now
            guard var record = try database.record(forty) else { break }
            record.moves = Array(record.moves.prefix(40))
            movesShown = record.moves.count
            var state = AppState(game: Game(seed: seed, now: 0), width: 1920, height: 1080)
            _ = reduce(
                &state, .reviewLoaded(ReviewState(record: record, id: forty, when: "2026-11-28 09:14", medians: [:])),
                now: 0)
            renderer.renderFull(state.scene(now: 0), into: Canvas(buffer: buffer))
            opens.record(UInt64(max(0, micros(since: start))))
        }
        print(
            "open_review_ms moves=\(movesShown) p50=\(ms(opens.valueAtPercentile(50))) "
                + "p99=\(ms(opens.valueAtPercentile(99)))")
        return 0
    }

    /// A quick player's next move: a Set when there is one (after taking away a Set found), else a deal.
    static func nextIntent(_ game: Game) -> Intent {
        if game.selectionState == .match, let index = game.selection.first { return .cardTapped(index: index) }
        if game.selectionState == .mismatch, let index = game.selection.first { return .cardTapped(index: index) }
        if let set = SetFinder.firstSet(in: game.table) {
            return .cardTapped(index: set.first { !game.selection.contains($0) } ?? set[0])
        }
        return .dealTapped()
    }

    private func micros(since start: ContinuousClock.Instant) -> Int64 {
        let (s, atto) = (ContinuousClock.now - start).components
        return s * 1_000_000 + atto / 1_000_000_000_000
    }

    private func ms(_ micros: UInt64) -> String { format2(Double(micros) / 1000) }

    private func fileSize(_ path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : 0
    }
}
